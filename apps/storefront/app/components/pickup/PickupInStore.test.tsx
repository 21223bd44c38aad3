// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn } from '@switchback/test-utils';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useSearchParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PickupView } from '../../lib/pickup';
import { DeliveryChoice } from './DeliveryChoice';
import { PickupInStore } from './PickupInStore';

beforeAll(installDialogStandIn);

const STORES: NonNullable<PickupView['stores']> = [
  {
    id: '1001',
    name: 'Denver Flagship',
    address: '1 Main St, Denver, 80202',
    distanceKm: 0,
    path: '/stores/denver-flagship-1001',
    quantity: 3,
    available: true,
    shipToStore: { from: 3, to: 6 },
  },
  {
    id: '1002',
    name: 'Boulder',
    address: '2 Pearl St, Boulder, 80302',
    distanceKm: 40,
    path: '/stores/boulder-1002',
    quantity: 0,
    available: false,
    shipToStore: { from: 3, to: 6 },
  },
];
const SELECTION = { path: '/p/shell-SB1', color: 'BLK', size: 'M', sizes: ['S', 'M'] };

/** The product route with the pickup view the loader would give for the current URL. */
function renderAt(url: string, base: Partial<PickupView>) {
  function Page() {
    const [params] = useSearchParams();
    const open = params.get('pickup') === '1';
    const notice = params.get('pickupNotice') === 'changed' ? 'changed' : null;
    const view: PickupView = {
      chosen: null,
      open,
      near: params.get('near') ?? '',
      stores: open ? STORES : null,
      problem: null,
      confirm: null,
      confirmCartLines: 0,
      notice,
      moves: null,
      ...base,
      ...(open ? {} : { confirm: null }),
      ...(notice ? {} : { notice: null }),
    };
    return (
      <main>
        <PickupInStore pickup={{ ...view, open }} selection={SELECTION} />
      </main>
    );
  }
  const Stub = createRoutesStub([{ path: '/:locale/p/:slug', Component: Page }]);
  return render(<Stub initialEntries={[url]} />);
}

