// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../lib/toProductCard';
import { QuickShop } from './QuickShop';

beforeAll(() => installDialogStandIn());

const card: ProductCard = {
  id: 'SBJK10026',
  name: 'Alpenglow Parka',
  path: '/p/alpenglow-parka-SBJK10026',
  badge: null,
  eyebrow: null,
  image: null,
  colors: [],
  price: null,
  rating: null,
} as unknown as ProductCard;

// The product route as the quick shop uses it: its loader (per colour) and its add-to-cart action.
const SIZES: Record<string, { size: string; upc: string; available: boolean }[]> = {
  SLT: [
    { size: 'S', upc: 'SLT-S', available: false },
    { size: 'M', upc: 'SLT-M', available: true },
  ],
  PLM: [{ size: 'L', upc: 'PLM-L', available: true }],
};
let added: { color: FormDataEntryValue | null; size: FormDataEntryValue | null; url: string }[];
let loadedUrls: string[];
let digital: boolean;

beforeEach(() => {
  added = [];
  loadedUrls = [];
  digital = false;
});

function renderListing() {
  const Stub = createRoutesStub([
    { path: '/:locale/c/:slug', Component: () => <QuickShop product={card} /> },
    {
      path: '/:locale/p/:slug',
      loader: ({ request }: { request: Request }) => {
        loadedUrls.push(request.url);
        const color = new URL(request.url).searchParams.get('color') ?? 'SLT';
        return {
          product: {
            id: card.id,
            name: card.name,
            colors: [
              { code: 'SLT', name: 'Slate', hex: null },
              { code: 'PLM', name: 'Plum', hex: null },
            ],
            selectedColor: color,
            sizes: SIZES[color] ?? [],
            isDigital: digital,
          },
        };
      },
      action: async ({ request }: { request: Request }) => {
        const form = await request.formData();
        added.push({ color: form.get('color'), size: form.get('size'), url: request.url });
        return { ok: true, message: 'Added to your cart.' };
      },
      Component: () => <p>Product page</p>,
    },
  ]);
  return renderWithUser(<Stub initialEntries={['/en-us/c/jackets-100110?cms=edit']} />);
}

describe('QuickShop', () => {
  it('sends a gift card to its page, where amount and recipient are asked, instead of offering sizes', async () => {
    digital = true;
    const { user } = renderListing();
    await user.click(await screen.findByRole('button', { name: 'Quick shop Alpenglow Parka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alpenglow Parka' });
    expect(await within(dialog).findByRole('link', { name: 'Choose the amount and recipient' })).toHaveAttribute(
      'href',
      '/en-us/p/alpenglow-parka-SBJK10026?cms=edit',
    );
    expect(within(dialog).queryByRole('group', { name: 'Size' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('opens a dialog with colours and sizes and adds the chosen variant without leaving the listing', async () => {
    const { user, container } = renderListing();
    const opener = await screen.findByRole('button', { name: 'Quick shop Alpenglow Parka' });
    await user.click(opener);
    // The dialog's chunk loads on this first click.
    const dialog = await screen.findByRole('dialog', { name: 'Alpenglow Parka' });
    const sizes = await within(dialog).findByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: /S/u })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Plum' }));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'L' })).toBeTruthy());
    expect(new URL(loadedUrls.at(-1) ?? '').searchParams.get('color')).toBe('PLM');
    await user.click(within(dialog).getByRole('radio', { name: 'L' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Added to your cart.'));
    expect(added).toEqual([
      { color: 'PLM', size: 'L', url: expect.stringContaining('/en-us/p/alpenglow-parka-SBJK10026?cms=edit') },
    ]);
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart?cms=edit');
    expect(screen.queryByText('Product page')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
