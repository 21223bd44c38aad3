import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiClient } from '@switchback/api-client';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { UpSell } from './UpSell';
import { exampleUpSell, upSellHandlers } from './UpSell.handlers';
import { upSellBlockSchema } from './upSellBlockSchema';
import { answerStoryRequests } from './storyMsw';

const API = '/api';
const client = createApiClient({ baseUrl: API, identity: { siteId: 'sb-gb', locale: 'en-gb' } });
const block = upSellBlockSchema.parse(exampleUpSell);

const meta = {
  title: 'Content blocks/Up-sell',
  component: UpSell,
  args: {
    ...block,
    services: { getInventory: client.products.getInventory, onUpSellSelectionChange: fn(), onUpSellAdd: fn() },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['cards', 'carousel', 'checkbox', 'cta'] },
    stackedCount: { control: { type: 'number', min: 1, max: 6 } },
  },
  beforeEach: async () => {
    await answerStoryRequests(...upSellHandlers(API, [], { wait: 100 }));
  },
} satisfies Meta<typeof UpSell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards: the first three items in stock (the gaiters are sold out, so they are left out). */
export const Cards: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(3), { timeout: 10_000 });
    await expect(canvas.queryByRole('link', { name: 'Trail gaiters' })).toBeNull();
  },
};

/** Carousel on a phone: every item in stock, in one swipeable row. */
export const CarouselOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  args: { variant: 'carousel' },
  play: async ({ canvas, canvasElement }) => {
    // Four in stock: the wax kit's own state says sold out, but the inventory check has 12.
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(4), { timeout: 10_000 });
    await expect(getComputedStyle(canvasElement.querySelector('.sb-up-sell__list')!).overflowX).toBe('auto');
  },
};

/** Checkboxes: ticked items are reported as the selected up-sells. */
export const Checkboxes: Story = {
  globals: { viewport: { value: 'md' } },
  args: { variant: 'checkbox' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Add Ridge beanie' }, { timeout: 10_000 }));
    await expect(args.services?.onUpSellSelectionChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'BEANIE004' }),
    ]);
  },
};

/** Call-to-action: one "Add to basket" per item. */
export const CallToAction: Story = {
  args: { variant: 'cta' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add to basket Merino hiking socks' }, { timeout: 10_000 }),
    );
    await expect(args.services?.onUpSellAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 'SOCKMRN01' }));
  },
};
