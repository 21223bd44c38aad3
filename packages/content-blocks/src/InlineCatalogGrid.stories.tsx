import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
import { InlineCatalogGrid, InlineCatalogGridSkeleton } from './InlineCatalogGrid';
import { inlineCatalogGridBlockSchema } from './inlineCatalogGridBlockSchema';
import { exampleInlineCatalogGrid } from './presentationalExamples';

const hikingTiles = inlineCatalogGridBlockSchema.parse(exampleInlineCatalogGrid);

const columnsOf = (canvasElement: HTMLElement) =>
  getComputedStyle(canvasElement.querySelector('.sb-catalog-grid__list')!).gridTemplateColumns.split(' ').length;

// Tiles are nested CMS blocks, so the stories draw the grid through BlockRenderer, as a page does.
const meta = {
  title: 'Content blocks/Inline catalog grid',
  component: InlineCatalogGrid,
  parameters: { layout: 'padded' },
  args: hikingTiles,
  argTypes: { items: { control: 'object' } },
  render: (args) => <BlockRenderer blocks={[{ ...args, type: 'inlineCatalogGrid' }]} />,
} satisfies Meta<typeof InlineCatalogGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: two columns; the story tile spans both. */
export const TwoColumnsOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(2);
  },
};

/** Tablets: three columns. */
export const ThreeColumnsOnTablet: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(3);
  },
};

/** Desktops: four columns. */
export const FourColumnsOnDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(4);
  },
};

/** The loading state: 16 placeholder cards. */
export const Loading: Story = {
  render: () => <InlineCatalogGridSkeleton label="Loading hiking kit" />,
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading hiking kit' })).toBeInTheDocument();
  },
};
