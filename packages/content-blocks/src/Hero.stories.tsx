import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleHero } from './exampleBlocks';
import { Hero } from './Hero';
import { heroBlockSchema } from './heroBlockSchema';

// The story data goes through the block's schema, as CMS data does in BlockRenderer.
const ridgeline = heroBlockSchema.parse(exampleHero);

const meta = {
  title: 'Content blocks/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: ridgeline,
  argTypes: {
    gradientStyle: { control: 'inline-radio', options: ['off', 'full', 'focused'] },
    linkType: { control: 'inline-radio', options: ['CTA', 'No-CTA'] },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gradient covers the lower half of the image, darkest behind the text on large screens. */
export const FocusedGradient: Story = {
  args: { gradientStyle: 'focused', priority: true },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Built for the long way round' });
    await expect(within(hero).getByRole('link', { name: 'Shop men’s shells' })).toHaveAttribute(
      'href',
      '/en-gb/c/mens-waterproof-jackets-1204',
    );
    await expect(within(hero).getByRole('link', { name: 'Find your size' })).toHaveAttribute('href', '#modal-size-guide');
  },
};

/** A flatter gradient over the lower 35%, for images with a busy top half. */
export const FullGradient: Story = {
  args: {
    id: 'hero-trail-running',
    name: 'Trail running — autumn',
    title: 'Run the long way home',
    subtitle: 'Grip for wet roots, cushioning for the last five kilometres.',
    richText: { html: '<p>The <strong>Fellstride 3</strong>: 6 mm lugs, a rock plate and an 8 mm drop.</p>' },
    media: { url: '/media/forest-trail.svg', alt: 'A runner on a misty forest trail', width: 1600, height: 900 },
    targets: [
      { id: 'cta-shoes', text: 'Shop trail shoes', url: '/en-gb/c/trail-running-shoes-1310', style: { sm: 'primary' } },
      { id: 'cta-finder', text: 'Find your fit', url: '?terrain=mixed#modal-shoe-finder', style: { sm: 'text-link' } },
    ],
    gradientStyle: 'full',
    captionText: 'Shot on the Cateran Trail, Perthshire.',
  },
};

/** Editorial heroes tell a story without asking for a click. */
export const NoCallToAction: Story = {
  args: {
    title: 'Mended, not replaced',
    subtitle: 'Last year our repair team put 4,200 jackets back on the hill.',
    richText: undefined,
    targets: undefined,
    linkType: 'No-CTA',
    gradientStyle: 'focused',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Without a gradient the text sits below the image, so its contrast never depends on the photograph. */
export const ContentBelowImage: Story = {
  args: { gradientStyle: 'off' },
};

/** In preview mode editors are told about a button that shoppers silently do not get. */
export const PreviewWithUnsafeLink: Story = {
  args: {
    preview: true,
    gradientStyle: 'off',
    targets: [
      ...(ridgeline.targets ?? []),
      { id: 'cta-bad', text: 'Win a jacket', url: 'javascript:alert(document.cookie)' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Button “Win a jacket” is hidden/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Win a jacket' })).toBeNull();
  },
};
