import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import {
  customsRecipes,
  answers,
  answerVotes,
  productNotifications,
  questions,
  reviews,
  reviewVotes,
} from '../db/schema';
import { ApiError, recordNotFound } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery } from '../http/readQuery';
import { answerLocale } from '../sites/language';
import { requestSite } from '../sites/requestSite';
import type { Site } from '../sites/findSite';
import { loadProducts, pdpUrl, productImage, productPrice, productSummary, withMediaOrigin } from './loadProducts';
import { PRODUCT_VIEWS } from '../media/mediaLibrary';
import { categoryName, namesMatching } from './categoryNames';
import type { ProductInfo } from './loadProducts';
import { SEARCH_SORTS, searchProducts } from './searchProducts';
import { suggestSpelling } from './suggestSpelling';
import { translateReview } from './translateReview';
import { customisationOffer, customsOptionsBody, describeCustoms } from './customisation';
import {
  colourNameIn,
  productDescriptionIn,
  productFeaturesIn,
  productLineNameIn,
  productNameIn,
  productSetIn,
} from './productTexts';

/** What the product routes need from the app. */
export interface ProductRoutesOptions {
  db: Database;
  tokens: TokenService;
  publicUrl: string;
  now: () => Date;
}

const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
// A review is hidden, pending moderation, once its flags weigh this much: a registered shopper's flag weighs
// FLAG_WEIGHT_REGISTERED, a guest's 1 (guest tokens are free; they are also rate-limited), one flag per consumer.
const FLAG_LIMIT = 6;
const FLAG_WEIGHT_REGISTERED = 2;
const REVIEW_SORTS = ['newest', 'oldest', 'highestRating', 'lowestRating', 'mostHelpful'] as const;

const list = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const locale = z
  .string()
  .regex(/^[a-z]{2}[-_][a-zA-Z0-9]{2,3}$/, 'must look like en-us')
  .optional();

function productId(c: Context, name = 'productId'): string {
  const id = c.req.param(name) ?? '';
  if (!PRODUCT_ID.test(id)) throw recordNotFound('Product not found');
  return id;
}

const localeOf = (site: Site, requested: string | undefined) => {
  const normal = requested?.toLowerCase().replace('_', '-');
  return normal && site.locales.includes(normal) ? normal : site.defaultLocale;
};

const voteBody = z.strictObject({ vote: z.enum(['helpful', 'unhelpful']) });

/** Longest review text accepted; a longer one answers REV410 "review too long" (spec §8). */
export const REVIEW_TEXT_MAX = 5000;
const FITS = ['runsSmall', 'trueToSize', 'runsLarge'] as const;
const reviewBody = z.strictObject({
  rating: z.number().int().min(1, 'must be a whole number from 1 to 5').max(5, 'must be a whole number from 1 to 5'),
  title: z.string().trim().min(2, 'must be 2 to 100 characters').max(100, 'must be 2 to 100 characters'),
  // The upper bound is checked after parsing so a long text gets its own error id.
  text: z.string().trim().min(20, 'must be at least 20 characters'),
  nickname: z.string().trim().min(2, 'must be 2 to 30 characters').max(30, 'must be 2 to 30 characters'),
  location: z.string().trim().max(50).optional(),
  isRecommended: z.boolean().optional(),
  fit: z.enum(FITS).optional(),
});

/**
 * The product calls of spec §7: details, availability, inventory, reviews (list, write, vote, flag, translate), questions
 * (list, ask, vote), product sets, the category tree, back-in-stock notifications, search, auto-suggest and the
 * recommendations widget. Reads are public; writes need a (guest or registered) bearer token so votes count once
 * per shopper.
 * @example
 * app.route('/products', productRoutes({ db, tokens, publicUrl, now }));
 */
