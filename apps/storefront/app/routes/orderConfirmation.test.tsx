// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import OrderConfirmationPage from './orderConfirmation';

type Props = Parameters<typeof OrderConfirmationPage>[0];

const order = {
  orderNumber: 'SB40000123',
  // commerce-api's status code; the page names it in its language.
  status: 'confirmed',
  currency: 'CAD',
  email: 'jamie@example.com',
  items: [
    {
      name: 'Alpenglow Parka',
      color: 'Slate',
      size: 'M',
      qty: 1,
      rowTotal: 289,
      storeId: null,
      store: null,
      shipToStore: false,
    },
    {
      name: 'Ridge Tee',
      color: 'Sand',
      size: 'S',
      qty: 1,
      rowTotal: 39,
      storeId: '2001',
      store: 'Switchback Boulder',
      shipToStore: true,
    },
  ],
  collectionPoint: true,
  collectionPointName: 'Wazee Outfitters Locker',
  shippingAddress: null,
  // Split the way commerce-api lists it: every instrument with what it paid (the API's English label is not shown).
  payments: [
    { code: 'GIFT_CARD', amount: 25, lastFour: '0002', cardType: null, points: null, rewardCode: null },
    { code: 'LOYALTY_POINTS', amount: 10, lastFour: null, cardType: null, points: 1000, rewardCode: null },
    { code: 'ATHLETES_PAYMENT', amount: 40, lastFour: null, cardType: null, points: null, rewardCode: null },
    { code: 'REWARD_CODE', amount: 15, lastFour: null, cardType: null, points: null, rewardCode: 'RWD-15' },
    { code: 'REWARD_CARD', amount: 5, lastFour: null, cardType: null, points: null, rewardCode: 'RC-1234' },
    { code: 'CREDIT_CARD', amount: 240.95, lastFour: '4242', cardType: 'VISA', points: null, rewardCode: null },
  ],
  totals: { itemSubTotal: 328, totalDiscount: 0, shipping: 7.95, tax: 0, total: 335.95 },
};

function renderConfirmation(locale: string, totals: typeof order.totals = order.totals) {
  const loaderData = { lang: locale === 'fr-ca' ? 'fr-CA' : 'en-CA', order: { ...order, totals } };
  const Stub = createRoutesStub([
    {
      path: '/:locale/order-confirmation',
      Component: () => <OrderConfirmationPage {...({ loaderData } as unknown as Props)} />,
    },
  ]);
  return render(<Stub initialEntries={[`/${locale}/order-confirmation`]} />);
}

describe('order confirmation', () => {
  it('says where the parcel goes: a collection point, and a line shipped to a store', () => {
    renderConfirmation('en-ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByTestId('order-collection-point-name')).toHaveTextContent(
      'Collection point: Wazee Outfitters Locker',
    );
    expect(screen.getByTestId('order-collection-point')).toHaveTextContent(
      'Delivered to the collection point you chose',
    );
    expect(screen.getAllByTestId('order-line')[1]).toHaveTextContent('Shipped to Switchback Boulder');
  });

  it('shows a discount row only when something was taken off, as the cart and checkout summaries do', () => {
    const { unmount } = renderConfirmation('en-ca');
    expect(screen.queryByText('Discount')).toBeNull();
    unmount();
    renderConfirmation('en-ca', { ...order.totals, totalDiscount: 20, total: 315.95 });
    expect(screen.getByTestId('order-discount').textContent?.replace(/\u00a0/g, ' ')).toBe('−CAD 20.00');
  });

  it('lists every way the order was paid with its amount: gift card, loyalty voucher, athlete credit, rewards and the card', () => {
    renderConfirmation('en-ca');
    // formatMoney puts a no-break space after the currency code.
    expect(screen.getAllByTestId('order-payment').map((entry) => entry.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Gift card ending 0002: CAD 25.00',
      'Loyalty voucher (1000 points): CAD 10.00',
      'Athlete credit: CAD 40.00',
      'Reward code RWD-15: CAD 15.00',
      'Reward card RC-1234: CAD 5.00',
      'VISA ending 4242: CAD 240.95',
    ]);
  });

  it('speaks Canadian French on /fr-ca', () => {
    renderConfirmation('fr-ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Merci de votre commande' })).toBeTruthy();
    expect(screen.getByText('Nous avons envoyé une confirmation à jamie@example.com.')).toBeTruthy();
    expect(screen.getAllByTestId('order-line')[1]).toHaveTextContent('Expédié à Switchback Boulder');
    expect(screen.getByTestId('order-collection-point-name')).toHaveTextContent(
      'Point de collecte : Wazee Outfitters Locker',
    );
    // French typography: a no-break space before the colon.
    expect(screen.getAllByTestId('order-payment').map((entry) => entry.textContent?.split('\u00a0: ')[0])).toEqual([
      'Carte-cadeau se terminant par 0002',
      'Bon de fidélité (1000 points)',
      'Crédit athlète',
      'Code de récompense RWD-15',
      'Carte de récompense RC-1234',
      'VISA se terminant par 4242',
    ]);
    expect(screen.getByRole('link', { name: 'Continuer à magasiner' })).toBeTruthy();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Confirmée');
  });

  it('names the status in English on an English site', () => {
    renderConfirmation('en-ca');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Confirmed');
  });
});
