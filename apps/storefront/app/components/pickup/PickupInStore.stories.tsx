import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLoaderData, useSearchParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChosenStore, PickupStoreOption, PickupView } from '../../lib/pickup';
import { expectDialogKeyboardPath, findOpenDialog } from '../../testing/dialogStoryChecks';
import { answerShopRequests, shopRedirect, shopRoute, ShopStory } from '../../testing/shopStory';
import { PickupInStore } from './PickupInStore';

const PRODUCT_PATH = '/p/alpenglow-parka-SBJK10026';
const SIZES = ['S', 'M', 'L', 'XL'];

/** The stores near Boulder and Denver with their stock of the parka in slate, by size. */
const STORES: (Omit<PickupStoreOption, 'quantity' | 'available'> & {
  near: string[];
  stock: Record<string, number>;
})[] = [
  {
    id: '1001',
    name: 'Boulder Flagship',
    address: '1200 Pearl St, Boulder, CO 80302',
    distanceKm: 1.2,
    path: '/stores/boulder-flagship-1001',
    shipToStore: { from: 3, to: 5 },
    near: ['boulder', '80302'],
    stock: { S: 0, M: 4, L: 2, XL: 1 },
  },
  {
    id: '1002',
    name: 'Denver Union Station',
    address: '1701 Wynkoop St, Denver, CO 80202',
    distanceKm: 38.5,
    path: '/stores/denver-union-station-1002',
    shipToStore: { from: 2, to: 4 },
    near: ['boulder', '80302', 'denver'],
    stock: { S: 3, M: 0, L: 5, XL: 0 },
  },
  {
    id: '1003',
    name: 'Golden Outlet',
    address: '14500 W Colfax Ave, Golden, CO 80401',
    distanceKm: 29.1,
    path: '/stores/golden-outlet-1003',
    shipToStore: null,
    near: ['denver'],
    stock: { S: 1, M: 1, L: 0, XL: 0 },
  },
];

/** The store the shop remembers for the shopper (its cookie), kept by the stand-in server between requests. */
let remembered: ChosenStore | null = null;

const optionOf = (entry: (typeof STORES)[number], size: string | null): PickupStoreOption => {
  const { near: _near, stock, ...option } = entry;
  const quantity = size ? (stock[size] ?? 0) : null;
  return { ...option, quantity, available: quantity === null ? null : quantity > 0 };
};

/**
 * The product route's pickup part, answered over the network as `loadPickup` and the `chooseStore` action answer
 * it: the chooser opens with `?pickup=1`, searches with `near`, asks before replacing a remembered store
 * (`confirmStore`), and says the store was chosen or changed (`pickupNotice`), moving one pickup line of the cart.
 */
const productRoute = [
  http.get(shopRoute('/:locale/p/:slug'), async ({ request }) => {
    await delay(150);
    const url = new URL(request.url);
    const size = url.searchParams.get('size');
    const open = url.searchParams.get('pickup') === '1';
    const near = (url.searchParams.get('near') ?? '').trim();
    const stores =
      open && near
        ? STORES.filter((entry) => entry.near.includes(near.toLowerCase())).map((entry) => optionOf(entry, size))
        : null;
    const rememberedEntry = remembered ? STORES.find((entry) => entry.id === remembered?.id) : undefined;
    const chosen: PickupView['chosen'] =
      remembered && rememberedEntry
        ? { ...remembered, ...optionOf(rememberedEntry, size), name: remembered.name }
        : null;
    const notice = url.searchParams.get('pickupNotice');
    const pickup: PickupView = {
      chosen,
      open,
      near,
      stores,
      problem:
        stores && stores.length === 0
          ? 'No stores found near that place.'
          : open && url.searchParams.has('near') && !near
            ? 'Enter a postal code or a city.'
            : null,
      confirm: stores?.find((entry) => entry.id === url.searchParams.get('confirmStore')) ?? null,
      confirmCartLines: remembered ? 1 : 0,
      notice: notice === 'chosen' || notice === 'changed' ? notice : null,
      moves: notice === 'changed' ? { moved: Number(url.searchParams.get('moved') ?? 0), shipped: 0, kept: 0 } : null,
    };
    return HttpResponse.json({ pickup });
  }),
  http.post(shopRoute('/:locale/p/:slug/act'), async ({ request, params }) => {
    const form = await request.formData();
    await delay(150);
    const found = STORES.find((entry) => entry.id === form.get('storeId'));
    const back = new URLSearchParams();
    for (const name of ['color', 'size']) if (form.get(name)) back.set(name, String(form.get(name)));
    const product = `/${String(params.locale)}/p/${String(params.slug)}`;
    if (!found) return shopRedirect(`${product}?${back}&pickup=1`);
    const changing = remembered !== null && remembered.id !== found.id;
    if (changing && form.get('confirm') !== '1')
      return shopRedirect(
        `${product}?${back}&pickup=1&near=${encodeURIComponent(String(form.get('near')))}&confirmStore=${found.id}`,
      );
    remembered = { id: found.id, name: found.name };
    return shopRedirect(`${product}?${back}&pickupNotice=${changing ? 'changed&moved=1' : 'chosen'}`);
  }),
];

