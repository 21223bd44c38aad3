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
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'All jackets' })).textDecorationLine).not.toContain('underline');
  },
};

/** On a phone the buttons scroll sideways in one line. */
export const CarouselOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('.sb-cta-collection__buttons')!;
    await expect(getComputedStyle(row).overflowX).toBe('auto');
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
