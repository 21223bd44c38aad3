import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { enterCard, fillShipping, productsInStock, type ProductSize } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

/**
 * The packages composed into the shop (consent, analytics, personalisation, experiments, pop-ups), tried as a
 * shopper, a marketer and an analyst would: in Chromium on the real stack, reading what reached commerce-api.
 */
let stack: Stack;

declare global {
  interface Window {
    /** The shop's tag-manager data layer (storefront AnalyticsProvider). */
    dataLayer?: Record<string, unknown>[];
  }
}

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

/**
 * Calls that only consent may cause: the shop's collector (analytics beacons, engine records), and commerce-api's
 * analytics, experiment and engine calls should a page ever make them directly.
 */
const TRACKING = /\/collect\/|\/(analytics|experiments)\/v1\/|\/engine\/v1\//;

function recordTracking(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (TRACKING.test(request.url())) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

async function landOn(page: Page, path: string) {
  await page.goto(`${stack.storefrontUrl}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event as string));

async function visitorIdOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'sb_vid')?.value;
}

async function collected(visitorId: string): Promise<{ name: string; payload: Record<string, unknown> }[]> {
  const answer = await fetch(`${stack.apiUrl}/analytics/v1/events?visitorId=${visitorId}&limit=500`);
  return ((await answer.json()) as { events: { name: string; payload: Record<string, unknown> }[] }).events;
}

/** Home → a category → a product → add to cart, as a shopper clicks through (en-gb prices). */
async function browseAndAdd(page: Page, target: ProductSize, locale: string) {
  await landOn(page, `/${locale}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Men', exact: true }).first().click();
  await page.waitForURL(/\/c\//);
  await landOn(page, `${target.pdpUrl.replace('/en-us/', `/${locale}/`)}?color=${target.color}`);
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${target.size}$`) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

test.describe('consent in EMEA (/en-gb)', () => {
  test.use({
    storageState: {
      cookies: [
        {
          name: 'sb_location',
          value: 'en-gb',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });

  test('"Reject all": 20 s of browsing and adding to the cart sends nothing and pushes nothing', async ({
    page,
    context,
  }) => {
    const tracking = recordTracking(page);
    const [target] = await productsInStock(stack, 'jacket', { count: 1 });
    await landOn(page, '/en-gb');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    // Before any choice the page shows its baselines: no experiment has been decided for this visitor.
    await expect(page.locator('[data-experience="exp_home_hero"]')).toHaveAttribute('data-variant', 'baseline');
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    const started = Date.now();
    await browseAndAdd(page, target!, 'en-gb');
    await landOn(page, '/en-gb/cart');
    await page.waitForTimeout(Math.max(0, 20_000 - (Date.now() - started)));
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await page.waitForTimeout(500);
    expect(tracking).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(await visitorIdOf(context)).toBeUndefined();
    expect((await context.cookies()).find((cookie) => cookie.name === 'OptanonConsent')?.value).toContain(
      'groups=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0',
    );
  });

  test('"Reject all" works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: {
        cookies: [
          {
            name: 'sb_location',
            value: 'en-gb',
            domain: '127.0.0.1',
            path: '/',
            expires: -1,
            httpOnly: true,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    const page = await context.newPage();
    await page.goto(`${stack.storefrontUrl}/en-gb/c/mens-jackets-100110`);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click();
    await expect(page).toHaveURL(/\/en-gb\/c\/mens-jackets-100110$/);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'OptanonConsent')?.value).toContain('C0002%3A0');
    await context.close();
  });

  test('"Accept all": page view, view item and add to cart reach the data layer and the collector', async ({
    page,
    context,
  }) => {
    const [target] = await productsInStock(stack, 'fleece', { count: 1 });
    await landOn(page, '/en-gb');
    // What happened before the choice is held, then released by it.
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => dataLayerEvents(page)).toContain('page_view');
    await browseAndAdd(page, target!, 'en-gb');
    const pushed = await page.evaluate(() => window.dataLayer ?? []);
    const viewItem = pushed.find((entry) => entry.event === 'view_item') as
      { items: { item_id: string; currency: string }[] } | undefined;
    expect(viewItem?.items[0]).toMatchObject({ item_id: target!.pdpUrl.split('-').pop(), currency: 'GBP' });
    const added = pushed.find((entry) => entry.event === 'add_to_cart') as
      { items: { item_id: string; quantity: number }[] } | undefined;
    expect(added?.items[0]).toMatchObject({ item_id: target!.pdpUrl.split('-').pop(), quantity: 1 });

    const visitorId = await visitorIdOf(context);
    expect(visitorId).toMatch(/^vuid_/);
    await expect
      .poll(async () => (await collected(visitorId!)).map((event) => event.name), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['page_view', 'view_item', 'add_to_cart', 'promotion_impression']));
    // The choice is kept: the next page has no banner.
    await landOn(page, '/en-gb/cart');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('cookie preferences from the footer: keyboard, focus kept in the dialog, analytics only', async ({ page }) => {
    await landOn(page, '/en-gb');
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog; Escape closes it and gives focus back to the footer button.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Performance and analytics/ }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => dataLayerEvents(page)).toContain('page_view');
    // Targeting was not given: no experiment and no decision engine on the next page.
    const tracking = recordTracking(page);
    await landOn(page, '/en-gb');
    await expect(page.locator('[data-experience="exp_home_hero"]')).toHaveAttribute('data-variant', 'baseline');
    await page.waitForTimeout(1500);
    expect(tracking.filter((call) => !call.includes('/collect/analytics'))).toEqual([]);
  });
});

test('outside EMEA (/en-us) events flow with no banner, through checkout to purchase', async ({ page, context }) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await landOn(page, '/en-us');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  // Neither the banner's code nor the location question's (the shopper chose this country) comes with the page.
  expect(scripts.filter((script) => /\/(ConsentBannerPanel|LocationConfirmation)-/.test(script))).toEqual([]);
  await expect.poll(() => dataLayerEvents(page)).toContain('page_view');
  await landOn(page, `${target!.pdpUrl}?color=${target!.color}`);
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${target!.size}$`) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

  await landOn(page, '/en-us/checkout');
  await fillShipping(page);
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim();

  await expect.poll(() => dataLayerEvents(page)).toContain('purchase');
  const purchase = (await page.evaluate(() => window.dataLayer ?? [])).find((entry) => entry.event === 'purchase') as {
    transaction_id: string;
    value: number;
    items: unknown[];
  };
  expect(purchase.transaction_id).toBe(orderNumber);
  expect(purchase.value).toBeGreaterThan(0);
  expect(purchase.items).toHaveLength(1);

  const visitorId = await visitorIdOf(context);
  await expect
    .poll(async () => (await collected(visitorId!)).map((event) => event.name), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        'page_view',
        'view_item',
        'add_to_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
      ]),
    );
  // A reload of the confirmation does not count the order twice.
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.waitForTimeout(2500);
  expect((await collected(visitorId!)).filter((event) => event.name === 'purchase')).toHaveLength(1);
});

