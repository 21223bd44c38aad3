// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn } from '@switchback/test-utils';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import CheckoutPage from './checkout';

beforeAll(installDialogStandIn);

type Props = Parameters<typeof CheckoutPage>[0];
type LoaderData = Props['loaderData'];

const line = {
  id: 'line-1',
  name: 'Alpenglow Parka',
  qty: 1,
  rowTotal: 289,
  pickupStore: null,
  shipToStore: false,
  toStore: true,
  digital: false,
  giftOption: null,
};

function loaderData(overrides: Partial<LoaderData> = {}): LoaderData {
  return {
    lang: 'en-US',
    step: 'shipping',
    shippingDone: false,
    billingDone: false,
    country: 'US',
    provinces: [{ code: 'CO', name: 'Colorado' }],
    cart: {
      id: 'cart-1',
      currency: 'USD',
      totalItems: 1,
      totals: { itemSubTotal: 289, totalDiscount: 0, shipping: 0, tax: 0, total: 289, remainingToPay: 289 },
      lines: [line],
    },
    pickupOnly: false,
    hasHome: true,
    hasPickup: false,
    shippingAddress: null,
    billingAddress: null,
    email: '',
    phone: '',
    methods: [
      { code: 'standard', label: 'Standard delivery', deliveryTime: '3-5 business days', price: 8.95, selected: true },
    ],
    collectionPoints: {
      method: {
        code: 'pudo',
        label: 'Collection point',
        deliveryTime: '2-4 business days',
        price: 5.95,
        selected: false,
      },
      chosen: null,
      near: '80202',
      searched: true,
      nearProblem: null,
      found: [
        {
          id: '9001',
          name: 'ParcelPoint Union Station',
          address: '1701 Wynkoop St, Denver, CO 80202',
          distanceKm: 0.1,
        },
        {
          id: '9002',
          name: 'ParcelPoint Capitol Hill',
          address: '1400 E Colfax Ave, Denver, CO 80218',
          distanceKm: 2.8,
        },
      ],
    },
    stsStores: [{ id: '1001', name: 'Switchback Denver Flagship' }],
    gift: null,
    stores: [],
    pickupStores: {},
    giftCards: [],
    payer: null,
    savedCards: [],
    loyalty: null,
    athlete: null,
    rewards: null,
    hostedFields: null,
    payLater: null,
    paypal: false,
    idempotencyKey: 'key-12345678',
    challenge: null,
    payLaterFailure: 'PAY400',
    express: false,
    notice: null,
    ...overrides,
  } as LoaderData;
}

function renderCheckout(locale: string, data: LoaderData, actionData?: unknown, query = '') {
  const Stub = createRoutesStub([
    {
      path: '/:locale/checkout',
      Component: () => <CheckoutPage {...({ loaderData: data, actionData } as unknown as Props)} />,
    },
  ]);
  return render(<Stub initialEntries={[`/${locale}/checkout?step=${data.step}${query}`]} />);
}

