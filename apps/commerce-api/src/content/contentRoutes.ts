import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readQuery } from '../http/readQuery';
import { findSite } from '../sites/findSite';
import { absoluteMediaUrls } from './absoluteMediaUrls';
import { findPageVersion } from './findPageVersion';

export const LOCALE_HEADER = 'x-locale';
export const PREVIEW_KEY_HEADER = 'x-preview-access-key';

/** What the content routes need from the app. */
export interface ContentRoutesOptions {
  db: Database;
  now: () => Date;
  /** Origin media URLs are made absolute against, e.g. `http://127.0.0.1:4000`. */
  publicUrl: string;
  /** When set, preview calls must send it in `x-preview-access-key`. */
  previewAccessKey?: string;
}

// ISO 8601 with a time (the storefront passes the query through) or epoch milliseconds.
const previewDateTime = z
  .string()
  .transform((value) => new Date(/^\d{1,15}$/.test(value) ? Number(value) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? value : NaN))
  .refine((date) => !Number.isNaN(date.getTime()), 'must be an ISO 8601 date-time or epoch milliseconds');

const pageQuery = z.object({ previewDateTime: previewDateTime.optional(), locale: z.string().optional() });

// Accepts en-us, en_US, fr-CA …: the spec's locale header turns the dash into an underscore.
const normaliseLocale = (value: string | undefined) => value?.trim().toLowerCase().replace('_', '-');

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Content calls (spec §7 "Content"). Built so far: `GET /{publish|preview}/caas/v1/canvas/augmentedpage/{siteId}/{page}`.
 * Content is kept per site and locale; the locale comes from `locale` (query) or `x-locale` (header) and falls
 * back to the site's default. `preview` serves unpublished versions and honours `previewDateTime`.
 * @example
 * app.route('/', contentRoutes({ db, now, publicUrl: 'http://127.0.0.1:4000' }));
 */
export function contentRoutes(options: ContentRoutesOptions) {
  const { db, now, publicUrl, previewAccessKey } = options;
  return new Hono<AppEnv>().get('/:mode{publish|preview}/caas/v1/canvas/augmentedpage/:siteId/:page', async (c) => {
    const mode = c.req.param('mode') as 'publish' | 'preview';
    if (mode === 'preview' && previewAccessKey !== undefined && !sameSecret(c.req.header(PREVIEW_KEY_HEADER), previewAccessKey)) {
      throw new ApiError(401, 'AUT432', 'Preview needs a valid preview access key');
    }
    const query = readQuery(c, pageQuery);
    const site = await findSite(db, c.req.param('siteId'));
    if (!site) throw new ApiError(404, 'API404', 'Unknown site');
    const requested = normaliseLocale(query.locale ?? c.req.header(LOCALE_HEADER));
    const locale = requested && site.locales.includes(requested) ? requested : site.defaultLocale;
    const page = await findPageVersion(
      db,
      site,
      locale,
      c.req.param('page'),
      // Only editors may look at another date; shoppers always get what is live now.
      mode === 'publish' ? { mode, now: now() } : { mode, at: query.previewDateTime },
    );
    if (!page) throw new ApiError(404, 'API404', 'Page not found');
    c.header('cache-control', mode === 'publish' ? 'public, max-age=60' : 'private, no-store');
    c.header('vary', LOCALE_HEADER);
    c.header('content-language', page.locale);
    return c.json({
      id: page.id,
      siteId: page.siteId,
      locale: page.locale,
      slug: page.slug,
      version: page.version,
      published: page.published,
      title: page.title,
      description: page.description,
      updatedAt: page.updatedAt.toISOString(),
      blocks: absoluteMediaUrls(page.blocks, publicUrl),
    });
  });
}
