import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleIconAndTextCollection } from './exampleBlocks';
import { IconAndTextCollection } from './IconAndTextCollection';
import { iconAndTextCollectionBlockSchema } from './iconAndTextCollectionBlockSchema';

const promises = iconAndTextCollectionBlockSchema.parse(exampleIconAndTextCollection);

const meta = {
  title: 'Content blocks/Icon-and-text collection',
  component: IconAndTextCollection,
  parameters: { layout: 'padded' },
  args: promises,
  argTypes: {
    variant: { control: 'inline-radio', options: ['icon-above-text', 'icon-left', 'one-column'] },
    iconSize: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof IconAndTextCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons centred above their text; four items make two rows of two. */
export const IconAboveText: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Two columns: the third item starts a second row under the first.
    await expect(items[2]!.getBoundingClientRect().left).toBeCloseTo(items[0]!.getBoundingClientRect().left, 0);
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
  },
};

/** Icons beside their text, large (3xl) icons, three items in a row on wide screens. */
export const IconLeft: Story = {
  globals: { viewport: { value: 'lg' } },
  args: { variant: 'icon-left', iconSize: 'large', iconAndText: promises.iconAndText.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('img')!;
    await expect(icon.getBoundingClientRect().width).toBe(48);
  },
};

/** One column with small (md) icons and tinted items. */
export const OneColumn: Story = {
  args: {
    variant: 'one-column',
    iconSize: 'small',
    title: 'Our repair promise',
    iconAndText: promises.iconAndText.map((item) => ({ ...item, backgroundColor: '#e8efe9', textColor: '#1b2a24' })),
  },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('img')!;
    await expect(icon.getBoundingClientRect().width).toBe(24);
  },
};

/** Medium icons map to the lg token: 32 px. */
export const MediumIcons: Story = {
  args: { iconSize: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')!.getBoundingClientRect().width).toBe(32);
  },
};

/** Four items beside their icons also make two columns on a tablet. */
export const IconLeftFourItems: Story = {
  args: { variant: 'icon-left', title: 'Why shop with us' },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]!.getBoundingClientRect().top).toBeCloseTo(items[0]!.getBoundingClientRect().top, 0);
    await expect(items[2]!.getBoundingClientRect().left).toBeCloseTo(items[0]!.getBoundingClientRect().left, 0);
  },
};

/** On a phone the four items stay two by two. */
export const FourItemsOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeCloseTo(items[0]!.getBoundingClientRect().top, 0);
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
  },
};
