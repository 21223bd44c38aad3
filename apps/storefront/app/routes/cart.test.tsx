// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadCartParts } from '../lib/cartIslands';
import type { CartView } from '../lib/toCartView';
import CartPage from './cart';

const cart: CartView = {
  id: 'cart-1',
  currency: 'CAD',
  totalItems: 2,
  totals: {
    itemSubTotal: 578,
    totalDiscount: 0,
    totalDiscountPercentage: 0,
    shipping: 0,
    tax: 75.14,
    taxIncluded: false,
    taxKnown: true,
    total: 653.14,
  },
  lines: [
    {
      id: 'line-1',
      productId: 'SBJK10026',
      upc: '194000000001',
      name: 'Alpenglow Parka',
      pdpUrl: '/p/alpenglow-parka-SBJK10026',
      imageUrl: null,
      color: 'Slate',
      size: 'M',
      qty: 2,
      maxQty: 5,
      current: 289,
      original: null,
      rowTotal: 578,
      deliveryMethod: 'standard',
      deliveryLabel: 'Standard',
      deliveryTime: null,
      store: null,
      canChangeDelivery: true,
      giftOption: null,
      giftCardAmount: null,
      bonus: false,
    },
  ],
  groups: { pickup: [], home: ['line-1'] },
  saved: [],
  coupons: [],
  promotions: { ORDER: [], PRODUCT: [], SHIPPING: [] },
  approaching: [],
  notices: [],
};

// The lines and saved items are lazy parts: loaded first, as the server does before its first request.
beforeAll(() => preloadCartParts({ lines: [null], saved: [null] }));

function renderCart(
  locale: string,
  view: CartView = cart,
  done: string | null = null,
  signInNotices: { message: string; tone: 'info' | 'error' }[] = [],
) {
  const loaderData = {
    lang: locale === 'fr-ca' ? 'fr-CA' : 'en-CA',
    cart: view,
    dialog: null,
    done,
    signInNotices,
    personalisation: null,
    recommendations: [],
  };
  const Stub = createRoutesStub([
    // The route module's component gets the loader's answer as a prop, as React Router gives it.
    {
      path: '/:locale/cart',
      Component: () => (
        <CartPage {...({ loaderData, actionData: undefined } as unknown as Parameters<typeof CartPage>[0])} />
      ),
    },
  ]);
  return renderWithUser(<Stub initialEntries={[`/${locale}/cart`]} />);
}

describe('cart page language', () => {
  it('speaks Canadian French on /fr-ca: heading, group, line actions and delivery method, summary and promo code', async () => {
    const { container } = renderCart('fr-ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Livraison à domicile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retirer/u })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Garder pour plus tard/u })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Résumé de la commande' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passer à la caisse' })).toBeTruthy();
    expect(screen.getByLabelText('Code promo')).toBeTruthy();
    // The delivery method in French, though commerce-api names it in English.
    expect(screen.getByTestId('line-delivery').textContent).toContain('Livraison standard');
    expect(screen.queryByText('Order summary')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save for later/u })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names an applied promo code and its Remove button in French, and the tax as coming at checkout before an address', () => {
    renderCart('fr-ca', {
      ...cart,
      coupons: [{ code: 'AUTUMN10', applied: true }],
      totals: { ...cart.totals, tax: 0, taxKnown: false },
    });
    expect(screen.getByRole('button', { name: /^Retirer\s*le code promo AUTUMN10$/u })).toBeTruthy();
    expect(screen.getByTestId('tax').textContent).toBe('Calculées à la caisse');
  });

  it('says an empty cart in French with a link back to shopping', () => {
    renderCart('fr-ca', { ...cart, lines: [], groups: { pickup: [], home: [] }, totalItems: 0 });
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer à magasiner' }).getAttribute('href')).toBe('/fr-ca');
  });

  it('keeps the English wording on /en-ca', () => {
    renderCart('en-ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save for later/u })).toBeTruthy();
  });
});

describe('cart notices as toasts (spec §4)', () => {
  const merged = 'Items from your previous visit have been added to your cart.';
  const reset =
    'Your session was no longer valid, so we started a new one. Your new cart holds the items we could keep.';

  it('shows the carried notices in the polite toast region once hydrated, each dismissable from the keyboard', async () => {
    const { user } = renderCart('en-ca', cart, null, [
      { message: merged, tone: 'info' },
      { message: reset, tone: 'error' },
    ]);
    const region = await screen.findByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent(merged));
    expect(region).toHaveTextContent(reset);
    // Not said twice: the status line no longer holds them.
    expect(document.querySelector('.cart-page__status')).toHaveTextContent('');
    within(region).getAllByRole('button', { name: 'Dismiss' })[1]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(region).not.toHaveTextContent(reset));
    expect(region).toHaveTextContent(merged);
  });

  it('has no toast region on a cart page without notices', () => {
    renderCart('en-ca');
    expect(screen.queryByRole('status', { name: 'Notifications' })).toBeNull();
  });
});
