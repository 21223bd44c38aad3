import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProductCard } from '../../lib/toProductCard';
import { expectDialogKeyboardPath, findOpenDialog } from '../../testing/dialogStoryChecks';
import { BOOT_CARD, GIFT_CARD, PARKA_CARD, SIZES_BY_COLOUR } from '../../testing/storyProducts';
import { answerShopRequests, shopRoute, ShopStory } from '../../testing/shopStory';
import { ProductTile } from '../ProductTile';
import '../ProductListing.css';

const CARDS = [PARKA_CARD, BOOT_CARD, GIFT_CARD];

/**
 * The product route as the quick shop uses it, answered over the network: its loader (the product with the sizes of
 * the colour asked for) and its add-to-cart action (refusing the last XL, to show the problem message).
 */
const productRoute = (wait = 250) => [
  http.get(shopRoute('/:locale/p/:slug'), async ({ request, params }) => {
    await delay(wait);
    const card = CARDS.find((entry) => String(params.slug).endsWith(entry.id));
    if (!card) return HttpResponse.json(null, { status: 404 });
    const color = new URL(request.url).searchParams.get('color') ?? card.colors[0]?.code ?? null;
    return HttpResponse.json({
      lang: 'en-US',
      product: {
        id: card.id,
        name: card.name,
        colors: card.colors.map((entry) => ({ ...entry, soldOut: false })),
        selectedColor: color,
        sizes: (color ? SIZES_BY_COLOUR[color] : undefined)?.map((entry) => ({ lowStock: false, ...entry })) ?? [],
        isDigital: card.digital === true,
        price: card.price,
      },
    });
  }),
  http.post(shopRoute('/:locale/p/:slug'), async ({ request }) => {
    const form = await request.formData();
    await delay(wait);
    if (form.get('size') === 'XL')
      return HttpResponse.json({ ok: false, message: 'Sorry, the last one in XL has just sold.' }, { status: 409 });
    return HttpResponse.json({
      ok: true,
      message: `Added to your cart: ${String(form.get('color'))}, size ${String(form.get('size'))}.`,
    });
  }),
];

/** A listing's tiles with their "Quick shop" buttons, as the category and search pages draw them. */
function Listing({ cards }: { cards: ProductCard[] }) {
  return (
    <ShopStory
      url="/en-us/c/jackets-100110"
      routes={['/:locale/p/:slug']}
      page={() => (
        <ul className="product-grid">
          {cards.map((card) => (
            <li key={card.id}>
              <ProductTile product={card} lang="en-US" quickShop eager />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

const meta = {
  title: 'Storefront/Quick shop',
  component: Listing,
  args: { cards: CARDS },
  parameters: { layout: 'padded' },
  beforeEach: async () => {
    await answerShopRequests(...productRoute());
  },
} satisfies Meta<typeof Listing>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog from a tile: colours and the sizes of the chosen colour (sold-out ones disabled, low stock said); focus
 * stays inside, Escape closes it and focus goes back to the tile's button. Left open for the accessibility check.
 */
export const ColoursAndSizes: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: 'Quick shop Alpenglow Parka' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog('Alpenglow Parka');
    const sizes = await within(dialog).findByRole('group', { name: 'Size' });
    await expect(within(sizes).getByRole('radio', { name: /^S/ })).toBeDisabled();
    await expectDialogKeyboardPath(opener, 'Alpenglow Parka', async () => {
      await userEvent.click(opener);
    });
    await userEvent.click(opener);
    await within(await findOpenDialog('Alpenglow Parka')).findByRole('group', { name: 'Size' });
  },
};

/** Another colour loads its own sizes; a size is added to the cart without leaving the listing. */
export const AddToCart: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick shop Alpenglow Parka' }));
    const dialog = await findOpenDialog('Alpenglow Parka');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Plum' }));
    const sizes = within(dialog).getByRole('group', { name: 'Size' });
    await waitFor(() => expect(within(sizes).queryByRole('radio', { name: /^XL/ })).toBeNull());
    await userEvent.click(within(sizes).getByRole('radio', { name: /^L/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Added to your cart: PLM, size L.'),
    );
    await expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart');
  },
};

/** The shop refuses the add (the last one sold meanwhile): its message under the button. */
export const AddRefused: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick shop Alpenglow Parka' }));
    const dialog = await findOpenDialog('Alpenglow Parka');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^XL/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Sorry, the last one in XL has just sold.'),
    );
  },
};

/** A gift card: no sizes, a link to its page where the amount and recipient are asked. */
export const GiftCard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick shop Switchback Gift Card' }));
    const dialog = await findOpenDialog('Switchback Gift Card');
    await expect(await within(dialog).findByRole('link', { name: 'Choose the amount and recipient' })).toHaveAttribute(
      'href',
      '/en-us/p/switchback-gift-card-SBGC10001',
    );
    await expect(within(dialog).queryByRole('group', { name: 'Size' })).toBeNull();
  },
};

/** While the product loads (a slow answer): the dialog says so. */
export const Loading: Story = {
  beforeEach: async () => {
    await answerShopRequests(...productRoute(60_000));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick shop Ridgeline Mid Hiking Boot' }));
    const dialog = await findOpenDialog('Ridgeline Mid Hiking Boot');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading colors and sizes…');
  },
};
