import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SizeChartView } from '../lib/sizeChart';
import { expectDialogKeyboardPath, findOpenDialog } from '../testing/dialogStoryChecks';
import { ShopStory } from '../testing/shopStory';
import { SizeChart } from './SizeChart';

const apparel: SizeChartView = {
  kind: 'apparel',
  columns: ['chest', 'waist', 'hip'],
  rows: [
    ['S', '86–94', '71–79', '89–97'],
    ['M', '94–102', '79–87', '97–105'],
    ['L', '102–110', '87–95', '105–113'],
    ['XL', '110–118', '95–103', '113–121'],
  ],
};

const footwear: SizeChartView = {
  kind: 'footwear',
  columns: ['foot', 'eu'],
  rows: [
    ['8', '26.0', '41'],
    ['9', '26.8', '42'],
    ['10', '27.7', '43'],
    ['11', '28.5', '44.5'],
  ],
};

/** The size chart next to the size buttons of a product page (`/p/…`), as the product route draws it. */
function ProductSizes({ chart }: { chart: SizeChartView | null }) {
  return <ShopStory url="/en-us/p/alpenglow-parka-SBJK10026" page={() => <SizeChart chart={chart} />} />;
}

const meta = {
  title: 'Storefront/Size chart',
  component: ProductSizes,
  args: { chart: apparel },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductSizes>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Clothing sizes: the button opens a modal with the table; focus stays in it, Escape closes it and focus goes back to
 * the button. Left open for the accessibility check.
 */
export const Apparel: Story = {
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: 'Size chart' });
    await expectDialogKeyboardPath(opener, 'Size chart: clothing');
    await userEvent.click(opener);
    const dialog = await findOpenDialog('Size chart: clothing');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
    await expect(within(dialog).getAllByRole('row')).toHaveLength(5);
  },
};

/** Footwear on a phone: foot length and EU size; the Close button shuts it. */
export const FootwearOnAPhone: Story = {
  args: { chart: footwear },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: 'Size chart' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog('Size chart: footwear');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(dialog.open).toBe(false);
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await expect(
      within(await findOpenDialog('Size chart: footwear')).getByRole('rowheader', { name: '10' }),
    ).toBeVisible();
  },
};

/** A product without a chart: nothing is drawn. */
export const NoChart: Story = {
  args: { chart: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
