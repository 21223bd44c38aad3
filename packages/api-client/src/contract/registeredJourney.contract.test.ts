// A registered shopper's journey on its success path, through the client, against the live commerce-api (started
// by globalSetup): a guest cart, PKCE sign-in (S256) with the cart handed over, the profile, addresses (spec §4
// main-flag rule), favourites and sign-out. Every answer goes through the client's zod schemas. The shopper is an
// account this run signs up (the hand-over and the addresses change it), so two runs at once, or a run beside the
// main contract suite, never change each other's shopper. `scripts/registered-journey.sh` of commerce-api walks
// the same path over curl with a demo account.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import type { Address } from '../schemas/addressSchema';
import { pkce, uniqueEmail } from './freshAccount';

const LIVE = inject('commerceApiUrl');
const identity = { siteId: 'sb-us', locale: 'en-us', brand: 'switchback', clientApp: 'api-client-contract' } as const;
const account = { email: uniqueEmail('contract.journey'), password: 'Trailhead26' };

const state = {
  guestToken: '',
  memberToken: '',
  refreshToken: '',
  guestCartId: '',
  productId: '',
  upc: '',
};
const guest = createApiClient({
  baseUrl: LIVE,
  identity,
  getAccessToken: () => state.guestToken,
  sleep: () => Promise.resolve(),
});
const member = createApiClient({
  baseUrl: LIVE,
  identity,
  getAccessToken: () => state.memberToken,
  sleep: () => Promise.resolve(),
});

const savedAddresses = async (): Promise<Address[]> =>
  (await member.consumer.getProfile()).consumerDetails.address ?? [];
const mainOf = (addresses: Address[], approachType: string) =>
  addresses.filter((address) => address.approachType === approachType && address.main);
const idOf = (address: Address) => address.addressId ?? address.id ?? '';

describe('registered journey through the client (success path)', () => {
  beforeAll(async () => {
    await guest.auth.signUp({
      ...account,
      firstName: 'Maya',
      lastName: 'Chen',
      isTermsConfirmed: true,
      codeChallenge: pkce().codeChallenge,
    });
    state.guestToken = (await guest.auth.getToken({ type: 'Guest' })).accessToken;
  });

  it('a guest fills a cart before signing in', async () => {
    const { products } = await guest.products.search({ q: 'jacket', count: 10 });
    const product = products.find((entry) => entry.productInventoryState === 'InStock');
    expect(product, 'an in-stock jacket').toBeDefined();
    state.productId = product?.id ?? '';
    const details = await guest.products.getDetails(state.productId);
    state.upc = details.variants?.find((variant) => (variant.quantity ?? 0) >= 2)?.upc ?? '';
    expect(state.upc).not.toBe('');
    const cart = await guest.cart.createCart();
    const filled = await guest.cart.addItem({ cartId: cart.id, productId: state.productId, upc: state.upc, qty: 1 });
    expect(filled.totalItems).toBe(1);
    state.guestCartId = cart.id;
  });

  it('PKCE sign-in hands the guest cart over: its line is in the member cart', async () => {
    const { codeVerifier, codeChallenge } = pkce();
    const grant = await guest.auth.signIn({
      type: 'Registered',
      username: account.email,
      password: account.password,
      codeChallenge,
      codeChallengeMethod: 'S256',
    });
    expect(grant.authorizationCode).toBeTruthy();
    const session = await guest.auth.getToken({
      type: 'Registered',
      authorizationCode: grant.authorizationCode,
      codeVerifier,
      guestObjects: { basketId: state.guestCartId },
    });
    expect(session.consumerType).toBe('REGISTERED');
    expect(session.accessToken).not.toBe(state.guestToken);
    state.memberToken = session.accessToken;
    state.refreshToken = session.refreshToken;
    const cart = await member.cart.createCart();
    expect(cart.items?.some((item) => item.upc === state.upc && item.productId === state.productId)).toBe(true);
    expect(cart.totalItems).toBeGreaterThanOrEqual(1);
    expect(cart.totals.itemTotal).toBeGreaterThan(0);
  });

  it('the profile shows the member; joining loyalty gives her a member id', async () => {
    const before = await member.consumer.getProfile({ includeLoyaltySummary: true });
    expect(before.consumerDetails).toMatchObject({ firstName: 'Maya', lastName: 'Chen', email: account.email });
    expect(before.memberId).toBeFalsy();
    await member.consumer.getLoyaltyToken({ usid: 'usid-journey' }, { leadSource: 'contract' });
    const after = await member.consumer.getProfile({ includeLoyaltySummary: true });
    expect(after.memberId).toBeTruthy();
  });

  it('addresses follow the main-flag rule: the first of a type is main, a new main takes it over', async () => {
    expect(await savedAddresses()).toEqual([]);
    const base = {
      firstName: 'Maya',
      lastName: 'Chen',
      phone: '7205550188',
      city: 'Boulder',
      province: 'CO',
      postalCode: '80302',
      countryCode: 'US',
    };

    const home = await member.consumer.createAddress({ ...base, addressLine1: '900 Spruce St', approachType: 'S' });
    expect(mainOf(await savedAddresses(), 'S').map(idOf)).toEqual([home.addressId]);

    const billing = await member.consumer.createAddress({ ...base, addressLine1: '2400 Pearl St', approachType: 'B' });
    const afterBilling = await savedAddresses();
    expect(mainOf(afterBilling, 'B').map(idOf)).toEqual([billing.addressId]);
    expect(mainOf(afterBilling, 'S').map(idOf)).toEqual([home.addressId]);

    const shipping = await member.consumer.createAddress({
      ...base,
      addressLine1: '1300 Walnut St',
      approachType: 'S',
      main: true,
    });
    const afterShipping = await savedAddresses();
    expect(mainOf(afterShipping, 'S').map(idOf)).toEqual([shipping.addressId]);
    expect(mainOf(afterShipping, 'B').map(idOf)).toEqual([billing.addressId]);

    // The first shipping address made main again takes it back; a removed one is gone.
    await member.consumer.updateAddress(home.addressId, { main: true });
    await member.consumer.removeAddress(shipping.addressId);
    const after = await savedAddresses();
    expect(mainOf(after, 'S').map(idOf)).toEqual([home.addressId]);
    expect(after.map(idOf)).not.toContain(shipping.addressId);
  });

  it('a favourite is added and listed', async () => {
    const added = await member.wishlists.addFavorite({ id: state.productId, qty: 1, itemType: 'product' });
    expect(added.items.some((item) => item.itemId === state.productId)).toBe(true);
    const listed = await member.wishlists.getFavorites({ start: 0, count: 50 });
    expect(listed.items.some((item) => item.itemId === state.productId)).toBe(true);
    if (added.favoriteId) await member.wishlists.removeFavorite(added.favoriteId, state.productId);
  });

  it('sign-out ends the session', async () => {
    await member.auth.signOut({ refreshToken: state.refreshToken });
    const error = await member.consumer.getProfile().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(401);
  });
});
