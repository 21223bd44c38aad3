import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleMultiLinkCard } from './exampleBlocks';
import { MultiLinkCard } from './MultiLinkCard';
import { multiLinkCardBlockSchema } from './multiLinkCardBlockSchema';

const boots = multiLinkCardBlockSchema.parse(exampleMultiLinkCard);

const meta = {
  title: 'Content blocks/Multi-link card',
  component: MultiLinkCard,
  args: boots,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiLinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From md the links sit on a panel over the photograph. */
export const OverImage: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** On phones the panel sits below the image. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
};

/** In preview, editors see which link was dropped and why. */
export const PreviewWithUnsafeLink: Story = {
  args: { preview: true, targets: [...boots.targets, { id: 'bad', text: 'Win boots', url: 'javascript:alert(1)' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Link “Win boots” is hidden/)).toBeInTheDocument();
  },
};

/**
 * The common fields of §3 on a multi-link card: eyebrow and subtitle over the links, rich text, a narrow panel
 * (`overlayWidth: 'xs'`) in the editor's colour, a badge and a caption below.
 */
export const CommonFields: Story = {
  globals: { viewport: { value: 'md' } },
  args: {
    eyebrowText: 'Boot fitting in every shop',
    subtitle: 'Leather and fabric, every width',
    richText: { html: '<p>Free insoles with every pair this month.</p>' },
    overlayWidth: 'xs',
    backgroundColor: '#f3e6d8',
    badge: { url: '/media/icons/repair.svg', alt: 'Resoled for life' },
    captionText: 'Shown: Scafell GTX in walnut',
  },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('.sb-multi-link-card__panel')!;
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(320.5);
    await expect(getComputedStyle(panel).backgroundColor).toBe('rgb(243, 230, 216)');
    await expect(canvas.getByText('Shown: Scafell GTX in walnut')).toBeVisible();
  },
};
