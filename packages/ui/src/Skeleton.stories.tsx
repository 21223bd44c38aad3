import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = { args: { width: '16rem' } };

export const Paragraph: Story = { args: { lines: 3, width: '20rem' } };

export const Circle: Story = { args: { shape: 'circle' } };

export const Image: Story = { args: { shape: 'rect', aspectRatio: 4 / 5, width: '12rem' } };

/** A product tile while the listing loads: the region says it is busy, the shapes are hidden from screen readers. */
export const ProductTile: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading products"
      role="region"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: '1rem',
        maxWidth: '40rem',
      }}
    >
      {[1, 2, 3].map((tile) => (
        <div key={tile} style={{ display: 'grid', gap: '0.5rem' }}>
          <Skeleton shape="rect" aspectRatio={4 / 5} />
          <Skeleton lines={2} />
          <Skeleton width="4rem" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Loading products' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // The image placeholder keeps the tile's shape (4:5), so the real image moves nothing.
    const image = region.querySelector<HTMLElement>('.sb-skeleton--rect')!;
    const box = image.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100) / 100).toBe(0.8);
  },
};
