import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleLinkedCard } from './exampleBlocks';
import { LinkedCard } from './LinkedCard';
import { linkedCardBlockSchema } from './linkedCardBlockSchema';

const boots = linkedCardBlockSchema.parse(exampleLinkedCard);

const meta = {
  title: 'Content blocks/Linked card',
  component: LinkedCard,
  args: boots,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category card as the home page gets it from commerce-api: the whole card is one link named by its title. */
export const CategoryCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hiking boots' })).toHaveAttribute(
      'href',
      '/en-gb/c/mens-hiking-boots-100131',
    );
  },
};

/** A card with a subtitle, text and a second target that stays its own button. */
export const WithTextAndSecondLink: Story = {
  args: {
    title: 'Resoling service',
    subtitle: 'From £65, back on your feet in three weeks',
    richText: { html: '<p>Vibram soles, new rands and a full clean and reproof.</p>' },
    media: {
      url: '/media/category-hiking-boots.svg',
      alt: 'A pair of worn leather boots on a workbench',
      width: 600,
      height: 750,
    },
    targets: [
      { id: 'resole', text: 'Book a resole', url: '/en-gb/repairs/resoling', style: { sm: 'text-link' } },
      { id: 'fit', text: 'How it works', url: '#modal-resoling', style: { sm: 'secondary' } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#modal-resoling');
  },
};

/** In preview, editors learn why a card is not a link. */
export const PreviewWithUnsafeLink: Story = {
  args: { preview: true, targets: [{ id: 'bad', text: 'Shop now', url: 'javascript:alert(1)' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/The card is not a link/)).toBeInTheDocument();
  },
};

/**
 * The common fields of §3 on a card: eyebrow, overline, title colour and style, a badge over the image, the
 * caption above it, centred text, and the buttons hidden with `linkType: 'No-CTA'` (the card stays a link).
 */
export const CommonFields: Story = {
  args: {
    eyebrowText: 'Made in Portugal',
    overline: 'New season',
    titleColor: '#2f4a3f',
    titleStyle: 'md',
    subtitle: 'Resoled for life',
    badge: { url: '/media/icons/repair.svg', alt: 'Repairable for life' },
    captionText: 'Shown: Scafell GTX in walnut',
    captionPosition: 'top',
    alignment: 'center',
    linkType: 'No-CTA',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Hiking boots' });
    await expect(getComputedStyle(heading).color).toBe('rgb(47, 74, 63)');
    await expect(canvas.getByRole('img', { name: 'Repairable for life' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByText('Shop now')).toBeNull();
  },
};
