// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as invoiceRoute from './accountInvoice';
import * as loyaltyRoute from './accountLoyalty';
import * as orderRoute from './accountOrder';
import * as ordersRoute from './accountOrders';
import * as overviewRoute from './account';
import { accountContext } from '../lib/accountSession.server';
import { fakeCommerceApi, memberApi, renderAccountRoute } from '../components/account/accountTesting';
import { RouterContextProvider } from 'react-router';

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('order history', () => {
  it('lists orders newest first, each linking to its page with date, status and total', async () => {
    api.addOrder('SB40000001');
    api.addOrder('SB40000002');
    const { container } = renderAccountRoute(ordersRoute, {
      path: '/:locale/account/orders',
      url: '/en-us/account/orders',
    });
    const rows = await screen.findAllByTestId('order-summary');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Order SB40000002',
      'Order SB40000001',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/en-us/account/orders/SB40000002');
    expect(rows[0]).toHaveTextContent('November 2, 2026');
    expect(rows[0]).toHaveTextContent('Confirmed');
    expect(rows[0]).toHaveTextContent('$216.00');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pages the history with the design system pagination: Newer and Older orders as real links', async () => {
    for (let number = 1; number <= 25; number += 1) api.addOrder(`SB4${String(number).padStart(7, '0')}`);
    const { container } = renderAccountRoute(ordersRoute, {
      path: '/:locale/account/orders',
      url: '/en-us/account/orders?page=2',
    });
    const rows = await screen.findAllByTestId('order-summary');
    // Newest first: page 2 holds the 11th to the 20th newest.
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Order SB40000015');
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByRole('link', { name: 'Newer orders' })).toHaveAttribute('href', '/en-us/account/orders');
    expect(within(pages).getByRole('link', { name: 'Newer orders' })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByRole('link', { name: 'Older orders' })).toHaveAttribute(
      'href',
      '/en-us/account/orders?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3 of 3' })).toHaveAttribute(
      'href',
      '/en-us/account/orders?page=3',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows Older orders as unavailable on the last page', async () => {
    for (let number = 1; number <= 12; number += 1) api.addOrder(`SB4${String(number).padStart(7, '0')}`);
    renderAccountRoute(ordersRoute, { path: '/:locale/account/orders', url: '/en-us/account/orders?page=2' });
    expect(await screen.findAllByTestId('order-summary')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByRole('link', { name: 'Older orders' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('link', { name: 'Older orders' })).not.toHaveAttribute('href');
  });

  it('says so when there are no orders', async () => {
    renderAccountRoute(overviewRoute, { path: '/:locale/account', url: '/en-us/account' });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByText('Hi Alex')).toBeInTheDocument();
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1200');
  });
});

