import type { Context } from 'hono';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import { findSite } from './findSite';
import type { Site } from './findSite';
import { DEFAULT_SITE_ID } from './siteSeeds';

export const SITE_HEADER = 'x-site-id';

/**
 * The site a request is for: the `x-site-id` header, else the `siteId` query parameter, else `sb-us`.
 * An unknown site answers 400 API400.
 * @example
 * const site = await requestSite(c, db); // { id: 'sb-gb', currency: 'GBP', … }
 */
export async function requestSite(c: Context, db: Database): Promise<Site> {
  const fromHeader = c.req.header(SITE_HEADER);
  const siteId = fromHeader ?? c.req.query('siteId') ?? DEFAULT_SITE_ID;
  const site = await findSite(db, siteId);
  if (!site) {
    const source = fromHeader === undefined ? 'Query parameter "siteId"' : `Header "${SITE_HEADER}"`;
    throw new ApiError(400, 'API400', `${source}: unknown site "${siteId.slice(0, 64)}"`);
  }
  return site;
}