/** The product page's pickup section, fed by the page's loader as the product route feeds it. */
function PickupSection() {
  const { pickup } = useLoaderData() as { pickup: PickupView };
  const [params] = useSearchParams();
  return (
    <PickupInStore
      pickup={pickup}
      selection={{ path: PRODUCT_PATH, color: 'SLT', size: params.get('size'), sizes: SIZES }}
    />
  );
}

function ProductPage({ url }: { url: string }) {
  return (
    <ShopStory url={url} path="/:locale/p/:slug" pageData page={PickupSection} routes={['/:locale/p/:slug/act']} />
  );
}

const meta = {
  title: 'Storefront/Pick up in store',
  component: ProductPage,
  args: { url: `/en-us${PRODUCT_PATH}?size=M` },
  parameters: { layout: 'padded' },
  beforeEach: async () => {
    remembered = null;
    await answerShopRequests(...productRoute);
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No store yet: "Choose a store" opens the chooser (focus kept inside, Escape closes it and focus goes back to the
 * link); a search lists the stores near the place with their stock of size M. Left open for the accessibility check.
 */
export const ChooseAStore: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('link', { name: 'Choose a store' });
    await expectDialogKeyboardPath(opener, 'Choose a store');
    await userEvent.click(opener);
    const dialog = await findOpenDialog('Choose a store');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Postal code or city' }), 'Boulder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find stores' }));
    const stores = await within(await findOpenDialog('Choose a store')).findByRole('list');
    await expect(within(stores).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(stores).getByRole('button', { name: 'Choose Boulder Flagship' })).toBeVisible();
  },
};

/** Choosing a store: the chooser closes and the section says it is now the shopper's store, with its stock. */
export const StoreChosen: Story = {
  args: { url: `/en-us${PRODUCT_PATH}?size=M&pickup=1&near=80302` },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const dialog = await findOpenDialog('Choose a store');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Choose Boulder Flagship' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Boulder Flagship is now your store.'));
    await expect(canvas.getByRole('link', { name: 'Boulder Flagship' })).toHaveAttribute(
      'href',
      '/en-us/stores/boulder-flagship-1001',
    );
    await expect(canvas.getByRole('link', { name: 'Change store' })).toBeVisible();
  },
};

/**
 * Changing a remembered store: the confirmation names both stores and the cart line that moves; confirmed, the
 * "Store changed" dialog says what happened to the cart; Continue closes it and focus goes back to "Change store".
 */
export const ChangeStore: Story = {
  args: { url: `/en-us${PRODUCT_PATH}?size=L` },
  beforeEach: () => {
    remembered = { id: '1001', name: 'Boulder Flagship' };
  },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Change store' }));
    let dialog = await findOpenDialog('Choose a store');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Postal code or city' }), 'Denver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find stores' }));
    await userEvent.click(
      await within(await findOpenDialog('Choose a store')).findByRole('button', {
        name: 'Choose Denver Union Station',
      }),
    );
    dialog = await findOpenDialog('Change store?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change store' }));
    dialog = await findOpenDialog('Store changed');
    await expect(dialog).toHaveTextContent('Denver Union Station is now your store.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Change store' })).toHaveFocus());
  },
};

/** The confirmation before replacing the remembered store, as a deep link opens it (checked by axe while open). */
export const ConfirmChange: Story = {
  args: { url: `/en-us${PRODUCT_PATH}?size=L&pickup=1&near=denver&confirmStore=1002` },
  beforeEach: () => {
    remembered = { id: '1001', name: 'Boulder Flagship' };
  },
  play: async () => {
    const dialog = await findOpenDialog('Change store?');
    await expect(within(dialog).getByRole('button', { name: 'Change store' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Keep my store' })).toBeVisible();
  },
};

/** The "Store changed" dialog after a change that moved one cart line (checked by axe while open). */
export const StoreChanged: Story = {
  args: { url: `/en-us${PRODUCT_PATH}?size=L&pickupNotice=changed&moved=1` },
  beforeEach: () => {
    remembered = { id: '1002', name: 'Denver Union Station' };
  },
  play: async () => {
    const dialog = await findOpenDialog('Store changed');
    await expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart');
  },
};
