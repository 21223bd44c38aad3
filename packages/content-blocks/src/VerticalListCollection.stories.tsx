import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { exampleVerticalListCollection } from './presentationalExamples';
import { VerticalListCollection } from './VerticalListCollection';
import { verticalListCollectionBlockSchema } from './verticalListCollectionBlockSchema';

const activities = verticalListCollectionBlockSchema.parse(exampleVerticalListCollection);

const meta = {
  title: 'Content blocks/Vertical list collection',
  component: VerticalListCollection,
  parameters: { layout: 'padded' },
  args: activities,
  argTypes: {
    items: { control: 'object' },
    titleStyle: { control: 'select', options: ['display', 'xl', 'lg', 'md', 'sm', 'xs'] },
  },
} satisfies Meta<typeof VerticalListCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

const visiblePreview = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLImageElement>('.sb-vertical-list__image')]
    .find((image) => getComputedStyle(image).opacity === '1')
    ?.getAttribute('src');

/** Desktop: hovering a link shows its picture beside the list. */
export const HoverPreviewDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(visiblePreview(canvasElement)).toBe('/media/category-hiking-boots.svg');
    await userEvent.hover(canvas.getByRole('link', { name: /^Camping/ }));
    await waitFor(() => expect(visiblePreview(canvasElement)).toBe('/media/tent-dusk-tall.svg'));
  },
};

/** Keyboard focus previews too. */
export const FocusPreviewDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('link', { name: /^Layering/ }).focus();
    await waitFor(() => expect(visiblePreview(canvasElement)).toBe('/media/category-fleece.svg'));
  },
};

/** Tablet: the list alone. */
export const ListOnTablet: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-vertical-list__preview')).not.toBeVisible();
  },
};

/** Phone: the list alone, with an overline above the title. */
export const ListOnPhone: Story = {
  args: { overline: 'Autumn 2026' },
  globals: { viewport: { value: 'sm' } },
};
