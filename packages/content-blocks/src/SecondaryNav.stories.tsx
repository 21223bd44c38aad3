import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SecondaryNav } from './SecondaryNav';
import { exampleSecondaryNav } from './SecondaryNav.examples';
import { secondaryNavBlockSchema } from './secondaryNavBlockSchema';

const nav = secondaryNavBlockSchema.parse(exampleSecondaryNav);

const meta = {
  title: 'Content blocks/Secondary nav',
  component: SecondaryNav,
  args: { ...nav, location: { pathname: '/en-gb/help/returns', search: '' } },
  argTypes: {
    alignment: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    divider: { control: 'boolean' },
  },
} satisfies Meta<typeof SecondaryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the title and the links in one row; the current page is marked. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Delivery' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Returns & refunds' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Tablet, centred on a coloured band. */
export const TabletCentred: Story = {
  globals: { viewport: { value: 'md' } },
  args: { alignment: 'center', colors: { backgroundColor: '#f3e6d8', textColor: '#161614', linkColor: '#1f4d3a' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** Phone: an accordion, closed at first; the title opens it. */
export const PhoneAccordion: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Help centre' });
    await expect(canvas.getByRole('link', { name: 'Delivery', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Delivery' })).toBeVisible();
  },
};
