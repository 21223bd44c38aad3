import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CtaButtonCollection } from './CtaButtonCollection';
import { ctaButtonCollectionBlockSchema } from './ctaButtonCollectionBlockSchema';
import { exampleCtaButtonCollection } from './exampleBlocks';

const quickLinks = ctaButtonCollectionBlockSchema.parse(exampleCtaButtonCollection);

const meta = {
  title: 'Content blocks/CTA button collection',
  component: CtaButtonCollection,
  args: { ...quickLinks, location: { pathname: '/en-gb/c/mens-jackets-100110', search: '?type=insulated' } },
} satisfies Meta<typeof CtaButtonCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the insulated jackets page, “Insulated” is highlighted with a permanent underline. */
export const HighlightedCurrentPage: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const insulated = canvas.getByRole('link', { name: 'Insulated' });
    await expect(insulated).toHaveAttribute('aria-current', 'page');
    // The alternate style: a permanent underline, which the other buttons do not have.
    await expect(getComputedStyle(insulated).textDecorationLine).toContain('underline');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'All jackets' })).textDecorationLine).not.toContain(
      'underline',
    );
  },
};

/** On a phone the buttons scroll sideways in one line, each at most 19.25rem wide, and no arrows show. */
export const CarouselOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  args: { breakpoints: { sm: { type: 'carousel', showArrows: true }, md: { type: 'carousel', showArrows: true } } },
  play: async ({ canvasElement, canvas }) => {
    const row = canvasElement.querySelector('.sb-cta-collection .sb-carousel__track')!;
    await expect(getComputedStyle(row).overflowX).toBe('auto');
    await expect(getComputedStyle(row.firstElementChild!).maxWidth).toBe('308px');
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

/** From a tablet the slides may be 26.5rem wide (not the phone's 19.25rem), and the carousel's arrows show. */
export const CarouselWithArrowsOnTablet: Story = {
  globals: { viewport: { value: 'md' } },
  args: { breakpoints: { sm: { type: 'carousel' }, md: { type: 'carousel', showArrows: true } } },
  play: async ({ canvasElement, canvas }) => {
    const row = canvasElement.querySelector('.sb-cta-collection .sb-carousel__track')!;
    await expect(getComputedStyle(row).overflowX).toBe('auto');
    await expect(getComputedStyle(row.firstElementChild!).maxWidth).toBe('424px');
    const next = await canvas.findByRole('button', { name: 'Next slide' });
    await expect(next).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  },
};

/** A grid on a desktop: the buttons wrap, no slide width applies. */
export const GridOnDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('.sb-cta-collection .sb-carousel__track')!;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(getComputedStyle(row.firstElementChild!).maxWidth).toBe('100%');
  },
};

/** Without the highlight setting every button looks the same. */
export const NoHighlight: Story = {
  globals: { viewport: { value: 'md' } },
  args: { highlightButton: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
