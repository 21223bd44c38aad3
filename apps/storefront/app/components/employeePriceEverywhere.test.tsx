// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmployeePricing } from '../lib/authFlowView';
import type { ProductCard } from '../lib/toProductCard';
import { ProductSetMemberCard } from './productSet/ProductSetMemberCard';
import type { ProductSetMember } from './productSet/productSet.server';
import { QuickShop } from './quickshop/QuickShop';

// Issue 16 item 5 (continued): an employee who accepted the discount terms sees the employee price wherever a product
// price is shown to choose from (quick shop, product sets); other shoppers see none. The employee discount of each
// mini cart line is checked in cart/MiniCart.test.tsx.

beforeAll(() => installDialogStandIn());

const EMPLOYEE: EmployeePricing = { percent: 30, remaining: 1580, currency: 'USD' };
const price = { currency: 'USD', current: 200, original: null };

/** The page under a root route whose loader says who shops (what `useEmployeePricing` reads). */
function renderUnderRoot(
  pricing: EmployeePricing | null,
  page: { path: string; Component: () => React.ReactNode },
  extra: Parameters<typeof createRoutesStub>[0] = [],
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ shopper: { employeePricing: pricing } }),
      Component: () => <Outlet />,
      children: [page, ...extra],
    },
  ]);
  return renderWithUser(<Stub initialEntries={[page.path.replace(':locale', 'en-us')]} />);
}

describe('employee price in the quick shop', () => {
  const card = {
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
  const productRoute = {
    path: '/:locale/p/:slug',
    loader: () => ({
      lang: 'en-US',
      product: {
        id: card.id,
        name: card.name,
        colors: [{ code: 'SLT', name: 'Slate', hex: null }],
        selectedColor: 'SLT',
        sizes: [{ size: 'M', upc: 'SLT-M', available: true }],
        isDigital: false,
        price,
      },
    }),
    Component: () => <p>Product page</p>,
  };

  for (const [who, pricing, expected] of [
    ['an employee', EMPLOYEE, 'Employee price $140.00'],
    ['another shopper', null, null],
  ] as const) {
    it(`shows the price${expected ? ' and the employee price' : ', no employee price,'} to ${who}`, async () => {
      const { user } = renderUnderRoot(
        pricing,
        { path: '/:locale/c/jackets', Component: () => <QuickShop product={card} /> },
        [productRoute],
      );
      await user.click(await screen.findByRole('button', { name: 'Quick shop Alpenglow Parka' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alpenglow Parka' });
      expect(await within(dialog).findByTestId('price')).toHaveTextContent('$200.00');
      if (expected) expect(within(dialog).getByTestId('employee-price')).toHaveTextContent(expected);
      else expect(within(dialog).queryByTestId('employee-price')).toBeNull();
    });
  }
});

describe('employee price in a product set', () => {
  const member: ProductSetMember = {
    id: 'SBJK10001',
    name: 'Ridgeline Shell',
    path: '/p/ridgeline-shell-SBJK10001',
    image: null,
    price,
    colors: [],
    selectedColor: null,
    sizes: [{ size: 'M', upc: 'U1', available: true }],
    maxQty: 5,
  };
  const setPage = {
    path: '/:locale/set/ridgeline',
    Component: () => (
      <ProductSetMemberCard member={member} setPath="/set/ridgeline" colorParam="color-SBJK10001" lang="en-US" />
    ),
  };

  it('shows each member’s employee price to an employee', async () => {
    renderUnderRoot(EMPLOYEE, setPage);
    const card = (await screen.findByTestId('price')).closest('article') as HTMLElement;
    expect(within(card).getByTestId('employee-price')).toHaveTextContent('Employee price $140.00');
  });

  it('shows none to another shopper', async () => {
    renderUnderRoot(null, setPage);
    const card = (await screen.findByTestId('price')).closest('article') as HTMLElement;
    expect(within(card).queryByTestId('employee-price')).toBeNull();
  });
});
