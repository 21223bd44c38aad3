import { Hono } from 'hono';
import type { Context } from 'hono';
import { asc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categoryName } from '../catalog/categoryNames';
import { compareSizes } from '../catalog/compareSizes';
import { loadProducts, pdpUrl, productImage, productPrice, withMediaOrigin } from '../catalog/loadProducts';
import { colourNameIn, productFeaturesIn, productNameIn } from '../catalog/productTexts';
import { CONTENT_SLUGS } from '../content/seedNavigation';
import { absoluteMediaUrls } from '../content/absoluteMediaUrls';
import { findPageVersion } from '../content/findPageVersion';
import type { PageVersion } from '../content/findPageVersion';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { sites, sizeCharts } from '../db/schema';
import { ApiError, recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readQuery } from '../http/readQuery';
import type { Site } from '../sites/findSite';
import { requestSite } from '../sites/requestSite';

/** What the front-end routes need from the app. */
export interface FrontendRoutesOptions {
  db: Database;
  now: () => Date;
  /** Origin media URLs are made absolute against. */
  publicUrl: string;
}

const LOCALE_HEADER = 'x-locale';
const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
const SLUG = /^[a-z0-9-]{1,60}(\/[a-z0-9-]{1,60}){0,4}$/;
/** Products the compare component puts side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const localeQuery = z.object({ locale: z.string().max(10).optional() });
// `productIds` as a comma-separated list or repeated; checked by hand below so the message names the rule.
const compareQuery = localeQuery.extend({ productIds: z.union([z.string(), z.array(z.string())]).optional() });

/** `en_US`, `en-us`, `EN-US` → `en-us`: the spec's locale header turns the dash into an underscore. */
const normaliseLocale = (value: string | undefined) => value?.trim().toLowerCase().replace('_', '-');

function localeOf(c: Context, site: Site, requested?: string): string {
  const wanted = normaliseLocale(requested ?? c.req.header(LOCALE_HEADER));
  return wanted && site.locales.includes(wanted) ? wanted : site.defaultLocale;
}

/** Published, cacheable answers: the same for every shopper of a site and locale. */
function publicAnswer(c: Context) {
  c.header('cache-control', 'public, max-age=60');
  c.header('vary', `${LOCALE_HEADER}, x-site-id`);
}

/**
 * The internal front-end GET calls of commerce-core §7 (`/fapi/…`), each built from the database:
 *
 * - `components/footer`: the site's live footer content (the `_footer` page), blocks and all.
 * - `components/collections`: the catalogue's collections (categories holding products listed there besides
 *   their own department), each with its product count, link and lead image.
 * - `components/compare?productIds=A,B[,C,D]`: 2–4 products side by side (price in the site's currency, rating,
 *   colours, sizes, features, activities) and the attributes they differ in.
 * - `components/foot-sizes`: the footwear sizes the catalogue sells with foot length and EU size.
 * - `components/search-hub`: departments with their product counts, activities to search by, and trending
 *   products.
 * - `components/size-chart/{productType}`: the size chart of a product type (`hiking-boot`) or chart kind
 *   (`footwear`, `apparel`, `pants`).
 * - `components/utility`: the utility bar: the live promo bar, site and currency, help links and store count.
 * - `pages/location-selector`: every site with its country, currency and locale home pages.
 * - `pages/{page}`: a live content page by its slug (`help/contact-us`, `terms/privacy` …).
 *
 * The site is the request's (`x-site-id`, else `siteId`, else `sb-us`; unknown `400 API400`), the locale `locale`
 * or `x-locale`, else the site's default. A record that does not exist answers `404 4044`; malformed input
 * `400 API400`.
 * @example
 * app.route('/fapi', frontendRoutes({ db, now, publicUrl: 'http://127.0.0.1:4000' }));
 */
