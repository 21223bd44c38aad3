// What the sections measure against: the page paths a shopper reaches (read from the shop's own links), a guest
// session with a real item in its cart, and a signed-in session (the demo account, through the sign-in page).
import type { Browser } from 'playwright-core';
import type { Stack } from '@switchback/e2e/stack';

/** Answers the location question up front, so no location dialog stands in the way (as js-weight.cjs does). */
export const LOCATION_COOKIE = 'sb_location=en-us';

/** A cookie as Playwright takes it. */
export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** A shopper's cookies, as a header (autocannon, Lighthouse) and as browser cookies (Playwright). */
export interface Session {
  header: string;
  cookies: BrowserCookie[];
  /** What this session is, for the report ("guest with 1 × … in the cart"). */
  description: string;
}

/** The page types and their paths. */
export interface ShopPaths {
  home: string;
  category: string;
  product: string;
  search: string;
  cart: string;
  checkout: string;
  account: string;
}

function browserCookies(origin: string, header: string): BrowserCookie[] {
  const domain = new URL(origin).hostname;
  return header
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
      domain,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax' as const,
    }));
}

/** Merges `Set-Cookie` answers into a cookie jar (name → value); a cookie set to expire is dropped. */
function remember(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (/max-age=0\b/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function html(origin: string, path: string, jar: Map<string, string>): Promise<{ status: number; body: string }> {
  const response = await fetch(origin + path, { headers: { cookie: header(jar) }, redirect: 'manual' });
  remember(jar, response);
  return { status: response.status, body: await response.text() };
}

const hrefs = (body: string, pattern: RegExp) =>
  [...body.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .filter((href) => pattern.test(href));

/**
 * Home, the first category the home page links, the first product that category links, a search, the cart, the
 * checkout and the account, as a shopper would reach them (never hard-coded: the seed and the CMS decide).
 */
export async function shopPaths(origin: string): Promise<ShopPaths> {
  const jar = new Map([[LOCATION_COOKIE.split('=')[0]!, 'en-us']]);
  const home = await html(origin, '/en-us', jar);
  const category = hrefs(home.body, /^\/en-us\/c\//)[0]?.split('?')[0];
  if (!category) throw new Error(`the home page (HTTP ${home.status}) links no category`);
  const categoryPage = await html(origin, category, jar);
  const product = hrefs(categoryPage.body, /^\/en-us\/p\//)[0]?.split('?')[0];
  if (!product) throw new Error(`${category} (HTTP ${categoryPage.status}) links no product`);
  return {
    home: '/en-us',
    category,
    product,
    search: '/en-us/search?q=jacket',
    cart: '/en-us/cart',
    checkout: '/en-us/checkout',
    account: '/en-us/account',
  };
}

/** A cold visitor who has answered the location question and nothing else. */
export function visitor(origin: string): Session {
  return {
    header: LOCATION_COOKIE,
    cookies: browserCookies(origin, LOCATION_COOKIE),
    description: 'new visitor (location answered)',
  };
}

/** A returning visitor: the guest session the storefront mints on a first page, reused by every request. */
export async function returningVisitor(origin: string): Promise<Session> {
  const jar = new Map([[LOCATION_COOKIE.split('=')[0]!, 'en-us']]);
  await html(origin, '/en-us', jar);
  return {
    header: header(jar),
    cookies: browserCookies(origin, header(jar)),
    description: 'returning guest (one session)',
  };
}

interface ProductDetails {
  name: string;
  variants: { upc: string; available: boolean; quantity: number; size: string | null }[];
}

/**
 * A guest whose cart holds one real item: the storefront mints the guest session, the item goes in through
 * commerce-api on that session's token (as the shop's own add-to-cart does), and the cart page is loaded once so the
 * storefront remembers the cart in its cookie. The description says so when the cart page failed or did not name it.
 */
export async function guestWithItem(stack: Stack): Promise<Session> {
  const origin = stack.storefrontUrl;
  const jar = new Map([[LOCATION_COOKIE.split('=')[0]!, 'en-us']]);
  await html(origin, '/en-us', jar);
  const token = jar.get('sb_at');
  if (!token)
    throw new Error(`the storefront set no guest token cookie (sb_at); cookies: ${[...jar.keys()].join(', ')}`);
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(stack.apiUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const search = await api<{ products: { id: string }[] }>(
    'GET',
    '/products/v2/search/productSearch?q=jacket&count=10',
  );
  for (const { id } of search.products) {
    const details = await api<ProductDetails>('GET', `/products/v2/products/${id}/details`);
    const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= 3);
    if (!variant) continue;
    const cart = await api<{ id: string }>('POST', '/cart/v1/cart', {});
    await api('POST', '/cart/v1/item', { cartId: cart.id, productId: id, upc: variant.upc, qty: 1 });
    const page = await html(origin, '/en-us/cart', jar);
    const shown =
      page.body.includes(details.name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')) ||
      page.body.includes(details.name.replaceAll('&', '&amp;')) ||
      page.body.includes(details.name);
    // A cart page that fails is a finding of the sections (its status is reported there), not a reason to stop.
    const caveat =
      page.status >= 400
        ? ` (the cart page answered HTTP ${page.status})`
        : shown
          ? ''
          : ' (the cart page did not name it)';
    return {
      header: header(jar),
      cookies: browserCookies(origin, header(jar)),
      description: `guest with 1 × ${details.name} (size ${variant.size}) in the cart${caveat}`,
    };
  }
  throw new Error('no seeded jacket has a size with 3 in stock');
}

/** The demo loyalty member (every demo account's password is Trailhead26). */
const MEMBER = { email: 'maya.chen@example.com', password: 'Trailhead26' };

/**
 * The demo member signed in through the storefront's own sign-in page (as tooling/e2e/tests/account.spec.ts does):
 * the account sends a guest to sign-in and back.
 */
export async function signedInMember(browser: Browser, origin: string): Promise<Session> {
  const context = await browser.newContext();
  try {
    await context.addCookies(visitor(origin).cookies);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${origin}/en-us/account`);
    await page.waitForURL(/\/en-us\/sign-in/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(MEMBER.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/en-us\/account$/);
    const cookies = (await context.cookies()).map(({ name, value, domain, path }) => ({
      name,
      value,
      domain,
      path,
      httpOnly: true,
      sameSite: 'Lax' as const,
    }));
    return {
      header: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      cookies,
      description: `signed in as the demo member ${MEMBER.email}`,
    };
  } finally {
    await context.close();
  }
}
