import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
import {
  exampleBenefitBar,
  exampleCategoryCardCollection,
  exampleHero,
  exampleRichText,
  exampleSpacer,
} from './exampleBlocks';

const meta = {
  title: 'Content blocks/Block renderer',
  component: BlockRenderer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

const brokenBlocks = [
  { id: 'carousel-autumn', type: 'productCarousel3d', name: 'Autumn boots carousel' },
  {
    ...exampleHero,
    id: 'hero-no-size',
    name: 'Hero — image sizes missing',
    media: { url: '/media/ridge-dawn.svg', alt: '' },
  },
];

/** A home page as the storefront draws it from CMS blocks. */
export const HomePage: Story = {
  args: { blocks: [exampleHero, exampleSpacer, exampleRichText] },
};

/**
 * The home page as commerce-api seeds it (hero, intro, category cards), with analytics connected: following
 * a card reports a promotion click with the block's tracking fields.
 */
export const SeededHomePageWithAnalytics: Story = {
  args: {
    blocks: [exampleBenefitBar, exampleHero, exampleRichText, exampleSpacer, exampleCategoryCardCollection],
    location: { pathname: '/en-gb', search: '' },
    onBlockEvent: fn(),
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('link', { name: 'Hiking boots' });
    // Keep the story on the page: only the report matters here.
    card.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(card);
    await expect(args.onBlockEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'promotionClick',
        blockType: 'categoryCardCollection',
        promotion: expect.objectContaining({ promotionId: 'home-categories' }),
      }),
    );
  },
};

/** What shoppers get when the CMS sends blocks the code cannot draw: the rest of the page, unharmed. */
export const ShopperWithBrokenBlocks: Story = {
  args: { blocks: [...brokenBlocks, exampleRichText] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Caring for your waterproofs' })).toBeInTheDocument();
  },
};

/** The same page in preview mode: each block that shoppers do not get is explained in its place. */
export const PreviewWithBrokenBlocks: Story = {
  args: { preview: true, blocks: [...brokenBlocks, exampleRichText] },
  play: async ({ canvas }) => {
    const notes = canvas.getAllByRole('note');
    await expect(notes).toHaveLength(2);
    await expect(notes[0]).toHaveTextContent('Unknown block type "productCarousel3d"');
    await expect(notes[1]).toHaveTextContent('media.width: is required (number)');
  },
};