describe('PickupInStore', () => {
  it('opens the chooser as a modal listing each store with its stock and a choose button; Escape closes it', async () => {
    const { container } = renderAt('/en-us/p/shell-SB1?color=BLK&size=M&pickup=1&near=Denver', {});
    const dialog = await screen.findByRole('dialog', { name: 'Choose a store' });
    expect((within(dialog).getByRole('textbox', { name: 'Postal code or city' }) as HTMLInputElement).value).toBe(
      'Denver',
    );
    const [denver, boulder] = within(dialog).getAllByRole('listitem');
    expect(denver?.textContent).toContain('In stock (3)');
    expect(boulder?.textContent).toContain('Not available at this store · Free ship to store: 3–6 business days');
    expect(denver?.textContent).not.toContain('ship to store');
    const choose = within(dialog)
      .getByRole('button', { name: 'Choose Denver Flagship' })
      .closest('form') as HTMLFormElement;
    expect(choose.getAttribute('action')).toBe('/en-us/p/shell-SB1/act');
    expect(Object.fromEntries(new FormData(choose))).toEqual({
      intent: 'chooseStore',
      storeId: '1001',
      near: 'Denver',
      color: 'BLK',
      size: 'M',
    });
    expect(within(dialog).getByRole('link', { name: 'Details of Boulder' }).getAttribute('href')).toBe(
      '/en-us/stores/boulder-1002',
    );
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Choose a store to see if this item can be picked up there.')).toBeTruthy();
  });

  it('asks before replacing the chosen store, with a confirming form that names both stores and the cart lines that move', async () => {
    renderAt('/en-us/p/shell-SB1?pickup=1&near=Denver&confirmStore=1002', {
      chosen: { id: '1001', name: 'Denver Flagship', available: true, shipToStore: null, path: null },
      confirm: STORES[1] ?? null,
      confirmCartLines: 2,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change store?' });
    expect(dialog.textContent).toContain('Change your store from Denver Flagship to Boulder?');
    expect(dialog.textContent).toContain(
      'Your cart has 2 items to pick up at Denver Flagship; they will move to the new store.',
    );
    const form = within(dialog).getByRole('button', { name: 'Change store' }).closest('form') as HTMLFormElement;
    expect(new FormData(form).get('confirm')).toBe('1');
    expect(new FormData(form).get('storeId')).toBe('1002');
    expect(within(dialog).getByRole('link', { name: 'Keep my store' }).getAttribute('href')).toBe(
      '/en-us/p/shell-SB1?color=BLK&size=M',
    );
  });

  it('shows the store changed dialog with what happened to the cart; closing it returns focus to Change store', async () => {
    const { container } = renderAt('/en-us/p/shell-SB1?pickupNotice=changed&moved=1&shipped=2', {
      chosen: {
        id: '1002',
        name: 'Boulder',
        available: false,
        shipToStore: { from: 3, to: 6 },
        path: '/stores/boulder-1002',
      },
      moves: { moved: 1, shipped: 2, kept: 0 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Store changed' });
    expect(dialog.textContent).toContain('Boulder is now your store.');
    expect(dialog.textContent).toContain('1 item in your cart will be picked up at Boulder.');
    expect(dialog.textContent).toContain(
      '2 items are not in stock at Boulder, so they will be shipped there for free.',
    );
    expect(within(dialog).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/en-us/cart');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Change store' })));
  });

  it('says the store changed in French on fr-ca, and links the chosen store to its page', async () => {
    renderAt('/fr-ca/p/shell-SB1?pickupNotice=changed', {
      chosen: {
        id: '1002',
        name: 'Boulder',
        available: false,
        shipToStore: { from: 3, to: 6 },
        path: '/stores/boulder-1002',
      },
      moves: { moved: 0, shipped: 0, kept: 0 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Magasin changé' });
    expect(dialog.textContent).toContain('Boulder est maintenant votre magasin.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer le magasinage' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Boulder' }).getAttribute('href')).toBe('/fr-ca/stores/boulder-1002');
    expect(screen.getByText(/mais l'article peut y être expédié gratuitement \(3 à 6 jours ouvrables\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Changer de magasin' }).getAttribute('href')).toBe(
      '/fr-ca/p/shell-SB1?color=BLK&size=M&pickup=1',
    );
  });
});

describe('DeliveryChoice', () => {
  function renderChoice(chosen: PickupView['chosen']) {
    const Stub = createRoutesStub([{ path: '/:locale/p/:slug', Component: () => <DeliveryChoice chosen={chosen} /> }]);
    return render(<Stub initialEntries={['/en-us/p/shell-SB1']} />);
  }

  it('offers pickup at the chosen store, not when the size is out of stock there, and nothing without a store', async () => {
    renderChoice({ id: '1001', name: 'Denver Flagship', available: true, shipToStore: { from: 3, to: 6 }, path: null });
    expect((screen.getByRole('radio', { name: 'Ship to me' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Pick up at Denver Flagship' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    // In stock for pickup: no ship-to-store offer.
    expect(screen.queryByRole('radio', { name: /^Ship to Denver Flagship/ })).toBeNull();
    renderChoice({ id: '1002', name: 'Boulder', available: false, shipToStore: null, path: null });
    expect(
      (screen.getByRole('radio', { name: 'Pick up at Boulder (Not available at this store)' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(screen.queryByRole('radio', { name: /^Ship to Boulder/ })).toBeNull();
  });

  it('offers free ship to store with its delivery estimate when the store has none for pickup but takes ship to store', () => {
    renderChoice({ id: '1002', name: 'Boulder', available: false, shipToStore: { from: 3, to: 6 }, path: null });
    const sts = screen.getByRole('radio', { name: 'Ship to Boulder (free, 3–6 business days)' }) as HTMLInputElement;
    expect(sts.value).toBe('sts');
    expect(sts.disabled).toBe(false);
  });
});
