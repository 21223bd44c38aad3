import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { examplePicture } from './exampleBlocks';
import { Picture } from './Picture';
import { pictureBlockSchema } from './pictureBlockSchema';

const tent = pictureBlockSchema.parse(examplePicture);

const meta = {
  title: 'Content blocks/Picture',
  component: Picture,
  parameters: { layout: 'fullscreen' },
  args: tent,
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Art direction: the tall crop on phones and tablets, the wide one from lg. The picture links to tents. */
export const ResponsiveSources: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/en-gb/c/tents-100420');
    await waitFor(() => expect(image.currentSrc).toMatch(/tent-dusk-wide\.svg$/));
  },
};

/** On a phone the browser picks the tall crop. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img');
    await waitFor(() => expect(image.currentSrc).toMatch(/tent-dusk-tall\.svg$/));
  },
};

/** One image, edge to edge, no link, no caption. */
export const SingleImageFullWidth: Story = {
  args: {
    media: { url: '/media/forest-trail.svg', alt: 'A runner on a misty forest trail', width: 1600, height: 900 },
    mediaTarget: undefined,
    captionText: undefined,
    isFullWidth: true,
  },
};

/** The common fields of §3 on a picture: the caption above it in a small muted style, a badge, centred text. */
export const CaptionOnTopWithBadge: Story = {
  args: {
    captionPosition: 'top',
    captionStyle: 'xs',
    captionColor: '#4a4843',
    alignment: 'center',
    badge: { url: '/media/icons/leaf.svg', alt: 'Recycled fabric' },
  },
  play: async ({ canvasElement, canvas }) => {
    const figure = canvasElement.querySelector('figure')!;
    await expect(figure.firstElementChild?.tagName).toBe('FIGCAPTION');
    await expect(getComputedStyle(figure.firstElementChild!).textAlign).toBe('center');
    await expect(canvas.getByRole('img', { name: 'Recycled fabric' })).toBeVisible();
  },
};