export function productRoutes(options: ProductRoutesOptions) {
  const { db, tokens, publicUrl, now } = options;
  const auth = requireConsumer(tokens);
  const absolute = <T>(value: T) => withMediaOrigin(value, publicUrl);

  async function oneProduct(c: Context, site: Site): Promise<ProductInfo> {
    const [product] = await loadProducts(db, site.currency, [productId(c)]);
    if (!product) throw recordNotFound('Product not found');
    return product;
  }

  async function storeStock(upcs: string[], storeIds?: string[]) {
    if (upcs.length === 0) return [];
    return queryRows<{ upc: string; storeId: string; name: string; quantity: number }>(
      db,
      sql`select i.upc, i.location_id as "storeId", s.name, i.quantity from inventory i join stores s on s.id = i.location_id
           where i.upc in (${sql.join(
             upcs.map((upc) => sql`${upc}`),
             sql`, `,
           )})
           ${
             storeIds?.length
               ? sql`and i.location_id in (${sql.join(
                   storeIds.map((id) => sql`${id}`),
                   sql`, `,
                 )})`
               : sql``
           }
           order by i.location_id, i.upc`,
    );
  }

  /** The product id of the path when such a product exists (whatever its site), else 404 4044. */
  async function knownProductId(c: Context): Promise<string> {
    const id = productId(c);
    const [exists] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where id = ${id}`);
    if (!exists?.n) throw recordNotFound('Product not found');
    return id;
  }

  async function reviewExists(product: string, reviewId: string) {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.productId, product)));
    if (!row) throw recordNotFound('Review not found');
  }

  return (
    new Hono<ConsumerEnv>()
      .get('/v2/products/:productId/details', async (c) => {
        const query = readQuery(c, z.object({ locale, colorCode: z.string().length(3).optional() }));
        const site = await requestSite(c, db);
        const product = await oneProduct(c, site);
        const loc = localeOf(site, query.locale ?? c.req.header('x-locale'));
        const [category] = await queryRows<{
          id: string;
          name: string;
          slug: string;
          parentId: string | null;
          parentName: string | null;
          parentSlug: string | null;
        }>(
          db,
          sql`select c.id, c.name, c.slug, p.id as "parentId", p.name as "parentName", p.slug as "parentSlug"
                from categories c left join categories p on p.id = c.parent_id where c.id = ${product.categoryId}`,
        );
        const breadcrumbs = [];
        if (category?.parentId)
          breadcrumbs.push({
            id: category.parentId,
            name: categoryName(category.parentName, loc),
            url: `/${loc}/c/${category.parentSlug}-${category.parentId}`,
          });
        if (category)
          breadcrumbs.push({
            id: category.id,
            name: categoryName(category.name, loc),
            url: `/${loc}/c/${category.slug}-${category.id}`,
          });
        const colours = [...new Map(product.variants.map((v) => [v.colorCode, v])).values()];
        return c.json(
          absolute({
            ...productSummary(product, loc),
            description: productDescriptionIn(product.description, loc),
            features: productFeaturesIn(product.features, loc),
            activities: product.activities,
            categoryId: product.categoryId,
            breadcrumbs,
            maxQty: product.maxQty ?? 999_999,
            isDigital: product.isDigital,
            isCustomizable: product.isCustomizable,
            // What the customiser offers (initials, colours, prices, lead time): only on a customisable product.
            customisation: product.isCustomizable ? customisationOffer(site.currency, loc) : null,
            selectedColorCode: query.colorCode ?? colours[0]?.colorCode ?? null,
            // Each colour from the front (its first image: listings and carts show it), the back and close up.
            images: colours.flatMap((v) =>
              PRODUCT_VIEWS.map((view) => ({
                ...productImage(product, v.colorCode, view, loc),
                colorCode: v.colorCode,
              })),
            ),
            variants: product.variants.map((v) => ({
              upc: v.upc,
              sku: v.upc,
              color: { code: v.colorCode, name: colourNameIn(v.colorName, loc), hex: v.colorHex },
              size: v.size,
              available: v.onlineQuantity > 0,
              quantity: v.onlineQuantity,
            })),
            attributes: {
              color: colours.map((v) => ({
                code: v.colorCode,
                value: colourNameIn(v.colorName, loc),
                hex: v.colorHex,
                available: product.variants.some((x) => x.colorCode === v.colorCode && x.onlineQuantity > 0),
              })),
              size: [...new Set(product.variants.map((v) => v.size))].map((size) => ({
                code: size,
                value: size,
                available: product.variants.some((v) => v.size === size && v.onlineQuantity > 0),
              })),
            },
          }),
        );
      })
      .post('/v1/products/:productId/availability', async (c) => {
        readQuery(c, z.object({ favStoreId: z.string().max(32).optional() }));
        const body = await readJsonBody(
          c,
          z.strictObject({
            upcs: z
              .array(z.string().regex(/^\d{12}$/))
              .max(100)
              .optional(),
            storeIds: z.array(z.string().min(1).max(32)).max(50).optional(),
            qty: int(1, 999_999).optional(),
          }),
          { optional: true },
        );
        const site = await requestSite(c, db);
        const product = await oneProduct(c, site);
        const qty = body?.qty ?? 1;
        const variants = product.variants.filter((v) => !body?.upcs || body.upcs.includes(v.upc));
        const favStoreId = c.req.query('favStoreId');
        const storeIds = body?.storeIds ?? (favStoreId ? [favStoreId] : undefined);
        const stock = await storeStock(
          variants.map((v) => v.upc),
          storeIds,
        );
        return c.json({
          productId: product.id,
          qty,
          variants: variants.map((v) => ({
            upc: v.upc,
            online: { quantity: v.onlineQuantity, available: v.onlineQuantity >= qty },
            stores: stock
              .filter((row) => row.upc === v.upc)
              .map((row) => ({
                storeId: row.storeId,
                storeName: row.name,
                quantity: row.quantity,
                available: row.quantity >= qty,
              })),
          })),
        });
      })
      .get('/v2/products/:productId/inventory', async (c) => {
        const site = await requestSite(c, db);
        const product = await oneProduct(c, site);
        const stock = await storeStock(product.variants.map((v) => v.upc));
        return c.json({
          productId: product.id,
          // content-blocks §7 "Up-sell inventory": variants keyed by sku with quantity.
          variants: Object.fromEntries(
            product.variants.map((v) => [
              v.upc,
              {
                quantity: v.onlineQuantity,
                productInventoryState: v.onlineQuantity > 0 ? 'InStock' : 'OutOfStock',
                stores: Object.fromEntries(
                  stock.filter((row) => row.upc === v.upc).map((row) => [row.storeId, row.quantity]),
                ),
              },
            ]),
          ),
        });
      })
      .get('/v1/products/:productId/reviews', async (c) => {
        const query = readQuery(
          c,
          z.object({
            sort: z.enum(REVIEW_SORTS).default('newest'),
            offset: int(0, 10_000).default(0),
            limit: int(1, 50).default(10),
            rating: int(1, 5).optional(),
          }),
        );
        const id = await knownProductId(c);
        const order = {
          newest: sql`created_at desc`,
          oldest: sql`created_at asc`,
          highestRating: sql`rating desc, created_at desc`,
          lowestRating: sql`rating asc, created_at desc`,
          mostHelpful: sql`helpful_votes desc, created_at desc`,
        }[query.sort];
        const visible = sql`product_id = ${id} and flags < ${FLAG_LIMIT} and status = 'published'`;
        const [summary] = await queryRows<{
          count: number;
          average: string | null;
          histogram: Record<string, number> | null;
        }>(
          db,
          sql`select count(*)::int as count, round(avg(rating), 1) as average,
                (select json_object_agg(rating, n) from (select rating, count(*)::int as n from reviews where ${visible} group by rating) h) as histogram
              from reviews where ${visible}`,
        );
        const rows = await queryRows<Record<string, unknown>>(
          db,
          sql`select id, rating, title, text, nickname, locale, location, is_recommended as "isRecommended",
                fit, helpful_votes as "helpfulVotes", not_helpful_votes as "notHelpfulVotes", created_at as "createdAt"
              from reviews where ${visible} ${query.rating ? sql`and rating = ${query.rating}` : sql``}
              order by ${order}, id limit ${query.limit} offset ${query.offset}`,
        );
        const histogram = Object.fromEntries([1, 2, 3, 4, 5].map((stars) => [stars, summary?.histogram?.[stars] ?? 0]));
        return c.json({
          productId: id,
          offset: query.offset,
          limit: query.limit,
          totalResults: query.rating ? histogram[query.rating] : (summary?.count ?? 0),
          ratingSummary: { average: Number(summary?.average ?? 0), count: summary?.count ?? 0, histogram },
          results: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt as string).toISOString() })),
        });
      })
      // Customs (issue 16): save a design of a customisable product; its recipeId goes with the add-item call.
      .post('/v1/products/:productId/customs/recipes', auth, async (c) => {
        const body = await readJsonBody(c, customsOptionsBody);
        const site = await requestSite(c, db);
        const product = await oneProduct(c, site);
        if (!product.isCustomizable) throw new ApiError(404, 'ORD430', 'This item cannot be customised');
        const recipeId = `RCP${randomBytes(6).toString('hex').toUpperCase()}`;
        const options = {
          initials: body.initials,
          threadColour: body.threadColour,
          laceColour: body.laceColour,
          placement: body.placement,
        };
        await db.insert(customsRecipes).values({
          id: recipeId,
          productId: product.id,
          options,
          consumerNo: c.get('consumer').consumerNo,
          createdAt: now(),
        });
        return c.json(
          {
            productId: product.id,
            ...describeCustoms({ recipeId, ...options }, site.currency, localeOf(site, c.req.header('x-locale'))),
          },
          201,
        );
      })
      .get('/v1/customs/recipes/:recipeId', async (c) => {
        const site = await requestSite(c, db);
        const [recipe] = await db
          .select()
          .from(customsRecipes)
          .where(eq(customsRecipes.id, c.req.param('recipeId')));
        if (!recipe) throw recordNotFound('Design not found');
        return c.json({
          productId: recipe.productId,
          ...describeCustoms(
            { recipeId: recipe.id, ...recipe.options },
            site.currency,
            localeOf(site, c.req.header('x-locale')),
          ),
        });
      })
      .post('/v1/products/:productId/reviews', auth, async (c) => {
        const body = await readJsonBody(c, reviewBody);
        if (body.text.length > REVIEW_TEXT_MAX)
          throw new ApiError(400, 'REV410', `Review is too long: at most ${REVIEW_TEXT_MAX} characters`);
        const site = await requestSite(c, db);
        const product = await oneProduct(c, site);
        const id = `R${product.id}W${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
        const createdAt = now();
        const review = {
          id,
          productId: product.id,
          rating: body.rating,
          title: body.title,
          text: body.text,
          nickname: body.nickname,
          locale: localeOf(site, c.req.header('x-locale')),
          location: body.location || null,
          isRecommended: body.isRecommended ?? null,
          fit: body.fit ?? null,
        };
        // A registered shopper's review is published at once (shoppers' flags can still hide it, FLAG_LIMIT); a guest's
        // waits for moderation (status 'pending': not listed, not in the rating) — guest tokens cost nothing.
        const status = c.get('consumer').consumerType === 'GUEST' ? 'pending' : 'published';
        await db.transaction(async (tx) => {
          await tx.insert(reviews).values({ ...review, status, author: c.get('consumer').consumerNo, createdAt });
          await tx.execute(
            sql`update products set
                  rating = coalesce((select round(avg(rating), 1) from reviews where product_id = ${product.id} and flags < ${FLAG_LIMIT} and status = 'published'), 0),
                  reviews_count = (select count(*) from reviews where product_id = ${product.id} and flags < ${FLAG_LIMIT} and status = 'published')
                where id = ${product.id}`,
          );
        });
        return c.json(
          { ...review, status, helpfulVotes: 0, notHelpfulVotes: 0, createdAt: createdAt.toISOString() },
          201,
        );
      })
      .post('/v1/products/:productId/review/:reviewId/vote', auth, async (c) => {
        const body = await readJsonBody(c, voteBody);
        const id = productId(c);
        const reviewId = c.req.param('reviewId');
        await reviewExists(id, reviewId);
        const voter = c.get('consumer').consumerNo;
        return db.transaction(async (tx) => {
          const existing = await tx
            .select()
            .from(reviewVotes)
            .where(
              and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voter, voter), sql`${reviewVotes.vote} <> 'flag'`),
            );
          // A shopper's second vote replaces the first rather than counting twice.
          for (const previous of existing) {
            await tx
              .delete(reviewVotes)
              .where(
                and(
                  eq(reviewVotes.reviewId, reviewId),
                  eq(reviewVotes.voter, voter),
                  eq(reviewVotes.vote, previous.vote),
                ),
              );
            await tx
              .update(reviews)
              .set(
                previous.vote === 'helpful'
                  ? { helpfulVotes: sql`helpful_votes - 1` }
                  : { notHelpfulVotes: sql`not_helpful_votes - 1` },
              )
              .where(eq(reviews.id, reviewId));
          }
          await tx.insert(reviewVotes).values({ reviewId, voter, vote: body.vote, createdAt: now() });
          const [row] = await tx
            .update(reviews)
            .set(
              body.vote === 'helpful'
                ? { helpfulVotes: sql`helpful_votes + 1` }
                : { notHelpfulVotes: sql`not_helpful_votes + 1` },
            )
            .where(eq(reviews.id, reviewId))
            .returning({ helpfulVotes: reviews.helpfulVotes, notHelpfulVotes: reviews.notHelpfulVotes });
          return c.json({ reviewId, vote: body.vote, ...row });
        });
      })
      .post('/v1/products/:productId/review/:reviewId/flag', auth, async (c) => {
        const body = await readJsonBody(
          c,
          z.strictObject({
            reason: z.enum(['inappropriate', 'spam', 'offTopic', 'other']).default('inappropriate'),
            comment: z.string().max(500).optional(),
          }),
          { optional: true },
        );
        const id = productId(c);
        const reviewId = c.req.param('reviewId');
        await reviewExists(id, reviewId);
        const voter = c.get('consumer').consumerNo;
        await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(reviewVotes)
            .values({ reviewId, voter, vote: 'flag', createdAt: now() })
            .onConflictDoNothing()
            .returning();
          const weight = c.get('consumer').consumerType === 'GUEST' ? 1 : FLAG_WEIGHT_REGISTERED;
          if (inserted.length > 0)
            await tx
              .update(reviews)
              .set({ flags: sql`flags + ${weight}` })
              .where(eq(reviews.id, reviewId));
        });
        return c.json({ reviewId, flagged: true, reason: body?.reason ?? 'inappropriate' });
      })
      .post('/v1/review/:reviewId/translate', async (c) => {
        const body = await readJsonBody(
          c,
          z.strictObject({ targetLocale: z.string().regex(/^[a-z]{2}[-_][a-zA-Z]{2}$/) }),
        );
        const [review] = await db
          .select()
          .from(reviews)
          .where(eq(reviews.id, c.req.param('reviewId')));
        if (!review) throw recordNotFound('Review not found');
        return c.json({ reviewId: review.id, ...translateReview(review, body.targetLocale) });
      })
      .get('/v1/products/:productId/reviews/questions', async (c) => {
        const query = readQuery(c, z.object({ offset: int(0, 10_000).default(0), limit: int(1, 50).default(10) }));
        const id = await knownProductId(c);
        const rows = await queryRows<{
          id: string;
          text: string;
          nickname: string;
          createdAt: string;
          answers: unknown[] | string;
        }>(
          db,
          sql`select q.id, q.text, q.nickname, q.created_at as "createdAt",
                (select coalesce(json_agg(json_build_object('id', a.id, 'text', a.text, 'nickname', a.nickname, 'isStaff', a.is_staff,
                   'helpfulVotes', a.helpful_votes, 'notHelpfulVotes', a.not_helpful_votes, 'createdAt', a.created_at) order by a.created_at), '[]'::json)
                   from answers a where a.question_id = q.id) as answers
              from questions q where q.product_id = ${id} and q.status = 'published'
              order by q.created_at desc, q.id limit ${query.limit} offset ${query.offset}`,
        );
        const [total] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from questions where product_id = ${id} and status = 'published'`,
        );
        return c.json({
          productId: id,
          offset: query.offset,
          limit: query.limit,
          totalResults: total?.n ?? 0,
          results: rows.map((row) => ({
            ...row,
            createdAt: new Date(row.createdAt).toISOString(),
            answers: typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers,
          })),
        });
      })
      .post('/v1/products/:productId/reviews/questions', auth, async (c) => {
        const body = await readJsonBody(
          c,
          z.strictObject({
            text: z.string().trim().min(10).max(1000),
            nickname: z.string().trim().min(2).max(30),
            email: z.string().email().max(100).optional(),
          }),
        );
        const site = await requestSite(c, db);
        const product = await oneProduct(c, site);
        const id = `Q${product.id}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
        // Questions wait for moderation before they are listed, as on any real shop.
        await db.insert(questions).values({
          id,
          productId: product.id,
          text: body.text,
          nickname: body.nickname,
          email: body.email ?? null,
          status: 'pending',
          createdAt: now(),
        });
        return c.json({ id, productId: product.id, status: 'pending' }, 201);
      })
      .post('/v1/products/:productId/review/:answerId/questions/vote', auth, async (c) => {
        const body = await readJsonBody(c, voteBody);
        const answerId = c.req.param('answerId');
        const [answer] = await db.select({ id: answers.id }).from(answers).where(eq(answers.id, answerId));
        if (!answer) throw recordNotFound('Answer not found');
        const voter = c.get('consumer').consumerNo;
        return db.transaction(async (tx) => {
          const [previous] = await tx
            .select()
            .from(answerVotes)
            .where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.voter, voter)));
          if (previous) {
            await tx.delete(answerVotes).where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.voter, voter)));
            await tx
              .update(answers)
              .set(
                previous.vote === 'helpful'
                  ? { helpfulVotes: sql`helpful_votes - 1` }
                  : { notHelpfulVotes: sql`not_helpful_votes - 1` },
              )
              .where(eq(answers.id, answerId));
          }
          await tx.insert(answerVotes).values({ answerId, voter, vote: body.vote });
          const [row] = await tx
            .update(answers)
            .set(
              body.vote === 'helpful'
                ? { helpfulVotes: sql`helpful_votes + 1` }
                : { notHelpfulVotes: sql`not_helpful_votes + 1` },
            )
            .where(eq(answers.id, answerId))
            .returning({ helpfulVotes: answers.helpfulVotes, notHelpfulVotes: answers.notHelpfulVotes });
          return c.json({ answerId, vote: body.vote, ...row });
        });
      })
      .get('/v2/products/:productId/productSets', async (c) => {
        const id = await knownProductId(c);
        const loc = answerLocale(c.req.query('locale'), c.req.header('x-locale'));
        const sets = await queryRows<{ id: string; name: string; description: string }>(
          db,
          sql`select s.id, s.name, s.description from product_sets s join product_set_items i on i.set_id = s.id where i.product_id = ${id} order by s.id`,
        );
        return c.json({ productId: id, productSets: sets.map((set) => productSetIn(set, loc)) });
      })
      .get('/v2/products/:productSetId/productSet', async (c) => {
        const setId = productId(c, 'productSetId');
        const site = await requestSite(c, db);
        const [set] = await queryRows<{ id: string; name: string; description: string }>(
          db,
          sql`select id, name, description from product_sets where id = ${setId}`,
        );
        if (!set) throw recordNotFound('Product set not found');
        const members = await queryRows<{ productId: string }>(
          db,
          sql`select product_id as "productId" from product_set_items where set_id = ${setId} order by position`,
        );
        const loaded = await loadProducts(
          db,
          site.currency,
          members.map((m) => m.productId),
        );
        const byId = new Map(loaded.map((product) => [product.id, product]));
        const loc = localeOf(site, c.req.query('locale') ?? c.req.header('x-locale'));
        const products = members.flatMap((m) => {
          const product = byId.get(m.productId);
          return product ? [productSummary(product, loc)] : [];
        });
        const total = Math.round(products.reduce((sum, p) => sum + p.price.current, 0) * 100) / 100;
        return c.json(absolute({ ...productSetIn(set, loc), currency: site.currency, total, products }));
      })
      .get('/v2/catalog', async (c) => {
        const site = await requestSite(c, db);
        const loc = localeOf(site, c.req.query('locale') ?? c.req.header('x-locale'));
        const rows = await queryRows<{
          id: string;
          parentId: string | null;
          slug: string;
          name: string;
          position: number;
          productCount: number;
        }>(
          db,
          sql`select c.id, c.parent_id as "parentId", c.slug, c.name, c.position,
                (select count(*)::int from product_categories pc where pc.category_id = c.id) as "productCount"
              from categories c order by c.position, c.id`,
        );
        interface Node {
          id: string;
          name: string;
          slug: string;
          url: string;
          productCount: number;
          children: Node[];
        }
        const nodes = new Map<string, Node>(
          rows.map((row) => [
            row.id,
            {
              id: row.id,
              name: categoryName(row.name, loc),
              slug: row.slug,
              url: `/${loc}/c/${row.slug}-${row.id}`,
              productCount: row.productCount,
              children: [],
            },
          ]),
        );
        const roots: Node[] = [];
        for (const row of rows) {
          const node = nodes.get(row.id) as Node;
          const parent = row.parentId ? nodes.get(row.parentId) : undefined;
          (parent ? parent.children : roots).push(node);
        }
        c.header('cache-control', 'public, max-age=300');
        return c.json({ siteId: site.id, categories: roots });
      })
      .put('/v1/notifications', async (c) => {
        const body = await readJsonBody(
          c,
          z.strictObject({
            productId: z.string().regex(PRODUCT_ID),
            upc: z
              .string()
              .regex(/^\d{12}$/)
              .optional(),
            email: z.string().email().max(100),
          }),
        );
        const site = await requestSite(c, db);
        const [product] = await loadProducts(db, site.currency, [body.productId]);
        if (!product) throw recordNotFound('Product not found');
        if (body.upc && !product.variants.some((v) => v.upc === body.upc))
          throw new ApiError(400, 'API400', 'Field "upc" is not a variant of this product');
        await db
          .insert(productNotifications)
          .values({ productId: body.productId, upc: body.upc ?? null, email: body.email.toLowerCase() })
          .onConflictDoNothing();
        return c.json({ productId: body.productId, upc: body.upc ?? null, subscribed: true });
      })
      .get('/v2/search/productSearch', async (c) => {
        const query = readQuery(
          c,
          z.object({
            q: z.string().trim().max(200).optional(),
            categoryId: z
              .string()
              .regex(/^\d{4,10}$/)
              .optional(),
            color: list.optional(),
            size: list.optional(),
            gender: list.optional(),
            activity: list.optional(),
            priceMin: z.coerce.number().min(0).optional(),
            priceMax: z.coerce.number().min(0).optional(),
            sort: z.enum(SEARCH_SORTS).optional(),
            // Only products on sale (below their original price).
            onSale: z.enum(['true', 'false']).optional(),
            start: int(0, 10_000).default(0),
            count: int(1, 100).default(24),
            locale,
          }),
        );
        const site = await requestSite(c, db);
        let categoryIds: string[] | undefined;
        if (query.categoryId) {
          // A category shows the products of its whole subtree.
          const rows = await queryRows<{ id: string }>(
            db,
            sql`with recursive tree as (select id from categories where id = ${query.categoryId}
                  union all select c.id from categories c join tree t on c.parent_id = t.id) select id from tree`,
          );
          if (rows.length === 0) throw recordNotFound('Category not found');
          categoryIds = rows.map((row) => row.id);
        }
        const all = await loadProducts(db, site.currency);
        const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
        const loc = localeOf(site, query.locale ?? c.req.header('x-locale'));
        const { products, facets } = searchProducts(all, {
          sort,
          locale: loc,
          ...(query.q ? { q: query.q } : {}),
          ...(categoryIds ? { categoryIds } : {}),
          ...(query.color ? { colors: query.color } : {}),
          ...(query.size ? { sizes: query.size } : {}),
          ...(query.gender ? { genders: query.gender } : {}),
          ...(query.activity ? { activities: query.activity } : {}),
          ...(query.priceMin !== undefined ? { priceMin: query.priceMin } : {}),
          ...(query.priceMax !== undefined ? { priceMax: query.priceMax } : {}),
          ...(query.onSale === 'true' ? { onSale: true } : {}),
        });
        return c.json(
          absolute({
            query: query.q ?? '',
            categoryId: query.categoryId ?? null,
            currency: site.currency,
            numFound: products.length,
            // Zero results: the closest spelling the catalogue knows, for a "did you mean" link.
            didYouMean: products.length === 0 && query.q ? suggestSpelling(all, query.q) : null,
            start: query.start,
            count: query.count,
            sort,
            sortOptions: SEARCH_SORTS,
            facets,
            products: products
              .slice(query.start, query.start + query.count)
              .map((product) => productSummary(product, loc)),
          }),
        );
      })
      .get('/v2/search/autoSuggest', async (c) => {
        const query = readQuery(
          c,
          z.object({ q: z.string().trim().min(1).max(100), limit: int(1, 10).default(5), locale }),
        );
        const site = await requestSite(c, db);
        const all = await loadProducts(db, site.currency);
        const loc = localeOf(site, query.locale ?? c.req.header('x-locale'));
        const { products } = searchProducts(all, { q: query.q, sort: 'relevance', locale: loc });
        const prefix = query.q.toLowerCase();
        // Line names (no gender, no season) in the shopper's language; on fr-ca the French name is suggested when it
        // or the stored English one holds what was typed (accents aside: "recycle" finds "recyclé").
        const plain = (text: string) =>
          text
            .toLowerCase()
            .normalize('NFKD')
            .replace(/[\u0300-\u036f]/g, '');
        const suggestions = [
          ...new Set(
            products.flatMap((product) => {
              const english = productLineNameIn(product.name, 'en-us');
              const name = productLineNameIn(product.name, loc);
              return plain(name).includes(plain(prefix)) || english.toLowerCase().includes(prefix) ? [name] : [];
            }),
          ),
        ].slice(0, query.limit);
        // Found by their name in the shopper's language too ("manteau" finds Jackets on fr-ca).
        const alsoNamed = namesMatching(prefix, loc);
        // Each category comes with its department's name (its parent's parent, else its parent): "Jackets" is a
        // women's, a men's and a kids' category, and so is "Hiking Boots" under each one's Footwear.
        const categoryRows = await queryRows<{ id: string; name: string; slug: string; parentName: string | null }>(
          db,
          sql`select c.id, c.name, c.slug, coalesce(department.name, parent.name) as "parentName" from categories c
               left join categories parent on parent.id = c.parent_id
               left join categories department on department.id = parent.parent_id
               where lower(c.name) like ${`%${prefix.replace(/[%_\\]/g, '\\$&')}%`}${
                 alsoNamed.length > 0
                   ? sql` or c.name in (${sql.join(
                       alsoNamed.map((name) => sql`${name}`),
                       sql`, `,
                     )})`
                   : sql``
               }
               order by c.position, c.id limit ${query.limit}`,
        );
        return c.json(
          absolute({
            query: query.q,
            suggestions,
            categories: categoryRows.map((row) => ({
              ...row,
              name: categoryName(row.name, loc),
              parentName: categoryName(row.parentName, loc),
              url: `/${loc}/c/${row.slug}-${row.id}`,
            })),
            products: products.slice(0, query.limit).map((product) => productSummary(product, loc)),
          }),
        );
      })
      .get('/v1/widgetRecommendations', async (c) => {
        const query = readQuery(
          c,
          z.object({
            widgetId: z.enum(['similar', 'complete-the-look', 'trending', 'recently-viewed']).default('trending'),
            productId: z.string().regex(PRODUCT_ID).optional(),
            limit: int(1, 24).default(8),
            locale,
          }),
        );
        const site = await requestSite(c, db);
        const loc = localeOf(site, query.locale ?? c.req.header('x-locale'));
        const all = await loadProducts(db, site.currency);
        const anchor = query.productId ? all.find((product) => product.id === query.productId) : undefined;
        if (query.productId && !anchor) throw recordNotFound('Product not found');
        let picked: ProductInfo[];
        if (anchor && query.widgetId === 'similar') {
          picked = all
            .filter((p) => p.id !== anchor.id && p.productType === anchor.productType)
            .sort(
              (a, b) =>
                Number(b.gender === anchor.gender) - Number(a.gender === anchor.gender) || b.popularity - a.popularity,
            );
        } else if (anchor && query.widgetId === 'complete-the-look') {
          picked = all
            .filter(
              (p) => p.productType !== anchor.productType && (p.gender === anchor.gender || p.gender === 'unisex'),
            )
            .sort((a, b) => b.popularity - a.popularity);
        } else {
          picked = [...all].sort((a, b) => b.popularity - a.popularity);
        }
        const titles = {
          similar: 'You may also like',
          'complete-the-look': 'Complete the look',
          trending: 'Trending now',
          'recently-viewed': 'Popular picks',
        };
        return c.json(
          absolute({
            widgetId: query.widgetId,
            title: titles[query.widgetId],
            recommendedProducts: picked.slice(0, query.limit).map((product, index) => {
              const image = productImage(product, undefined, 'front', loc);
              const price = productPrice(product);
              return {
                id: product.id,
                sku: product.variants[0]?.upc ?? product.id,
                title: productNameIn(product.name, loc),
                url: pdpUrl(loc, product),
                image: { src: image.url, alt: image.alt },
                rating: { score: product.rating, showScore: product.reviewsCount > 0 },
                price: product.current,
                recToken: `${query.widgetId}:${product.id}:${index}`,
                ...price,
                productInventoryState: product.variants.some((v) => v.onlineQuantity > 0) ? 'InStock' : 'OutOfStock',
              };
            }),
          }),
        );
      })
  );
}
