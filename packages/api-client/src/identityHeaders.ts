import { createId } from './createId';

/**
 * Who is calling: the request identity of spec §3, sent as headers on every call.
 *
 * @example
 * const identity: ApiIdentity = { siteId: 'sb-us', locale: 'en-us', brand: 'switchback', clientApp: 'storefront' };
 */
export interface ApiIdentity {
  /** Site the call is made for: `sb-us`, `sb-ca`, `sb-gb`. */
  siteId: string;
  /** Locale of the shopper in URL form (`en-us`); converted for the API, see {@link toApiLocale}. */
  locale: string;
  brand?: string;
  region?: string;
  /** Name of the calling application, for the API's logs. */
  clientApp?: string;
  /** Key that identifies a trusted caller to the API. Server-side only: never ship it to a browser. */
  accessKey?: string;
  /** Sales channel; `ECOMM` unless the caller is the mobile app. */
  channel?: string;
}

/**
 * How the locale header is written. `api` (the default) converts `en-us` to `en_US` as the commerce API expects;
 * `proxy` passes the URL form unchanged because a proxy in between (the storefront's `/api`) converts it.
 *
 * @example
 * const mode: LocaleHeaderMode = typeof window === 'undefined' ? 'api' : 'proxy';
 */
export type LocaleHeaderMode = 'api' | 'proxy';

/**
 * The header names of the request identity, in one place so proxies and servers agree on them.
 *
 * @example
 * request.headers.get(IDENTITY_HEADER_NAMES.correlationId);
 */
export const IDENTITY_HEADER_NAMES = {
  siteId: 'x-site-id',
  channel: 'x-channel',
  brand: 'x-brand',
  region: 'x-region',
  source: 'x-source',
  clientApp: 'x-client-app',
  transactionId: 'x-transaction-id',
  correlationId: 'x-correlation-id',
  locale: 'x-locale',
  accessKey: 'x-access-key',
} as const;

/**
 * Channel sent when the identity names none (spec §3).
 *
 * @example
 * const isWeb = request.headers.get(IDENTITY_HEADER_NAMES.channel) === DEFAULT_CHANNEL;
 */
export const DEFAULT_CHANNEL = 'ECOMM';
/**
 * Source sent on every call (spec §3).
 *
 * @example
 * expect(headers.get('x-source')).toBe(REQUEST_SOURCE); // 'ECOM15'
 */
export const REQUEST_SOURCE = 'ECOM15';

/**
 * Converts a URL locale to the commerce API's form: dash to underscore, region upper-cased (spec §9).
 * Values already in API form, or without a region, come back unchanged apart from the case of the region.
 *
 * @example
 * toApiLocale('en-us'); // 'en_US'
 * toApiLocale('fr-ca'); // 'fr_CA'
 */
export function toApiLocale(locale: string): string {
  const [language = '', region] = locale.split(/[-_]/, 2);
  return region === undefined ? language.toLowerCase() : `${language.toLowerCase()}_${region.toUpperCase()}`;
}

/**
 * The identity headers for one request, with fresh transaction and correlation ids. Optional identity fields
 * that are not set are left out rather than sent empty.
 *
 * @example
 * const headers = identityHeaders({ siteId: 'sb-us', locale: 'en-us' });
 * headers['x-locale']; // 'en_US'
 * identityHeaders({ siteId: 'sb-us', locale: 'en-us' }, 'proxy')['x-locale']; // 'en-us'
 */
export function identityHeaders(
  identity: ApiIdentity,
  localeHeaderMode: LocaleHeaderMode = 'api',
): Record<string, string> {
  const names = IDENTITY_HEADER_NAMES;
  const headers: Record<string, string> = {
    [names.siteId]: identity.siteId,
    [names.channel]: identity.channel ?? DEFAULT_CHANNEL,
    [names.source]: REQUEST_SOURCE,
    [names.transactionId]: createId(),
    [names.correlationId]: createId(),
    [names.locale]: localeHeaderMode === 'proxy' ? identity.locale : toApiLocale(identity.locale),
  };
  if (identity.brand) headers[names.brand] = identity.brand;
  if (identity.region) headers[names.region] = identity.region;
  if (identity.clientApp) headers[names.clientApp] = identity.clientApp;
  if (identity.accessKey) headers[names.accessKey] = identity.accessKey;
  return headers;
}