describe('an order', () => {
  const render = () =>
    renderAccountRoute(orderRoute, {
      path: '/:locale/account/orders/:orderNo',
      url: '/en-us/account/orders/SB40000001',
    });

  it('shows lines, totals, delivery address and tracking, and links the invoice', async () => {
    api.addOrder('SB40000001');
    const { container } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SB40000001' })).toBeInTheDocument();
    expect(screen.getAllByTestId('order-line').map((line) => line.textContent)).toEqual([
      'Alpenglow Parka · Forest, M · Quantity 1 · $150.00',
      'Ridge Beanie · Ember · Quantity 2 · $50.00',
    ]);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$216.00');
    expect(
      within(screen.getByRole('region', { name: 'Payment' }))
        .getAllByTestId('order-payment')
        .map((entry) => entry.textContent),
    ).toEqual(['Gift card ending 0002: $25.00', 'Reward card RC-1234: $10.00', 'VISA ending 4242: $181.00']);
    expect(
      within(screen.getByRole('region', { name: 'Tracking' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Placed · Order placed · November 2, 2026', 'Confirmed · Payment authorised · November 2, 2026']);
    expect(screen.getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      '/en-us/account/orders/SB40000001/invoice',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a bought gift card by its amount and recipient, never its preset as a size, and offers no return for it', async () => {
    api.addOrder('SB40000001', 'confirmed', [
      {
        lineNo: 3,
        name: 'Switchback Gift Card',
        color: 'Gift',
        size: '50',
        qty: 1,
        returnedQty: 0,
        fulfilment: 'digital',
        customAmount: 75,
        giftOption: { to: 'Robin', email: 'robin@example.com' },
        price: { current: 75, rowTotal: 75 },
      },
    ]);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SB40000001' })).toBeInTheDocument();
    const line = screen.getAllByTestId('order-line')[2] as HTMLElement;
    expect(line.textContent).toContain(
      'Switchback Gift Card · Quantity 1 · $75.00 · $75.00 gift card e-mailed to Robin',
    );
    // A paid order's gift card can be e-mailed again from its line.
    expect(within(line).getByRole('button', { name: 'Send the gift card email again' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Quantity of Switchback Gift Card to return' })).toBeNull();
  });

  it('issues a return label for the quantities chosen', async () => {
    api.addOrder('SB40000001');
    const { user } = render();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity of Ridge Beanie to return' }), '2');
    await user.click(screen.getByRole('button', { name: 'Get a return label' }));
    expect(await screen.findByTestId('return-tracking')).toHaveTextContent('1ZSBTEST0001');
    expect(api.callsTo('POST', '/consumers-v3/consumer/return/SB40000001/returnLabel')[0]?.body).toEqual({
      items: [{ lineNo: 2, qty: 2 }],
    });
    // Both beanies are on their way back: only the parka can still be returned.
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Quantity of Ridge Beanie to return' })).toBeNull(),
    );
  });

  it('asks for at least one item to return', async () => {
    api.addOrder('SB40000001');
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Get a return label' }));
    expect(await screen.findByText('Choose at least one item to return.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/consumers-v3/consumer/return/SB40000001/returnLabel')).toHaveLength(0);
  });

  it('cancels a confirmed order, after which it can no longer be cancelled', async () => {
    api.addOrder('SB40000001');
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Your order was cancelled.')).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('serves the invoice as a text file to keep', async () => {
    const context = new RouterContextProvider();
    const client = memberApi();
    context.set(accountContext, { api: client, profile: () => client.consumer.getProfile(), changed: () => undefined });
    const response = (await invoiceRoute.loader({
      request: new Request('http://shop.test/en-us/account/orders/SB40000001/invoice'),
      params: { locale: 'en-us', orderNo: 'SB40000001' },
      context,
    } as never)) as Response;
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoice-SB40000001.txt"');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Switchback invoice SB40000001\n');
  });
});

describe('points and vouchers', () => {
  it('shows the balance and which vouchers the points buy', async () => {
    const { container } = renderAccountRoute(loyaltyRoute, {
      path: '/:locale/account/loyalty',
      url: '/en-us/account/loyalty',
    });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1200');
    expect(screen.getAllByTestId('voucher').map((row) => row.textContent)).toEqual([
      '500$5.00Available now',
      '1000$10.00Available now',
      '2000$20.00800 more points needed',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends a non-member to the loyalty sign-up and XPLR Pass instead', async () => {
    api.state.profile.isLoyaltyMember = false;
    renderAccountRoute(loyaltyRoute, { path: '/:locale/account/loyalty', url: '/en-us/account/loyalty' });
    expect(await screen.findByRole('link', { name: 'Join XPLR Pass' })).toHaveAttribute(
      'href',
      '/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Floyalty&loyalty=1',
    );
    expect(screen.getByRole('link', { name: 'About XPLR Pass' })).toHaveAttribute('href', '/en-us/xplr-pass');
    expect(api.callsTo('GET', '/consumers-v3/consumer/loyalty/vouchers')).toHaveLength(0);
  });
});