test('each demo audience sees its own home page content', async ({ page, context }) => {
  const audiences = [
    ['en-us', 'maya.chen@example.com', 'Your points work harder this week'],
    ['en-us', 'jordan.blake@example.com', 'Your employee discount applies at checkout'],
    ['en-us', 'kai.nakamura@example.com', 'Athlete credit: gear up for the season'],
    ['en-us', 'riley.morgan@example.com', 'WRANX pro pricing is on'],
    ['en-ca', 'casey.dubois@example.com', 'IPA members: pro pricing is on'],
  ] as const;
  await landOn(page, '/en-us');
  await expect(page.getByText('Join Switchback Rewards')).toBeVisible();
  for (const [locale, email, title] of audiences) {
    await context.clearCookies();
    await context.addCookies([{ name: 'sb_location', value: locale, domain: '127.0.0.1', path: '/' }]);
    await landOn(page, `/${locale}/sign-in`);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('Trailhead26');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: 'Account' }).first()).toBeVisible();
    await landOn(page, `/${locale}`);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByText('Join Switchback Rewards')).toHaveCount(0);
  }
});

test('p13n_testcontext forces a segment and a variant, even before consent', async ({ page }) => {
  await page.context().addCookies([{ name: 'sb_location', value: 'en-gb', domain: '127.0.0.1', path: '/' }]);
  await landOn(
    page,
    '/en-gb?p13n_testcontext=employee-loggedin,exp_home_hero:home-hero-b,exp_home-intro-copy:trail-story',
  );
  await expect(page.getByText('Your employee discount applies at checkout', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Take the other trail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stories from the trail' })).toBeVisible();
});

test('the product page recommends from the decision engine; a click reaches the engine and the data layer', async ({
  page,
  context,
}) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  await landOn(page, `${target!.pdpUrl}?color=${target!.color}`);
  const carousel = page.locator('.sb-recs').first();
  await expect(carousel).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  const first = carousel.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/en-us\/p\//);
  await expect.poll(() => dataLayerEvents(page)).toContain('product_recommendation_impression');
  await first.click();
  await page.waitForURL((url) => url.pathname === href?.split('?')[0]);
  const visitorId = await visitorIdOf(context);
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${stack.apiUrl}/api/engine/v1/records?monetateId=${visitorId}`)).json()) as {
            records: { kind: string }[];
          }
        ).records.map((record) => record.kind),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['RecClicks', 'RecImpressions']));
  await expect
    .poll(async () => (await collected(visitorId!)).map((event) => event.name), { timeout: 15_000 })
    .toContain('product_recommendation_click');
});

test('the home pop-up appears after its delay, fires its three events, once per page, and stays away once closed', async ({
  page,
}) => {
  const popupTab = () => page.getByRole('button', { name: 'Get 10% off', exact: true });
  await landOn(page, '/en-us');
  // Its delay (8 s in the seeded content): not there at first.
  await expect(popupTab()).toHaveCount(0);
  await expect(popupTab()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => dataLayerEvents(page)).toContain('popup_impression');
  await popupTab().click();
  const dialog = page.getByRole('dialog', { name: 'Join the trail crew' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dataLayerEvents(page)).toContain('popup_expand');
  // The newsletter pop-up's call to action is its sign-up form.
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`popup-${Date.now()}@example.com`);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect
    .poll(() => dataLayerEvents(page))
    .toEqual(expect.arrayContaining(['popup_click', 'newsletter_form_submit']));
  const visitorId = await visitorIdOf(page.context());
  await expect
    .poll(async () => (await collected(visitorId!)).map((event) => event.name), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['popup_impression', 'popup_expand', 'popup_click']));

  // Once per visitor per page: the home page does not show it again.
  await landOn(page, '/en-us');
  await page.waitForTimeout(10_000);
  await expect(popupTab()).toHaveCount(0);

  // Another page it names (category) shows it; closing it there dismisses it for good.
  await landOn(page, '/en-us/c/mens-jackets-100110');
  await expect(popupTab()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Close: Get 10% off' }).click();
  await expect(popupTab()).toHaveCount(0);
  await landOn(page, '/en-us/c/mens-fleece-and-midlayers-100120');
  await page.waitForTimeout(10_000);
  await expect(popupTab()).toHaveCount(0);
});

test('the seeded experiment changes a visible block for a share of visitors, stable per visitor', async ({ page }) => {
  const variants: string[] = [];
  for (let visitor = 0; visitor < 16; visitor += 1) {
    const html = await (
      await fetch(`${stack.storefrontUrl}/en-us`, { headers: { cookie: 'sb_location=en-us' } })
    ).text();
    variants.push(/data-experience="exp_home-intro-copy" data-variant="([^"]+)"/.exec(html)?.[1] ?? 'missing');
  }
  expect(new Set(variants)).toEqual(new Set(['baseline', 'trail-story']));
  await landOn(page, '/en-us');
  const mine = await page.locator('[data-experience="exp_home-intro-copy"]').getAttribute('data-variant');
  for (let reload = 0; reload < 3; reload += 1) {
    await page.reload();
    await expect(page.locator('[data-experience="exp_home-intro-copy"]')).toHaveAttribute('data-variant', mine!);
  }
  // The SDK's impression events reached commerce-api's experiment collector for this visitor.
  const visitorId = await visitorIdOf(page.context());
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${stack.apiUrl}/experiments/v1/events?visitorId=${visitorId}`)).json()) as {
            events: unknown[];
          }
        ).events.length,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
});
