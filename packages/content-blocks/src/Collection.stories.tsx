import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
import { Collection } from './Collection';
import { collectionBlockSchema } from './collectionBlockSchema';
import { exampleCollection } from './presentationalExamples';

const trailPicks = collectionBlockSchema.parse(exampleCollection);

// Items are nested CMS blocks, so every story draws the collection through BlockRenderer, as a page does.
const meta = {
  title: 'Content blocks/Collection',
  component: Collection,
  parameters: { layout: 'padded' },
  args: trailPicks,
  argTypes: {
    titlePosition: { control: 'inline-radio', options: ['top', 'left'] },
    bottomBorder: { control: 'boolean' },
    breakpoints: { control: 'object' },
  },
  render: (args) => <BlockRenderer blocks={[{ ...args, type: 'collection' }]} />,
} satisfies Meta<typeof Collection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: a swipeable carousel with arrows and indicators, no loop (the arrows stop at the ends). */
export const CarouselOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    // The list really scrolled to the second card.
    const list = canvas.getByRole('list', { name: 'Trail picks for autumn' });
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** Tablets: two and a half cards with a progress bar instead of dots. */
export const CarouselWithProgressOnTablet: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Slide position' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
  },
};

/** Desktops: the same collection as a grid, without carousel controls. */
export const GridOnDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeCloseTo(items[0]!.getBoundingClientRect().top, 0);
  },
};

/** Autoplay every 4 seconds, looping, with the pause button autoplay always brings (WCAG 2.2.2). */
export const AutoplayLoop: Story = {
  args: {
    breakpoints: {
      sm: {
        type: 'carousel',
        slideWidth: '85%',
        autoplay: true,
        autorotateTime: 4,
        loop: true,
        showIndicators: true,
        showArrows: true,
      },
    },
  },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const pause = canvas.getByRole('button', { name: 'Pause automatic slide show' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play automatic slide show' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // With loop, "previous" from the first slide goes to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Keyboard: Tab to the slide list, then the arrow keys, Home and End move between slides. */
export const KeyboardOnly: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Trail picks for autumn' });
    list.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A collection of link buttons (targets) with the title on the left from md and a bottom border. */
export const LinkButtonsTitleLeft: Story = {
  args: {
    title: 'Shop jackets by activity',
    subtitle: undefined,
    textLink: undefined,
    items: [],
    titlePosition: 'left',
    bottomBorder: true,
    targets: [
      { id: 'hiking', text: 'Hiking', url: '/en-gb/c/hiking-jackets-1210' },
      { id: 'climbing', text: 'Climbing', url: '/en-gb/c/climbing-jackets-1211' },
      { id: 'running', text: 'Running', url: '/en-gb/c/running-jackets-1212' },
      { id: 'everyday', text: 'Everyday', url: '/en-gb/c/everyday-jackets-1213' },
    ],
    breakpoints: { sm: { type: 'carousel', slideWidth: '45%' }, md: { type: 'grid' } },
  },
  globals: { viewport: { value: 'lg' } },
};
