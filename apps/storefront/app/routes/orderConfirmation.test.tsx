// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import OrderConfirmationPage from './orderConfirmation';

type Props = Parameters<typeof OrderConfirmationPage>[0];

const order = {
  orderNumber: 'SB40000123',
  status: 'Confirmed',
  currency: 'CAD',
  email: 'jamie@example.com',
  items: [
    { name: 'Alpenglow Parka', color: 'Slate', size: 'M', qty: 1, rowTotal: 289, storeId: null, shipToStore: false },
    { name: 'Ridge Tee', color: 'Sand', size: 'S', qty: 1, rowTotal: 39, storeId: '2001', shipToStore: true },
  ],
  collectionPoint: true,
  shippingAddress: null,
  payments: [{ label: 'PayPal', amount: 328 }],
  totals: { itemSubTotal: 328, totalDiscount: 0, shipping: 7.95, tax: 0, total: 335.95 },
};

function renderConfirmation(locale: string) {
  const loaderData = { lang: locale === 'fr-ca' ? 'fr-CA' : 'en-CA', order };
  const Stub = createRoutesStub([{ path: '/:locale/order-confirmation', Component: () => <OrderConfirmationPage {...({ loaderData } as unknown as Props)} /> }]);
  return render(<Stub initialEntries={[`/${locale}/order-confirmation`]} />);
}

describe('order confirmation', () => {
  it('says where the parcel goes: a collection point, and a line shipped to a store', () => {
    renderConfirmation('en-ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByTestId('order-collection-point')).toHaveTextContent('Delivered to the collection point you chose');
    expect(screen.getAllByTestId('order-line')[1]).toHaveTextContent('Ship to store 2001');
  });

  it('speaks Canadian French on /fr-ca', () => {
    renderConfirmation('fr-ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Merci de votre commande' })).toBeTruthy();
    expect(screen.getByText('Nous avons envoyé une confirmation à jamie@example.com.')).toBeTruthy();
    expect(screen.getAllByTestId('order-line')[1]).toHaveTextContent('Expédition au magasin 2001');
    expect(screen.getByRole('link', { name: 'Continuer à magasiner' })).toBeTruthy();
  });
});
