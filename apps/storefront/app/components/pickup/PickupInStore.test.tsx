// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn } from '@switchback/test-utils';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useSearchParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PickupView } from '../../lib/pickup';
import { DeliveryChoice, PickupInStore } from './PickupInStore';

beforeAll(installDialogStandIn);

const STORES: NonNullable<PickupView['stores']> = [
  { id: '1001', name: 'Denver Flagship', address: '1 Main St, Denver, 80202', distanceKm: 0, quantity: 3, available: true },
  { id: '1002', name: 'Boulder', address: '2 Pearl St, Boulder, 80302', distanceKm: 40, quantity: 0, available: false },
];
const SELECTION = { path: '/p/shell-SB1', color: 'BLK', size: 'M', sizes: ['S', 'M'] };

/** The product route with the pickup view the loader would give for the current URL. */
function renderAt(url: string, base: Partial<PickupView>) {
  function Page() {
    const [params] = useSearchParams();
    const open = params.get('pickup') === '1';
    const view: PickupView = { chosen: null, open, near: params.get('near') ?? '', stores: open ? STORES : null, problem: null, confirm: null, notice: null, ...base, ...(open ? {} : { confirm: null }) };
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
    expect((within(dialog).getByRole('textbox', { name: 'Postal code or city' }) as HTMLInputElement).value).toBe('Denver');
    const [denver, boulder] = within(dialog).getAllByRole('listitem');
    expect(denver?.textContent).toContain('In stock (3)');
    expect(boulder?.textContent).toContain('Not available at this store');
    const choose = within(dialog).getByRole('button', { name: 'Choose Denver Flagship' }).closest('form') as HTMLFormElement;
    expect(choose.getAttribute('action')).toBe('/en-us/p/shell-SB1/act');
    expect(Object.fromEntries(new FormData(choose))).toEqual({ intent: 'chooseStore', storeId: '1001', near: 'Denver', color: 'BLK', size: 'M' });
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Choose a store to see if this item can be picked up there.')).toBeTruthy();
  });

  it('asks before replacing the chosen store, with a confirming form that names both stores', async () => {
    renderAt('/en-us/p/shell-SB1?pickup=1&near=Denver&confirmStore=1002', {
      chosen: { id: '1001', name: 'Denver Flagship', available: true },
      confirm: STORES[1] ?? null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change store?' });
    expect(dialog.textContent).toContain('Change your store from Denver Flagship to Boulder?');
    const form = within(dialog).getByRole('button', { name: 'Change store' }).closest('form') as HTMLFormElement;
    expect(new FormData(form).get('confirm')).toBe('1');
    expect(new FormData(form).get('storeId')).toBe('1002');
    expect(within(dialog).getByRole('link', { name: 'Keep my store' }).getAttribute('href')).toBe('/en-us/p/shell-SB1?color=BLK&size=M');
  });

  it('says the store changed, in French on fr-ca', () => {
    renderAt('/fr-ca/p/shell-SB1?pickupNotice=changed', { chosen: { id: '1002', name: 'Boulder', available: false }, notice: 'changed' });
    expect(screen.getByRole('status').textContent).toBe('Magasin changé : Boulder est maintenant votre magasin.');
    expect(screen.getByRole('link', { name: 'Changer de magasin' }).getAttribute('href')).toBe('/fr-ca/p/shell-SB1?color=BLK&size=M&pickup=1');
  });
});

describe('DeliveryChoice', () => {
  function renderChoice(chosen: PickupView['chosen']) {
    const Stub = createRoutesStub([{ path: '/:locale/p/:slug', Component: () => <DeliveryChoice chosen={chosen} /> }]);
    return render(<Stub initialEntries={['/en-us/p/shell-SB1']} />);
  }

  it('offers pickup at the chosen store, not when the size is out of stock there, and nothing without a store', async () => {
    renderChoice({ id: '1001', name: 'Denver Flagship', available: true });
    expect((screen.getByRole('radio', { name: 'Ship to me' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Pick up at Denver Flagship' }) as HTMLInputElement).disabled).toBe(false);
    renderChoice({ id: '1002', name: 'Boulder', available: false });
    expect((screen.getByRole('radio', { name: 'Pick up at Boulder (Not available at this store)' }) as HTMLInputElement).disabled).toBe(true);
  });
});
