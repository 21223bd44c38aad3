import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = ['neutral', 'brand', 'sale', 'success', 'warning', 'error'];
const words: Record<BadgeTone, string> = {
  neutral: 'Sold out',
  brand: 'New',
  sale: '-30%',
  success: 'In stock',
  warning: 'Only 2 left',
  error: 'Unavailable',
};

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'New', tone: 'brand' },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone, soft and solid (a solid warning stays soft: white on amber would not be readable). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {[false, true].map((solid) => (
        <div key={String(solid)} style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} solid={solid}>
              {words[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('-30%')).toHaveLength(2);
  },
};

/** On a product tile's image corner. */
export const OnATile: Story = {
  render: () => (
    <div
      style={{
        position: 'relative',
        width: '12rem',
        aspectRatio: '4 / 5',
        background: 'var(--sb-color-surface-muted)',
        borderRadius: 'var(--sb-radius-md)',
      }}
    >
      <Badge tone="sale" solid style={{ position: 'absolute', insetBlockStart: '0.5rem', insetInlineStart: '0.5rem' }}>
        -30%
      </Badge>
    </div>
  ),
};
