import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MegaMenu } from './MegaMenu';
import { MegaMenuItemBlock } from './MegaMenuItemBlock';
import { exampleMegaMenu } from './MegaMenu.examples';
import { megaMenuSchema } from './megaMenuItemBlockSchema';

const items = megaMenuSchema.parse(exampleMegaMenu);
const panelOf = (trigger: HTMLElement) => trigger.ownerDocument.getElementById(trigger.getAttribute('aria-controls')!)!;

const meta = {
  title: 'Content blocks/Mega menu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen' },
  args: { items, triggerOnClick: false, view: 'responsive', onMenuEvent: fn() },
  argTypes: {
    view: { control: 'inline-radio', options: ['responsive', 'desktop', 'mobile'] },
    triggerOnClick: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      // Room below the bar for the open panel.
      <div style={{ minHeight: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: hovering “Women” opens its panel (shop all, columns, activities, banner); leaving closes it. */
export const DesktopHover: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const women = canvas.getByRole('link', { name: 'Women' });
    await userEvent.hover(women);
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const panel = within(panelOf(women));
    await expect(panel.getByRole('link', { name: 'Shop all women’s' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Down jackets' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Shop the collection' })).toBeVisible();
    // The accordions are for smaller screens.
    await expect(canvas.queryByRole('button', { name: 'Women' })).toBeNull();
  },
};

/** Desktop, keyboard: focus opens the panel, Escape closes it and keeps focus on the item. */
export const DesktopKeyboard: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const women = canvas.getByRole('link', { name: 'Women' });
    await userEvent.tab();
    await expect(women).toHaveFocus();
    await expect(panelOf(women)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(panelOf(women)).not.toBeVisible();
    await expect(women).toHaveFocus();
  },
};

/** Desktop with “trigger on click”: the items are buttons; a click opens the panel. */
export const DesktopClickToOpen: Story = {
  globals: { viewport: { value: 'lg' } },
  args: { triggerOnClick: true },
  play: async ({ canvas }) => {
    const gear = canvas.getByRole('button', { name: 'Gear' });
    await userEvent.click(gear);
    await expect(gear).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panelOf(gear)).getByRole('heading', { name: 'Tent sale: 15% off' })).toBeVisible();
  },
};

/** Tablet: below the large breakpoint the bar hides and the menu is accordions. */
export const TabletAccordions: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Women' })).toBeNull();
    const men = canvas.getByRole('button', { name: 'Men' });
    await userEvent.click(men);
    await expect(men).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Shop all men’s' })).toBeVisible();
  },
};

/** Phone: level 1 and level 2 open as accordions; each opening is reported for analytics. */
export const PhoneAccordions: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Women' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Footwear' }));
    await expect(canvas.getByRole('link', { name: 'Approach shoes' })).toBeVisible();
    await expect(args.onMenuEvent).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'mobileSectionExpand', title: 'Footwear' }),
    );
  },
};

/** One `megaMenuItem` drawn as a block (how the renderer shows a menu level): it opens on click. */
export const SingleItemBlock: Story = {
  globals: { viewport: { value: 'lg' } },
  render: () => <MegaMenuItemBlock {...items[2]!} />,
  play: async ({ canvas }) => {
    const gear = canvas.getByRole('button', { name: 'Gear' });
    await userEvent.click(gear);
    await expect(within(panelOf(gear)).getByRole('link', { name: 'Tents' })).toBeVisible();
  },
};