describe('checkout shipping step: collection points', () => {
  it('searches by postal code or city with a plain GET form and lists the points found as one labelled radio group', async () => {
    const { container } = renderCheckout('en-us', loaderData());
    const search = screen.getByRole('search', { name: 'Collection point' });
    expect(search.getAttribute('method')).toBe('get');
    expect(search.getAttribute('action')).toBe('/en-us/checkout');
    expect(within(search).getByLabelText('Search near')).toHaveValue('80202');
    expect(container.querySelector('input[type="hidden"][name="step"]')).toHaveValue('shipping');
    const group = screen.getByRole('group', { name: 'Collection points near 80202' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /ParcelPoint Union Station/u })).toBeChecked();
    expect(
      screen
        .getByRole('button', { name: 'Deliver to this collection point' })
        .closest('form')
        ?.querySelector('input[name="intent"]'),
    ).toHaveValue('pudo');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the carried query parameters (spec §2) through the search', () => {
    renderCheckout('en-us', loaderData(), undefined, '&cms=edit&utm_source=mail');
    const search = screen.getByRole('search', { name: 'Collection point' });
    expect(search.querySelector('input[type="hidden"][name="cms"]')).toHaveValue('edit');
    expect(search.querySelector('input[name="utm_source"]')).toBeNull();
  });

  it('says when nothing was found near that place', () => {
    renderCheckout(
      'en-us',
      loaderData({ collectionPoints: { ...loaderData().collectionPoints!, near: 'Nowhere', found: [] } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No collection point was found near Nowhere.');
  });

  it('once a point is chosen, asks no delivery address and offers home delivery again', () => {
    const chosen = {
      id: '9001',
      name: 'ParcelPoint Union Station',
      address: '1701 Wynkoop St, Denver, CO 80202',
      distanceKm: null,
    };
    renderCheckout(
      'en-us',
      loaderData({ collectionPoints: { ...loaderData().collectionPoints!, chosen, searched: false, found: [] } }),
    );
    expect(screen.getByTestId('collection-point-chosen')).toHaveTextContent(
      'Delivered to the collection point ParcelPoint Union Station',
    );
    expect(screen.queryByLabelText('Address line 1')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deliver to my address instead' })).toBeTruthy();
  });

  it('offers ship to store for each delivered line', () => {
    renderCheckout('en-us', loaderData());
    expect(screen.getByLabelText('Ship to a store (free, 3-6 business days) for Alpenglow Parka')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ship to this store for Alpenglow Parka' })).toBeTruthy();
  });
});

describe('checkout shipping step: gift options', () => {
  it('links each line to its gift option and shows the dialog form with the saved values', async () => {
    const gifted = { ...line, giftOption: { to: 'Sam', email: 'sam@example.com', message: 'Happy trails' } };
    const { container } = renderCheckout(
      'en-us',
      loaderData({ gift: 'line-1', cart: { ...loaderData().cart, lines: [gifted] } }),
    );
    expect(screen.getByTestId('gift-summary')).toHaveTextContent('Gift for Sam');
    expect(screen.getByRole('link', { name: 'Edit gift option for Alpenglow Parka' }).getAttribute('href')).toBe(
      '/en-us/checkout?step=shipping&gift=line-1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a gift option' });
    expect(within(dialog).getByLabelText('Recipient name')).toHaveValue('Sam');
    expect(within(dialog).getByLabelText('Gift message')).toHaveValue('Happy trails');
    expect(within(dialog).getByRole('button', { name: 'Remove gift option' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a panel with a close link in the server HTML, so it works without JavaScript', () => {
    const Stub = createRoutesStub([
      {
        path: '/:locale/checkout',
        Component: () => (
          <CheckoutPage
            {...({ loaderData: loaderData({ gift: 'line-1' }), actionData: undefined } as unknown as Props)}
          />
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/en-us/checkout?step=shipping&gift=line-1']} />);
    expect(html).toContain('class="checkout-gift-panel"');
    expect(html).not.toContain('<dialog');
    expect(html).toMatch(/<input type="hidden" name="intent" value="gift"\/>/u);
    expect(html).toMatch(/<a href="\/en-us\/checkout\?step=shipping"[^>]*>Close<\/a>/);
  });

  it('keeps what was typed and says what is wrong when the server refuses the e-mail', async () => {
    renderCheckout('en-us', loaderData({ gift: 'line-1' }), {
      ok: false,
      message: 'Email is not valid',
      placement: 'gift',
      values: { giftTo: 'Sam', giftEmail: 'not-an-email', giftMessage: 'Hi' },
      fieldErrors: { giftEmail: 'Email is not valid' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add a gift option' });
    const email = within(dialog).getByLabelText('Recipient email (optional)');
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email is not valid');
  });
});

describe('checkout: a refused form puts focus on the first field to correct', () => {
  const refusal = (fieldErrors: Record<string, string>) => ({
    ok: false,
    message: null,
    placement: 'top',
    values: { email: 'ada@example.com', postalCode: 'ABCDE' },
    fieldErrors,
  });

  it('focuses the first invalid shipping field, not the submit button', async () => {
    renderCheckout(
      'en-us',
      loaderData({ collectionPoints: null }),
      refusal({ phone: 'This field is required', postalCode: 'Enter a 5-digit ZIP code.' }),
    );
    const phone = await screen.findByLabelText('Phone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('without JavaScript the server-drawn page autofocuses that field only (the delivery address when contact is fine)', () => {
    const html = (data: LoaderData, errors: Record<string, string>) => {
      const Stub = createRoutesStub([
        {
          path: '/:locale/checkout',
          Component: () => (
            <CheckoutPage {...({ loaderData: data, actionData: refusal(errors) } as unknown as Props)} />
          ),
        },
      ]);
      return renderToString(<Stub initialEntries={[`/en-us/checkout?step=${data.step}`]} />);
    };
    const autofocused = (markup: string) => [...markup.matchAll(/<input[^>]*autofocus=""[^>]*>/gu)].map((m) => m[0]);
    const shipping = autofocused(
      html(loaderData({ collectionPoints: null }), {
        city: 'This field is required',
        postalCode: 'Enter a 5-digit ZIP code.',
      }),
    );
    expect(shipping).toHaveLength(1);
    expect(shipping[0]).toContain('name="shipping.city"');
    const contactFirst = autofocused(
      html(loaderData({ collectionPoints: null }), { email: 'Email is not valid', city: 'This field is required' }),
    );
    expect(contactFirst).toHaveLength(1);
    expect(contactFirst[0]).toContain('name="shipping.email"');
    const billing = autofocused(html(loaderData({ step: 'billing' }), { postalCode: 'Enter a 5-digit ZIP code.' }));
    expect(billing).toHaveLength(1);
    expect(billing[0]).toContain('name="billing.postalCode"');
  });
});

describe('checkout shipping step: address suggestion', () => {
  const entered = {
    firstName: 'Jamie',
    lastName: 'Walker',
    addressLine1: '388 Queen St W',
    addressLine2: null,
    city: 'Toronto',
    province: 'ON',
    postalCode: 'm5v 2a7',
    country: 'CA',
    phone: null,
    email: null,
  };
  const suggestion = { entered, suggested: { ...entered, postalCode: 'M5V 2A7' }, method: 'standard' };

  it('shows both addresses as a radio group with the suggestion chosen, focuses the question, and sends both', async () => {
    const { container } = renderCheckout('en-ca', loaderData(), {
      ok: false,
      message: null,
      placement: 'top',
      values: { email: 'jamie@example.com', phone: '4165550100' },
      suggestion,
    });
    // The suggestion is a chunk of its own (lib/checkoutIslands.ts): it shows, and takes focus, once loaded.
    const heading = await screen.findByRole('heading', { name: 'Check your delivery address' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const group = screen.getByRole('group', { name: /Which one should we use\?/u });
    const suggested = within(group).getByRole('radio', {
      name: /Suggested: Jamie Walker, 388 Queen St W, Toronto ON M5V 2A7/u,
    });
    const typed = within(group).getByRole('radio', { name: /As you entered it: .*m5v 2a7/u });
    expect(suggested).toBeChecked();
    // Native radios sharing a name: one tab stop, arrow keys move between them (the e2e test uses the keyboard).
    expect(typed.getAttribute('name')).toBe(suggested.getAttribute('name'));
    fireEvent.click(typed);
    expect(typed).toBeChecked();
    const form = suggested.closest('form') as HTMLFormElement;
    const sent = new FormData(form);
    expect(sent.get('intent')).toBe('confirmAddress');
    expect(sent.get('addressChoice')).toBe('entered');
    expect(sent.get('entered.postalCode')).toBe('m5v 2a7');
    expect(sent.get('suggested.postalCode')).toBe('M5V 2A7');
    expect(sent.get('shipping.email')).toBe('jamie@example.com');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('checkout in Canadian French', () => {
  it('speaks French on /fr-ca: steps, contact, collection points and the continue button', () => {
    renderCheckout('fr-ca', loaderData({ lang: 'fr-CA' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Caisse' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Étapes de la commande' })).toHaveTextContent('1. Livraison');
    expect(screen.getByRole('group', { name: 'Coordonnées' })).toBeTruthy();
    expect(screen.getByLabelText('Courriel')).toBeTruthy();
    expect(screen.getByLabelText('Prénom')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Point de collecte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Livrer à ce point de collecte' })).toBeTruthy();
    expect(
      screen.getByText(
        /Faites-vous livrer dans une consigne à colis près de chez vous : 5,95\s\$\s?US, 2 à 4 jours ouvrables\./u,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Livraison standard \(3 à 5 jours ouvrables\)/u)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuer vers la facturation' })).toBeTruthy();
    expect(screen.queryByText('Continue to billing')).toBeNull();
  });

  it('offers PayPal on the billing step in French, with what will happen', () => {
    renderCheckout('fr-ca', loaderData({ lang: 'fr-CA', step: 'billing', shippingDone: true, paypal: true }));
    expect(screen.getByRole('heading', { level: 2, name: 'Facturation' })).toBeTruthy();
    const paypal = screen.getByRole('radio', { name: 'PayPal (bac à sable)' });
    expect(paypal).toHaveAccessibleDescription(
      'Vous approuverez le paiement sur PayPal, puis reviendrez ici pour passer votre commande.',
    );
    expect(screen.getByRole('button', { name: 'Continuer vers le résumé' })).toBeTruthy();
  });
});

describe('checkout summary totals', () => {
  const totals = () => within(screen.getByRole('region', { name: 'Order summary' }));

  it('has no discount row when nothing is discounted (no "Discount $0.00")', () => {
    renderCheckout('en-us', loaderData());
    expect(totals().getByText('Item subtotal')).toBeTruthy();
    expect(totals().queryByText('Discount')).toBeNull();
  });

  it('shows the discount as a subtraction when there is one', () => {
    const base = loaderData();
    renderCheckout(
      'en-us',
      loaderData({ cart: { ...base.cart, totals: { ...base.cart.totals, totalDiscount: 28.9, total: 260.1 } } }),
    );
    expect(totals().getByText('Discount').nextElementSibling?.textContent).toBe('−$28.90');
  });
});