export function frontendRoutes(options: FrontendRoutesOptions) {
  const { db, now, publicUrl } = options;

  async function livePage(site: Site, locale: string, slug: string): Promise<PageVersion | undefined> {
    return findPageVersion(db, site, locale, slug, { mode: 'publish', now: now() });
  }

  const pageJson = (page: PageVersion) => ({
    id: page.id,
    siteId: page.siteId,
    locale: page.locale,
    slug: page.slug,
    title: page.title,
    description: page.description,
    updatedAt: page.updatedAt.toISOString(),
    blocks: absoluteMediaUrls(page.blocks, publicUrl),
  });

  /** The chart of a product type (`hiking-boot`), or of the first type of a chart kind (`footwear`). */
  async function sizeChart(productType: string) {
    const [chart] = await db
      .select()
      .from(sizeCharts)
      .where(or(eq(sizeCharts.productType, productType), eq(sizeCharts.kind, productType)))
      .orderBy(sql`${sizeCharts.productType} = ${productType} desc`, asc(sizeCharts.productType))
      .limit(1);
    return chart;
  }

  return new Hono<AppEnv>()
    .get('/components/footer', async (c) => {
      const site = await requestSite(c, db);
      const locale = localeOf(c, site, readQuery(c, localeQuery).locale);
      const page = await livePage(site, locale, CONTENT_SLUGS.footer);
      if (!page) throw recordNotFound('This site has no footer');
      publicAnswer(c);
      return c.json({ ...pageJson(page), id: 'footer', pageId: page.id });
    })
    .get('/components/collections', async (c) => {
      const site = await requestSite(c, db);
      const locale = localeOf(c, site, readQuery(c, localeQuery).locale);
      // A collection lists products whose own category is elsewhere, and has no sub-categories.
      const rows = await queryRows<{
        id: string;
        slug: string;
        name: string;
        parentId: string | null;
        parentName: string | null;
        productIds: string[];
      }>(
        db,
        sql`select c.id, c.slug, c.name, c.parent_id as "parentId", parent.name as "parentName",
                   array_agg(pc.product_id order by p.popularity desc, p.id) as "productIds"
              from categories c
              join product_categories pc on pc.category_id = c.id
              join products p on p.id = pc.product_id
              left join categories parent on parent.id = c.parent_id
             where not exists (select 1 from products own where own.category_id = c.id)
               and not exists (select 1 from categories child where child.parent_id = c.id)
             group by c.id, c.slug, c.name, c.parent_id, parent.name, c.position
             order by c.position, c.id`,
      );
      const leads = await loadProducts(
        db,
        site.currency,
        rows.map((row) => row.productIds[0]).filter((id): id is string => Boolean(id)),
      );
      const leadById = new Map(leads.map((product) => [product.id, product]));
      publicAnswer(c);
      return c.json(
        withMediaOrigin(
          {
            id: 'collections',
            siteId: site.id,
            locale,
            collections: rows.map((row) => {
              const lead = leadById.get(row.productIds[0] ?? '');
              return {
                categoryId: row.id,
                name: categoryName(row.name, locale),
                parent: row.parentId ? { categoryId: row.parentId, name: categoryName(row.parentName, locale) } : null,
                url: `/${locale}/c/${row.slug}-${row.id}`,
                productCount: row.productIds.length,
                image: lead ? productImage(lead, undefined, 'front', locale) : null,
              };
            }),
          },
          publicUrl,
        ),
      );
    })
    .get('/components/compare', async (c) => {
      const site = await requestSite(c, db);
      const query = readQuery(c, compareQuery);
      const locale = localeOf(c, site, query.locale);
      const given = [query.productIds ?? []]
        .flat()
        .flatMap((value) => value.split(','))
        .map((id) => id.trim())
        .filter(Boolean);
      const ids = [...new Set(given)];
      if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) {
        throw new ApiError(
          400,
          'API400',
          `Query parameter "productIds": give ${COMPARE_MIN} to ${COMPARE_MAX} different product ids, comma-separated`,
        );
      }
      const malformed = ids.find((id) => !PRODUCT_ID.test(id));
      if (malformed !== undefined)
        throw new ApiError(
          400,
          'API400',
          `Query parameter "productIds": "${malformed.slice(0, 20)}" is not a product id`,
        );
      const found = await loadProducts(db, site.currency, ids);
      const byId = new Map(found.map((product) => [product.id, product]));
      const missing = ids.find((id) => !byId.has(id));
      if (missing) throw recordNotFound(`Product ${missing} not found`);
      const products = ids.map((id) => {
        const product = byId.get(id)!;
        const colours = [
          ...new Map(
            product.variants.map((variant) => [
              variant.colorCode,
              { code: variant.colorCode, name: colourNameIn(variant.colorName, locale), hex: variant.colorHex },
            ]),
          ).values(),
        ];
        return {
          productId: product.id,
          name: productNameIn(product.name, locale),
          brand: product.brand,
          productType: product.productType,
          gender: product.gender,
          url: pdpUrl(locale, product),
          image: productImage(product, undefined, 'front', locale),
          price: productPrice(product),
          rating: { score: product.rating, reviewsCount: product.reviewsCount },
          colours,
          sizes: [...new Set(product.variants.map((variant) => variant.size))].sort(compareSizes),
          features: productFeaturesIn(product.features, locale),
          activities: product.activities,
          inStock: product.variants.some((variant) => variant.onlineQuantity > 0),
        };
      });
      const differs = (pick: (product: (typeof products)[number]) => unknown) =>
        new Set(products.map((product) => JSON.stringify(pick(product)))).size > 1;
      const differences = Object.entries({
        price: (product: (typeof products)[number]) => product.price.current,
        rating: (product: (typeof products)[number]) => product.rating.score,
        colours: (product: (typeof products)[number]) => product.colours.map((colour) => colour.code),
        sizes: (product: (typeof products)[number]) => product.sizes,
        features: (product: (typeof products)[number]) => product.features,
        activities: (product: (typeof products)[number]) => product.activities,
      }).flatMap(([name, pick]) => (differs(pick) ? [name] : []));
      publicAnswer(c);
      return c.json(
        withMediaOrigin(
          { id: 'compare', siteId: site.id, locale, currency: site.currency, products, differences },
          publicUrl,
        ),
      );
    })
    .get('/components/foot-sizes', async (c) => {
      const site = await requestSite(c, db);
      const locale = localeOf(c, site, readQuery(c, localeQuery).locale);
      const chart = await sizeChart('hiking-boot');
      if (!chart) throw recordNotFound('No footwear size chart');
      // Sizes the footwear of the catalogue is sold in, with the product count per size.
      const sold = await queryRows<{ size: string; products: number }>(
        db,
        sql`select v.size, count(distinct v.product_id)::int as products
              from product_variants v join products p on p.id = v.product_id
             where p.product_type in ('hiking-boot', 'trail-shoe')
             group by v.size`,
      );
      const counts = new Map(sold.map((row) => [row.size, Number(row.products)]));
      const footIndex = chart.columns.indexOf('foot');
      const euIndex = chart.columns.indexOf('eu');
      publicAnswer(c);
      return c.json({
        id: 'foot-sizes',
        siteId: site.id,
        locale,
        unit: chart.unit,
        sizes: chart.rows
          .filter((row) => counts.has(row.size))
          .map((row) => ({
            size: row.size,
            footLength: row.values[footIndex],
            eu: row.values[euIndex],
            products: counts.get(row.size),
          })),
      });
    })
    .get('/components/search-hub', async (c) => {
      const site = await requestSite(c, db);
      const locale = localeOf(c, site, readQuery(c, localeQuery).locale);
      const catalogue = await loadProducts(db, site.currency);
      const departments = await queryRows<{ id: string; slug: string; name: string; products: number }>(
        db,
        // Every top-level category with the products listed anywhere below it.
        sql`with recursive tree (root, id) as (
              select id, id from categories where parent_id is null
              union all
              select tree.root, c.id from categories c join tree on c.parent_id = tree.id
            )
            select c.id, c.slug, c.name, count(distinct pc.product_id)::int as products
              from categories c
              join tree on tree.root = c.id
              join product_categories pc on pc.category_id = tree.id
             group by c.id, c.slug, c.name, c.position
             order by c.position, c.id`,
      );
      const activityCounts = new Map<string, number>();
      for (const product of catalogue)
        for (const activity of product.activities)
          activityCounts.set(activity, (activityCounts.get(activity) ?? 0) + 1);
      const trending = catalogue
        .filter((product) => !product.isDigital && product.variants.some((variant) => variant.onlineQuantity > 0))
        .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))
        .slice(0, 8);
      publicAnswer(c);
      return c.json(
        withMediaOrigin(
          {
            id: 'search-hub',
            siteId: site.id,
            locale,
            departments: departments.map((row) => ({
              categoryId: row.id,
              name: row.name,
              url: `/${locale}/c/${row.slug}-${row.id}`,
              productCount: Number(row.products),
            })),
            activities: [...activityCounts.entries()]
              .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
              .map(([activity, productCount]) => ({
                activity,
                productCount,
                url: `/${locale}/search?q=${encodeURIComponent(activity)}`,
              })),
            trending: trending.map((product) => ({
              productId: product.id,
              name: productNameIn(product.name, locale),
              url: pdpUrl(locale, product),
              image: productImage(product, undefined, 'front', locale),
              price: productPrice(product),
            })),
          },
          publicUrl,
        ),
      );
    })
    .get('/components/size-chart/:productType', async (c) => {
      const productType = c.req.param('productType');
      if (!/^[a-z][a-z-]{0,39}$/.test(productType))
        throw new ApiError(
          400,
          'API400',
          'Path parameter "productType": lower-case letters and dashes, e.g. "hiking-boot"',
        );
      const chart = await sizeChart(productType);
      if (!chart) throw recordNotFound(`No size chart for product type "${productType}"`);
      publicAnswer(c);
      return c.json({
        id: `size-chart/${chart.productType}`,
        productType: chart.productType,
        kind: chart.kind,
        unit: chart.unit,
        columns: chart.columns,
        rows: chart.rows,
      });
    })
    .get('/components/utility', async (c) => {
      const site = await requestSite(c, db);
      const locale = localeOf(c, site, readQuery(c, localeQuery).locale);
      const promo = await livePage(site, locale, CONTENT_SLUGS.fragment('promo-bar'));
      const [stores] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from stores where kind = 'store' and country_code = ${site.countryCode}`,
      );
      const help = await queryRows<{ slug: string; title: string }>(
        db,
        sql`select distinct on (p.slug) p.slug, v.title
              from content_pages p join content_page_versions v on v.page_id = p.id
             where p.site_id = ${site.id} and p.locale = ${locale} and p.slug like 'help/%' and p.slug not like 'help/%/%'
               and v.published and coalesce(v.publish_at, v.created_at) <= ${now().toISOString()}::timestamptz
             order by p.slug, v.version desc`,
      );
      publicAnswer(c);
      return c.json({
        id: 'utility',
        siteId: site.id,
        locale,
        currency: site.currency,
        countryCode: site.countryCode,
        storeCount: Number(stores?.count ?? 0),
        links: [
          { id: 'store-locator', label: 'Find a store', url: `/${locale}/store-locator` },
          ...help.map((page) => ({ id: page.slug, label: page.title, url: `/${locale}/${page.slug}` })),
        ],
        blocks: promo ? absoluteMediaUrls(promo.blocks, publicUrl) : [],
      });
    })
    .get('/pages/location-selector', async (c) => {
      const current = await requestSite(c, db);
      const rows = await db.select().from(sites).orderBy(asc(sites.id));
      publicAnswer(c);
      return c.json({
        id: 'location-selector',
        siteId: current.id,
        sites: rows.map((site) => ({
          siteId: site.id,
          name: site.name,
          countryCode: site.countryCode,
          currency: site.currency,
          defaultLocale: site.defaultLocale,
          current: site.id === current.id,
          locales: site.locales.map((locale) => ({ locale, url: `/${locale}` })),
        })),
      });
    })
    .get('/pages/:page{.+}', async (c) => {
      const slug = c.req.param('page');
      if (!SLUG.test(slug))
        throw new ApiError(
          400,
          'API400',
          'Path parameter "page": a page slug of lower-case letters, digits and dashes, e.g. "help/contact-us"',
        );
      const site = await requestSite(c, db);
      const locale = localeOf(c, site, readQuery(c, localeQuery).locale);
      const page = await livePage(site, locale, slug);
      if (!page) throw recordNotFound(`Page "${slug}" not found`);
      publicAnswer(c);
      c.header('content-language', page.locale);
      return c.json(pageJson(page));
    });
}
