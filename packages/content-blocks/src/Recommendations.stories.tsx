import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Recommendations } from './Recommendations';
import { exampleRecommendations, exampleRecommendedProducts } from './Recommendations.examples';
import {
  recommendationsBlockSchema,
  SEARCH_RECOMMENDATIONS_EVENT,
  SEARCH_RECOMMENDATIONS_GLOBAL,
} from './recommendationsBlockSchema';

const block = recommendationsBlockSchema.parse(exampleRecommendations);
const cardWidth = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.sb-recs__item')!.getBoundingClientRect().width;
const listWidth = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.sb-recs__list')!.getBoundingClientRect().width;

const meta = {
  title: 'Content blocks/Recommendation carousel',
  component: Recommendations,
  args: { ...block, services: { onEvent: fn(), onRecommendationAdd: fn(), onRecommendationSelectionChange: fn() } },
  argTypes: {
    variant: { control: 'inline-radio', options: ['3-cards', '5-cards', '6-cards'] },
    addToCartControls: { control: 'inline-radio', options: [undefined, 'cta', 'checkbox'] },
    showRatings: { control: 'boolean' },
  },
  beforeEach: () => {
    delete (window as unknown as Record<string, unknown>)[SEARCH_RECOMMENDATIONS_GLOBAL];
  },
} satisfies Meta<typeof Recommendations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five cards across at large size; one impression is reported with the rec tokens. */
export const FiveCardsDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement, args }) => {
    await expect(cardWidth(canvasElement)).toBeLessThan(listWidth(canvasElement) / 4);
    await expect(args.services?.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'recommendationImpression' }),
    );
  },
};

/** Three cards with "Add to basket" on a tablet. */
export const ThreeCardsWithCta: Story = {
  globals: { viewport: { value: 'md' } },
  args: { variant: '3-cards', addToCartControls: 'cta', title: 'Complete your kit' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket Summit grid fleece' }));
    await expect(args.services?.onRecommendationAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 'SUMFLC001' }));
  },
};

/** Six cards with checkboxes on a phone (a swipeable row). */
export const SixCardsCheckboxesPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  args: { variant: '6-cards', addToCartControls: 'checkbox', showRatings: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add Ridgeline 3-layer shell' }));
    await expect(args.services?.onRecommendationSelectionChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'RDG2025M' }),
    ]);
  },
};

/** The search provider's variant: a skeleton until its page global is filled, then its products. */
export const SearchProvider: Story = {
  args: { bloomreachIndex: 0, recommendedProducts: [], title: 'Trending in hiking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading recommendations')).toBeVisible();
    (window as unknown as Record<string, unknown>)[SEARCH_RECOMMENDATIONS_GLOBAL] = [
      exampleRecommendedProducts.slice(4),
    ];
    window.dispatchEvent(new Event(SEARCH_RECOMMENDATIONS_EVENT));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Cairn down jacket' })).toBeVisible());
  },
};
