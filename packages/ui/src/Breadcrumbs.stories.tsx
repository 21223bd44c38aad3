import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Men', href: '#men' },
      { label: 'Jackets', href: '#jackets' },
      { label: 'Ridgeline insulated jacket', href: '#product' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Ridgeline insulated jacket')).toHaveAttribute('aria-current', 'page');
    // Tab walks the links in order; the current page is not a stop.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Jackets' })).toHaveFocus();
  },
};

/** A long trail on a phone stays on one line and scrolls sideways. */
export const LongTrailOnAPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Women', href: '#women' },
      { label: 'Footwear', href: '#footwear' },
      { label: 'Trail running shoes', href: '#trail' },
      { label: 'Summit Ascent waterproof trail running shoe', href: '#product' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const item = canvas.getByRole('link', { name: 'Home' });
    // One line: every item sits at the same height.
    await expect(list.getBoundingClientRect().height).toBeLessThan(item.getBoundingClientRect().height * 2 + 12);
  },
};

export const Translated: Story = {
  args: {
    label: 'Fil d’Ariane',
    items: [
      { label: 'Accueil', href: '#home' },
      { label: 'Homme', href: '#men' },
      { label: 'Vestes', href: '#jackets' },
    ],
  },
};
