import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
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

/** On a phone the cards scroll sideways, 70% wide so the next one peeks in, with slide indicators. */
export const CarouselOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement, canvas }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * A carousel at every breakpoint with every control the CMS can turn on: arrows, indicators, progress, loop,
 * and autoplay every 6 seconds with a pause button (it stops while the pointer or focus is on it, and never
 * runs with reduced motion). The slide list takes ←/→, Home and End.
 */
export const CarouselWithControls: Story = {
  args: {
    breakpoints: {
      sm: {
        type: 'carousel',
        slideWidth: '80%',
        showArrows: true,
        showIndicators: true,
        showProgress: true,
        loop: true,
        autoplay: true,
        autorotateTime: 6,
      },
      md: { type: 'carousel', slideWidth: '40%', showArrows: true, showProgress: true, loop: true },
      lg: { type: 'carousel', slideWidth: '30%', showArrows: true, showIndicators: true },
    },
  },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Shop by activity' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause automatic slide show' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause automatic slide show' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('progressbar', { name: 'Slide position' })).toHaveAttribute('aria-valuenow', '2');
    canvas.getByRole('list', { name: 'Shop by activity' }).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
  },
};

/** The same controls on a desktop screen: arrows and indicators under a row of three and a bit cards. */
export const CarouselOnDesktop: Story = {
  ...CarouselWithControls,
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Pause automatic slide show' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  },
};

/** The common fields of §3: overline, subtitle, title colour and style, rich text and a background. */
export const StyledHeading: Story = {
  args: {
    overline: 'Autumn 2026',
    subtitle: 'Kit tested on the Lakeland fells by our shop staff',
    titleColor: '#2f4a3f',
    titleStyle: 'xl',
    richText: { html: '<p>Free returns for 60 days on everything below.</p>' },
    backgroundColor: '#f8f7f4',
    bottomMargins: { sm: 24, lg: 48 },
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: 'Shop by activity' });
    await expect(getComputedStyle(title).color).toBe('rgb(47, 74, 63)');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
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
