import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { jsonLdOf } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// The storefront shows this many products per listing page (apps/storefront/app/lib/browseQuery.ts).
const PAGE_SIZE = 24;

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

interface CategoryNode {
  id: string;
  name: string;
  url: string;
  children?: CategoryNode[];
}

interface Facet {
  id: string;
  label: string;
  values: { value: string; label: string; count: number }[];
}

/**
 * A category of the seeded catalogue and one facet value of it that still leaves more than one page of products,
 * found through the live API so the test follows the seed rather than hard-coded ids.
 */
async function categoryWithTwoPagesAfterAFilter(): Promise<{
  category: CategoryNode;
  facet: Facet;
  value: Facet['values'][number];
}> {
  const catalogue = (await (await fetch(`${stack.apiUrl}/products/v2/catalog`)).json()) as {
    categories: CategoryNode[];
  };
  for (const category of catalogue.categories) {
    const search = (await (
      await fetch(`${stack.apiUrl}/products/v2/search/productSearch?categoryId=${category.id}`)
    ).json()) as { facets: Facet[] };
    for (const facet of search.facets.filter((entry) => ['color', 'size', 'gender', 'activity'].includes(entry.id))) {
      const value = facet.values.find((entry) => entry.count > PAGE_SIZE);
      if (value) return { category, facet, value };
    }
  }
  throw new Error('no seeded category has a facet value with more than one page of products');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category filters, pages and leads to a product with its price, all from server-rendered HTML', async ({
    page,
  }) => {
    const { category, facet, value } = await categoryWithTwoPagesAfterAFilter();
    await page.goto(`${stack.storefrontUrl}${category.url}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.locator('.product-grid > li')).toHaveCount(PAGE_SIZE);

    await page
      .getByRole('group', { name: facet.label })
      .getByRole('checkbox', { name: new RegExp(`^${value.label} \\(`) })
      .check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${facet.id}=${encodeURIComponent(value.value)}`));
    await expect(page.getByText(`${value.count} products`)).toBeVisible();

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(new URL(page.url()).searchParams.get(facet.id)).toBe(value.value);
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
    const tiles = page.locator('.product-grid > li');
    await expect(tiles).toHaveCount(Math.min(PAGE_SIZE, value.count - PAGE_SIZE));

    const firstProduct = tiles.first().getByRole('heading').getByRole('link');
    const name = (await firstProduct.textContent()) ?? '';
    await firstProduct.click();
    await expect(page).toHaveURL(/\/en-us\/p\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.product-page__buy').getByTestId('price')).toContainText('$');
  });

  test('the home page shows every CMS block with scripts off (none is held back for a script to reveal)', async ({
    page,
  }) => {
    interface Block {
      type: string;
      title?: string;
      baselines?: { targets: Block[] }[];
      variants?: { targets: Block[] }[];
    }
    const home = (await (await fetch(`${stack.apiUrl}/publish/caas/v1/canvas/augmentedpage/sb-us/home`)).json()) as {
      blocks: Block[];
    };
    // A guest gets its segmentation baseline; an experience's variant is decided on the server per visitor, so each
    // experience shows one of its alternatives (baseline or variant).
    const titles = (block: Block): string[] =>
      block.type === 'segmentation'
        ? (block.baselines?.[0]?.targets ?? []).flatMap(titles)
        : block.title
          ? [block.title]
          : [];
    const alternatives = (block: Block): Block[][] =>
      [...(block.baselines ?? []), ...(block.variants ?? [])].map((group) => group.targets);
    const heroExperience = home.blocks.find(
      (block) =>
        block.type === 'experience' && alternatives(block).some((targets) => targets.some((t) => t.type === 'hero')),
    );
    const heroTitles = alternatives(heroExperience!).flatMap((targets) =>
      targets.filter((t) => t.type === 'hero').map((t) => t.title!),
    );
    expect(heroTitles.length, 'the seeded home page starts with a titled hero in an experience').toBeGreaterThan(0);
    await page.goto(`${stack.storefrontUrl}/en-us`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    expect(heroTitles).toContain((await h1.textContent())?.trim());
    // React moves large finished Suspense boundaries out of line unless told not to; with scripts off they would
    // stay hidden in <div hidden id="S:…"> forever.
    expect(await page.locator('template[id^="B:"], div[hidden][id^="S:"]').count()).toBe(0);
    for (const block of home.blocks) {
      if (block.type === 'experience') {
        const choices = alternatives(block)
          .map((targets) => targets.flatMap(titles))
          .filter((list) => list.length > 0);
        if (choices.length === 0) continue;
        const shownChoice = await Promise.all(
          choices.map(async (list) =>
            (await Promise.all(list.map((title) => page.getByRole('heading', { name: title }).isVisible()))).every(
              Boolean,
            ),
          ),
        );
        expect(shownChoice, `one alternative of experience ${JSON.stringify(choices)} is drawn`).toContain(true);
      } else {
        // A title is a heading in most blocks, bold text in a benefit bar; two blocks may share one (a card and a
        // card collection both called 'Hiking boots'). Each title is visible at least once.
        for (const title of titles(block))
          await expect(page.getByText(title, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      }
    }
  });

  test('the header search works without JavaScript', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us`);
    await page.getByRole('combobox', { name: 'Search products' }).fill('jacket');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en-us\/search\?q=jacket/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “jacket”' })).toBeVisible();
    await expect(page.locator('.product-grid > li').first()).toBeVisible();
  });
});

test('a Canadian listing shows prices in CAD, as a code', async () => {
  const { category } = await categoryWithTwoPagesAfterAFilter();
  const response = await fetch(`${stack.storefrontUrl}${category.url.replace(/^\/en-us\//, '/fr-ca/')}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('lang="fr-CA"');
  expect(html).toMatch(/\d,\d\d\s?CAD/u);
});

test('a page sends its stylesheets first and no script to fetch before it has painted', async ({ page }) => {
  // React hoists module and font preloads above ordinary head children; the storefront moves the stylesheet links up
  // again (lib/stylesheetsFirst.server.ts), and starts the scripts once the page has painted
  // (lib/scriptsAfterPaint.server.ts): as sent, the document holds no module preload and no module script.
  for (const path of ['/en-us', '/en-us/p/cirque-3-tent-SBTN10002']) {
    const html = await (await fetch(`${stack.storefrontUrl}${path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect({
      path,
      stylesheetInHead: /<link\b[^>]*rel="stylesheet"/.test(head),
      preloads: html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [],
      moduleScripts: html.match(/<script\b[^>]*type="module"[^>]*>/g) ?? [],
    }).toEqual({ path, stylesheetInHead: true, preloads: [], moduleScripts: [] });
  }
  // In the browser the page then starts them: it hydrates in its language (the catalogue preloads are back).
  await page.goto(`${stack.storefrontUrl}/fr-ca`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('head link[rel="modulepreload"][data-messages]')).not.toHaveCount(0);
});

test('the header, the footer and the promo bar load their code only when the shopper uses them (or a rotation is due)', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const chunk = (name: string) => scripts.filter((path) => path.startsWith(`/assets/${name}-`));
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  // Hydrated and idle: the server's markup of the chrome is on screen, none of its code was fetched.
  expect({
    header: chunk('SiteHeaderBar'),
    drawer: chunk('SiteMenuDrawer'),
    footer: chunk('SiteFooterContent'),
  }).toEqual({ header: [], drawer: [], footer: [] });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The seeded promo bar rotates every 6 s: its code comes just before the first change, which is on time.
  const promo = page.getByRole('region', { name: 'Promotions' });
  const first = await promo.innerText();
  await expect.poll(() => promo.innerText(), { timeout: 10_000 }).not.toBe(first);
  expect(chunk('PromoBar')).toHaveLength(1);

  // The pointer on the header loads its code; a click made meanwhile is the live header's: the sign-in dialog opens.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Switchback account' })).toBeVisible();
  expect(chunk('SiteHeaderBar')).toHaveLength(1);
  await expect(page).toHaveURL(`${stack.storefrontUrl}/en-us`);
});

test('the menu’s Sale link lists the products on sale, biggest discount first, and filters keep to the sale', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Sale' }).click();
  await expect(page).toHaveURL(/\/en-us\/search\?sale=1&sort=discount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
  const tiles = page.locator('.product-grid > li');
  await expect(tiles.first()).toBeVisible();
  // Every product shown is on sale: its list price struck through beside the sale price.
  const count = await tiles.count();
  await expect(page.locator('.product-grid > li .sb-price--sale')).toHaveCount(count);
  // A filter keeps the listing to the sale.
  const gender = page.getByRole('group', { name: 'Gender' }).getByRole('checkbox').first();
  await gender.check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]sale=1(&|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
  await expect(page.locator('.product-grid > li .sb-price--sale')).toHaveCount(await tiles.count());
});

test('category and product pages hydrate and have no accessibility violations', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { category, facet, value } = await categoryWithTwoPagesAfterAFilter();

  await page.goto(`${stack.storefrontUrl}${category.url}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const onCategory = await new AxeBuilder({ page }).analyze();
  expect(
    onCategory.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);

  // The same GET form, submitted by React Router once hydrated.
  await page
    .getByRole('group', { name: facet.label })
    .getByRole('checkbox', { name: new RegExp(`^${value.label} \\(`) })
    .check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]${facet.id}=${encodeURIComponent(value.value)}`));
  await expect(page.getByText(`${value.count} products`)).toBeVisible();

  const productLink = page.locator('.product-grid > li').first().getByRole('heading').getByRole('link');
  const productName = (await productLink.textContent()) ?? '';
  await productLink.click();
  await expect(page).toHaveURL(/\/en-us\/p\//);
  // With JavaScript the URL changes before the product's loader answers: wait for the product page itself.
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.locator('.product-page__buy').getByTestId('price')).toHaveCount(1);
  const onProduct = await new AxeBuilder({ page }).analyze();
  expect(
    onProduct.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('the first Tab on a page reaches "Skip to main content", ahead of the promo bar and header, and it moves focus to the main content', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The promo bar's message buttons come first in the page; the skip link must still be the first stop.
  await expect(page.locator('.site-promo-bar button').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test.describe('on a tablet', () => {
  // Tall enough for the first rows of tiles and the footer to be on screen, where a shift counts.
  test.use({ viewport: { width: 768, height: 2400 } });

  test('a listing does not move when it hydrates (no layout shift from its tiles)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node | null }[];
        }[]) {
          const moved = entry.sources.map((source) => {
            const node = source.node as Element | null | undefined;
            return `${node?.nodeName ?? '?'} in ${node?.closest?.('[class]')?.className ?? '?'}`;
          });
          seen.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${stack.storefrontUrl}/en-us/c/mens-jackets-100110`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Quick shop is drawn once JavaScript runs: its place in each tile is kept from the first paint.
    await expect(page.getByRole('button', { name: /^Quick shop / }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });
});

test.describe('adding to the cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a size picked on the product page lands in the cart, which survives a reload', async ({ page }) => {
    // An in-stock size of a seeded jacket, found through the live API.
    const search = (await (
      await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=jacket&count=10`)
    ).json()) as { products: { id: string }[] };
    let target: { pdpUrl: string; name: string; color: string; size: string } | undefined;
    for (const { id } of search.products) {
      const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
        name: string;
        pdpUrl: string;
        variants: { color: { code: string }; size: string | null; available: boolean; quantity: number }[];
      };
      const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= 2);
      if (variant?.size) {
        target = { pdpUrl: details.pdpUrl, name: details.name, color: variant.color.code, size: variant.size };
        break;
      }
    }
    if (!target) throw new Error('no seeded jacket has a size in stock');

    await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: new RegExp(`^${target.size}$`) })
      .check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status')).toContainText('Added to your cart.');

    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/en-us\/cart/);
    await expect(page.getByText(`${target.name} × 1`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`${target.name} × 1`)).toBeVisible();
  });
});

test.describe('search engines', () => {
  test.setTimeout(240_000);

  test('robots.txt points at the sitemap, which lists every category and product; each answers 200 with valid JSON-LD', async () => {
    const robots = await fetch(`${stack.storefrontUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toContain(`Sitemap: ${stack.storefrontUrl}/sitemap.xml`);
    expect(robotsText).toContain('Disallow: /api/');

    const sitemap = await fetch(`${stack.storefrontUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
    const categories = urls.filter((url) => url.includes('/c/'));
    const products = urls.filter((url) => url.includes('/p/'));

    // The sitemap follows the catalogue: every seeded product and category, in each of the four locales.
    const catalogue = (await (await fetch(`${stack.apiUrl}/products/v2/catalog`)).json()) as {
      categories: CategoryNode[];
    };
    const countNodes = (nodes: CategoryNode[]): number =>
      nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);
    const all = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?count=1`)).json()) as {
      numFound: number;
    };
    expect(categories.filter((url) => url.includes('/en-us/'))).toHaveLength(countNodes(catalogue.categories));
    expect(products.filter((url) => url.includes('/en-us/'))).toHaveLength(all.numFound);
    for (const locale of ['en-ca', 'fr-ca', 'en-gb'])
      expect(products.some((url) => url.includes(`/${locale}/p/`))).toBe(true);
    expect(xml).toContain('hreflang="fr-CA"');
    // Product set pages too, found through their member products.
    expect(urls).toContain(`${stack.storefrontUrl}/en-us/set/the-ridgeline-hiker-men-SBSET10001`);

    const problems: string[] = [];
    // Every page of en-us, and every fifth of the other three locales (same templates; the whole set is some 400
    // server renders, minutes of CI's time on two cores).
    const queue = [...categories, ...products].filter((url, index) => url.includes('/en-us/') || index % 5 === 0);
    async function worker() {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url, { redirect: 'manual' });
        if (response.status !== 200) {
          problems.push(`${url}: status ${response.status}`);
          continue;
        }
        const html = await response.text();
        let blocks: Record<string, unknown>[];
        try {
          blocks = jsonLdOf(html);
        } catch (error) {
          problems.push(`${url}: JSON-LD does not parse (${String(error)})`);
          continue;
        }
        const types = blocks.map((block) => block['@type']);
        const expected = url.includes('/p/')
          ? ['Organization', 'BreadcrumbList', 'Product']
          : ['Organization', 'CollectionPage'];
        for (const type of expected)
          if (!types.includes(type)) problems.push(`${url}: no ${type} JSON-LD (has ${types.join(', ')})`);
        if (blocks.some((block) => block['@context'] !== 'https://schema.org'))
          problems.push(`${url}: JSON-LD without the schema.org context`);
        const product = blocks.find((block) => block['@type'] === 'Product') as
          { name?: unknown; offers?: { priceCurrency?: unknown; lowPrice?: unknown } } | undefined;
        if (
          product &&
          (typeof product.name !== 'string' ||
            typeof product.offers?.priceCurrency !== 'string' ||
            typeof product.offers.lowPrice !== 'number')
        ) {
          problems.push(`${url}: Product JSON-LD without name, currency or price`);
        }
        if (!html.includes(`<link rel="canonical" href="${url}"/>`))
          problems.push(`${url}: canonical is not the sitemap URL`);
        if (!html.includes('hrefLang="x-default"')) problems.push(`${url}: no hreflang alternates`);
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(problems).toEqual([]);
  });

  test('an unknown locale is a 404 page, not a redirect', async () => {
    for (const path of ['/de-de', '/de-de/c/mens-100100', '/fr-fr/p/parka-SBJK10026']) {
      const response = await fetch(`${stack.storefrontUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
    const unknownPage = await fetch(`${stack.storefrontUrl}/fr-ca/nulle-part`, { redirect: 'manual' });
    expect(unknownPage.status).toBe(404);
    expect(await unknownPage.text()).toContain('Page introuvable');
  });
});

test('switching to fr-ca from the location selector shows French text and prices in CAD', async ({ page }) => {
  const { category } = await categoryWithTwoPagesAfterAFilter();
  await page.goto(`${stack.storefrontUrl}${category.url}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(page.getByTestId('price').first()).toContainText('$');

  const selector = page.getByRole('banner').locator('details.location-selector');
  await selector.locator('summary').click();
  // The choices come from commerce-api's location selector (/fapi/pages/location-selector) with each site's currency.
  await expect(selector.getByRole('link', { name: 'Canada (français) · CAD' })).toBeVisible();
  await expect(selector.getByRole('link', { name: 'United Kingdom (English) · GBP' })).toBeVisible();
  await selector.getByRole('link', { name: 'Canada (français)' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr-ca/c/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('button', { name: 'Appliquer' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Couleur' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nous joindre' })).toBeVisible();
  await expect(page.getByText(/^\d+ produits$/)).toBeVisible();
  await expect(page.getByTestId('price').first()).toContainText(/\d,\d\d\s?CAD/u);
  await expect(page.getByRole('banner')).toContainText('Livraison : Canada (français)');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
});

const axeViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );

test('from home through the mega menu to a category, filter by size and colour, sort by price, pick a product, read its reviews and add it to the cart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await axeViolations(page)).toEqual([]);

  // The menu comes from the CMS: hovering Men opens its panel, whose Jackets column leads to the category.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Men', exact: true }).hover();
  await menu.getByRole('link', { name: 'Jackets', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/c\/mens-jackets-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Filter by a size and a colour that the listing offers, then sort by price.
  const sizes = page.getByRole('group', { name: 'Size' });
  const sizeBox = sizes.getByRole('checkbox').first();
  const sizeValue = (await sizeBox.getAttribute('value')) ?? '';
  await sizeBox.check();
  const colours = page.getByRole('group', { name: 'Color' });
  const colourBox = colours.getByRole('checkbox').first();
  const colourValue = (await colourBox.getAttribute('value')) ?? '';
  await colourBox.check();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(sizeValue)}`));
  expect(new URL(page.url()).searchParams.get('color')).toBe(colourValue);
  expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
  const tiles = page.locator('.product-grid > li');
  await expect(tiles.first()).toBeVisible();
  // Sorted by price: each tile's (lowest) price is at least the one before it. The sort select applies itself on
  // change, so the grid may still show the previous navigation's tiles for a moment: polled until it settles.
  const sortedByPrice = async () => {
    const prices = (await tiles.getByTestId('price').allInnerTexts()).map((text) =>
      Number((/\$([\d,]+\.\d\d)/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')),
    );
    return prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0));
  };
  await expect.poll(sortedByPrice).toBe(true);

  // The first product, in the chosen colour, with the chosen size.
  const link = tiles.first().getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const colourLinks = page.getByRole('region', { name: /^Color/ }).getByRole('link');
  if ((await colourLinks.count()) > 1) {
    await colourLinks.nth(1).click();
    await expect(page).toHaveURL(/[?&]color=/);
  }
  const size = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first();
  await size.check();

  // Reviews: the list and its sort.
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toBeVisible();
  if (await reviews.getByRole('combobox', { name: 'Sort reviews' }).isVisible()) {
    await reviews.getByRole('combobox', { name: 'Sort reviews' }).selectOption('newest');
    await reviews.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/reviewSort=newest/);
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first().check();
  }
  expect(await axeViolations(page)).toEqual([]);

  // A review found helpful: its count goes up by one.
  const firstReview = reviews.getByRole('listitem').first();
  if (await firstReview.isVisible()) {
    const helpful = firstReview.getByRole('button', { name: /^Helpful \((\d+)\)$/ });
    const before = Number(/\((\d+)\)/.exec((await helpful.textContent()) ?? '')?.[1]);
    await helpful.click();
    await expect(firstReview.getByRole('status').filter({ hasText: 'Thanks for your feedback.' })).toBeVisible();
    await expect(firstReview.getByRole('button', { name: `Helpful (${before + 1})` })).toBeVisible();
  }

  // Ask a question: the success dialog takes focus and gives it back when closed.
  const questions = page.getByRole('region', { name: 'Questions and answers' });
  await questions.getByText('Ask a question').click();
  await questions.getByRole('button', { name: 'Send question' }).click();
  await expect(questions.getByText('Write your question in 10 to 1000 characters.')).toBeVisible();
  await questions.getByRole('textbox', { name: 'Your question' }).fill('Does it pack into its own pocket?');
  await questions.getByRole('textbox', { name: 'Nickname' }).fill('Trailfinder');
  await questions.getByRole('button', { name: 'Send question' }).click();
  const sent = page.getByRole('dialog', { name: 'Question sent' });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await sent.getByRole('button', { name: 'Close' }).click();
  await expect(sent).toBeHidden();

  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('product page forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('asking a question comes back to the product with a thank-you, and shows recommendations', async ({ page }) => {
    const { category } = await categoryWithTwoPagesAfterAFilter();
    await page.goto(`${stack.storefrontUrl}${category.url}`);
    await page.locator('.product-grid > li').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/en-us\/p\//);
    // The decision engine's carousel (outside EMEA, where consent is not asked), with prices.
    await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('listitem').first()).toContainText(
      '$',
    );
    const questions = page.getByRole('region', { name: 'Questions and answers' });
    await questions.getByText('Ask a question').click();
    await questions.getByRole('textbox', { name: 'Your question' }).fill('Is the hood removable on this one?');
    await questions.getByRole('textbox', { name: 'Nickname' }).fill('NoScript');
    await questions.getByRole('button', { name: 'Send question' }).click();
    await expect(page).toHaveURL(/notice=ask-ok#questions$/);
    await expect(page.getByRole('region', { name: 'Questions and answers' }).getByRole('status')).toHaveText(
      /^Thank you! Your question was sent/,
    );
  });
});

test('the header search suggests as the shopper types, with the keyboard, and remembers recent searches', async ({
  page,
}) => {
  const suggestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products/v2/search/autoSuggest'))
      suggestRequests.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('jack', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Typing faster than the debounce asks once, for the whole term.
  expect(suggestRequests).toEqual(['jack']);
  await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The women's, men's and kids' Jackets are told apart by their parent category.
  expect(await list.getByRole('group', { name: 'Categories' }).getByRole('option').allTextContents()).toEqual(
    expect.arrayContaining(['Jackets · Women', 'Jackets · Men', 'Jackets · Kids']),
  );

  // Arrow keys move through the options; Enter follows the active one.
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(list).toBeHidden();

  // A term asked before is answered from the page's cache (swr): back to "jac" asks once, "jack" again not at all.
  await box.press('Backspace');
  await expect(list).toBeVisible();
  await box.press('k');
  await expect(list.getByRole('option', { name: 'jack', exact: true })).toBeVisible();
  expect(suggestRequests).toEqual(['jack', 'jac']);
  await box.press('Escape');
  await expect(list).toBeHidden();

  const productOption = list.getByRole('group', { name: 'Products' }).getByRole('option').first();
  await box.press('ArrowDown');
  await expect(productOption).toBeVisible();
  const productName = (await productOption.textContent()) ?? '';
  const optionCount = await list.getByRole('option').count();
  const productIndex = (await list.getByRole('option').allTextContents()).indexOf(productName);
  // The list reopened with nothing active: one press per option up to and including the product.
  for (let step = 0; step <= productIndex; step += 1) await box.press('ArrowDown');
  await expect(list.getByRole('option', { name: productName, exact: true }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(optionCount).toBeGreaterThan(productIndex);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/p\//);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // A submitted search is remembered and offered again in an empty box.
  await box.fill('rain jacket');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/search\?q=rain\+jacket/);
  // The search page is drawn (the URL changes a moment before: the header's box is remounted with the new term when
  // the page commits, and a box emptied before that comes back with the term) and interactive before the box is used;
  // focus is moved away and back, since a box that already has focus gets no focus event.
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “rain jacket”' })).toBeVisible();
  await expect(box).toHaveValue('rain jacket');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await box.fill('');
  await box.blur();
  await box.focus();
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: 'rain jacket' })).toBeVisible();
});

test.describe('search help without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a misspelt search offers the catalogue’s spelling, and the help of the editors', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/search?q=jaket`);
    await expect(page.getByText('Nothing matches “jaket”.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
    await page.getByRole('link', { name: 'jacket', exact: true }).click();
    await expect(page).toHaveURL(/\/en-us\/search\?q=jacket$/);
    await expect(page.locator('.product-grid > li').first()).toBeVisible();
  });
});

// With JavaScript: the content blocks stream in (Suspense), see the report on no-JS CMS blocks.
test('the search hub lists what is trending, from commerce-api’s search-hub component (commerce-core §7)', async ({
  page,
}) => {
  const hub = (await (
    await fetch(`${stack.apiUrl}/fapi/components/search-hub`, {
      headers: { 'x-site-id': 'sb-us', 'x-locale': 'en_US' },
    })
  ).json()) as { trending: { name: string; url: string }[] };
  expect(hub.trending.length).toBeGreaterThan(0);
  await page.goto(`${stack.storefrontUrl}/en-us/searchhub`);
  const trending = page.getByRole('region', { name: 'Trending now' });
  await expect(trending.getByRole('link')).toHaveText(hub.trending.slice(0, 8).map((product) => product.name));
  await expect(trending.getByRole('link').first()).toHaveAttribute('href', hub.trending[0]!.url);
});

test('a CMS page is served at its slug with its SEO links; an unknown slug is a 404', async ({ page }) => {
  const response = await page.goto(`${stack.storefrontUrl}/fr-ca/promotions`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${stack.storefrontUrl}/fr-ca/promotions`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
    'href',
    `${stack.storefrontUrl}/en-gb/promotions`,
  );
  await expect(page.locator('article.cms-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).not.toHaveTitle(/Page not found|Page introuvable/);
  const missing = await page.goto(`${stack.storefrontUrl}/en-us/no-such-page`);
  expect(missing?.status()).toBe(404);
  // The CMS page error-4xx (its own h1; tests/service-pages.spec.ts checks its content).
  await expect(page).toHaveTitle('Page not found | Switchback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test.describe('stores without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the store locator lists the country’s stores, nearest first to a city, in the page language', async ({
    page,
  }) => {
    await page.goto(`${stack.storefrontUrl}/fr-ca/store-locator`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trouver un magasin' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Ville ou code postal' }).fill('Vancouver');
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    // The form also sends which kind of place to list (stores by default).
    await expect(page).toHaveURL(/\/fr-ca\/store-locator\?q=Vancouver&type=stores$/);
    const stores = page.locator('.store-list > li');
    await expect(stores.first().getByRole('heading', { level: 2 })).toHaveText('Switchback Vancouver');
    await expect(stores.first()).toContainText('1050 Robson St');
    await expect(stores.first()).toContainText(/à 0 km/);
    await expect(page.locator('.store-list')).not.toContainText('Denver');
  });
});

test('the store locator has no accessibility violations', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-gb/store-locator?q=London`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('.store-list > li').first()).toContainText('Covent Garden');
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone the filter sheet keeps focus inside, closes with Escape back to its button, and Apply shows the results', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${stack.storefrontUrl}/en-us/c/mens-jackets-100110`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const opener = page.getByRole('button', { name: /^Filters/ });
  const sheet = page.getByRole('dialog', { name: 'Filters' });

  await opener.click();
  await expect(sheet).toBeVisible();
  // Modal: however far the shopper tabs, focus never reaches the listing behind the sheet (it is inert); past the
  // last control it may rest on the browser's own controls (the document body here) before coming back.
  const outside: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      return !active || active === document.body || active.closest('#listing-filters')
        ? null
        : active.outerHTML.slice(0, 80);
    });
    if (where) outside.push(where);
  }
  expect(outside).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const firstColour = sheet.getByRole('group', { name: 'Color' }).getByRole('checkbox').first();
  await firstColour.check();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]color=/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('list', { name: 'Applied filters' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await context.close();
});
