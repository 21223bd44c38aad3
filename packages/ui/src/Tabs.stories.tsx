import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    items: [
      { id: 'details', label: 'Details', content: <p>A windproof, water-resistant shell with a packable hood.</p> },
      { id: 'sizing', label: 'Size & fit', content: <p>Regular fit. True to size; size up to layer over a fleece.</p> },
      { id: 'care', label: 'Care', content: <p>Machine wash cold, hang dry. Re-proof once a season.</p> },
      { id: 'reviews', label: 'Reviews (12)', content: <p>4.6 out of 5 from 12 reviews.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Size & fit' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Size & fit' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Reviews (12)' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  },
};

export const StartsOnAnotherTab: Story = { args: { defaultSelectedId: 'care' } };

/** Four tabs on a phone: the row scrolls sideways instead of wrapping. */
export const OnAPhone: Story = { globals: { viewport: { value: 'sm' } } };
