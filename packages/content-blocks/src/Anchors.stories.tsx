import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Anchors } from './Anchors';
import { anchorsBlockSchema } from './anchorsBlockSchema';
import { exampleAnchors } from './exampleBlocks';

const guide = anchorsBlockSchema.parse(exampleAnchors);

const meta = {
  title: 'Content blocks/Anchors',
  component: Anchors,
  args: guide,
} satisfies Meta<typeof Anchors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jump links at the top of a boot buying guide, a navigation landmark named by its title. */
export const BuyingGuide: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'In this guide' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** Without a title the landmark is still named, “On this page”. */
export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  },
};
