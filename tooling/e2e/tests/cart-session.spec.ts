import { expect, test } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { startStack, type Stack } from '../src/stack';

// Spec §4 / §8 invalid customer against the real stack. The situation: a browser whose cart cookie names a cart of
// a registered customer it is not signed in as (a stale cookie on a shared device). commerce-api answers AUT498;
// the storefront signs the session out, starts a guest session with a new cart and reloads the cart page (a
// redirect) with the notice. The cookie is set by the test: the member's cart id comes from the live API.
const EMAIL = 'alex.rivera@example.com';
const PASSWORD = 'Trailhead26';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The member signs in through the API (the PKCE exchange the storefront uses) and puts one item in their cart. */
async function memberCartWithAnItem(): Promise<{ token: string; cartId: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { authorizationCode } = await api<{ authorizationCode: string }>('POST', '/consumers-v3/auth/signin', {
    type: 'Registered',
    username: EMAIL,
    password: PASSWORD,
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
  });
  const { accessToken: token } = await api<{ accessToken: string }>('POST', '/token/v2/auth/token', {
    type: 'Registered',
    authorizationCode,
    codeVerifier: verifier,
  });
  const search = await api<{ products: { id: string }[] }>(
    'GET',
    '/products/v2/search/productSearch?q=jacket&count=10',
    undefined,
    token,
  );
  const cart = await api<{ id: string }>('POST', '/cart/v1/cart?siteId=sb-ca', {}, token);
  for (const product of search.products) {
    const details = await api<{ variants: { upc: string; quantity: number }[] }>(
      'GET',
      `/products/v2/products/${product.id}/details`,
      undefined,
      token,
    );
    const variant = details.variants.find((entry) => entry.quantity >= 1);
    if (!variant) continue;
    await api('POST', '/cart/v1/item', { cartId: cart.id, productId: product.id, upc: variant.upc, qty: 1 }, token);
    return { token, cartId: cart.id };
  }
  throw new Error('no seeded jacket is in stock');
}

test("a cart cookie naming another customer's cart: new guest session, new cart, the notice once, the member's cart untouched", async ({
  page,
  context,
}) => {
  const member = await memberCartWithAnItem();

  await page.goto(`${stack.storefrontUrl}/fr-ca`);
  const before = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(before.get('sb_at')).toBeTruthy();
  await context.addCookies([
    { name: 'sb_cart_sb-ca', value: member.cartId, url: stack.storefrontUrl, httpOnly: true, sameSite: 'Lax' },
  ]);

  await page.goto(`${stack.storefrontUrl}/fr-ca/cart`);

  await expect(page).toHaveURL(`${stack.storefrontUrl}/fr-ca/cart`);
  await expect(page.getByRole('status').filter({ hasText: 'Votre session n’était plus valide' })).toBeVisible();
  const after = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(after.get('sb_at')).toBeTruthy();
  expect(after.get('sb_at')).not.toBe(before.get('sb_at'));
  const newCartId = after.get('sb_cart_sb-ca') ?? '';
  expect(newCartId).toMatch(/^[0-9a-f-]{36}$/);
  expect(newCartId).not.toBe(member.cartId);
  await expect(page.getByTestId('cart-id')).toHaveText(newCartId);
  expect(after.has('sb_cart_notice')).toBe(false);

  // The notice shows once.
  await page.reload();
  await expect(page.getByText('Votre session n’était plus valide')).toHaveCount(0);
  await expect(page.getByTestId('cart-id')).toHaveText(newCartId);

  // The member's cart was neither read nor changed by the stranger.
  const memberCart = await api<{ id: string; totalItems: number }>(
    'GET',
    `/cart/v1/cart/${member.cartId}`,
    undefined,
    member.token,
  );
  expect(memberCart.totalItems).toBe(1);
});
