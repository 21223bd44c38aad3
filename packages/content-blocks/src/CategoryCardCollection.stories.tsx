import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryCardCollection } from './CategoryCardCollection';
import { categoryCardCollectionBlockSchema } from './categoryCardCollectionBlockSchema';
import { exampleCategoryCardCollection } from './exampleBlocks';

const home = categoryCardCollectionBlockSchema.parse(exampleCategoryCardCollection);

const meta = {
  title: 'Content blocks/Category-card collection',
  component: CategoryCardCollection,
  parameters: { layout: 'fullscreen' },
  args: home,
} satisfies Meta<typeof CategoryCardCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's cards as seeded: a swipeable row on phones, a grid from md. */
export const HomeCategories: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** On a phone the cards scroll sideways, 70% wide so the next one peeks in. */
export const CarouselOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(getComputedStyle(list).overflowX).toBe('auto');
  },
};

/** A grid at every breakpoint. */
export const GridEverywhere: Story = {
  args: { breakpoints: { sm: { type: 'grid', slideWidth: undefined } } },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(getComputedStyle(list).display).toBe('grid');
    await expect(getComputedStyle(list).overflowX).toBe('visible');
  },
};
