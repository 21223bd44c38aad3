import { createApiClient, type ApiClient } from '@switchback/api-client';

// The article grid's lenient answer schema, loaded with the client (zod stays out of the page's first script).
export { articleSearchResultSchema } from '@switchback/content-blocks';

/**
 * The browser's api-client for the interactive blocks, on the storefront's `/api` proxy. Its own module so that
 * `createBlockServices` can load it (the calls and their response schemas) on the first call instead of with
 * every page.
 *
 * @example
 * const client = (await import('./blockApiClient')).blockApiClient('/api', 'sb-us', 'en-us');
 */
export function blockApiClient(baseUrl: string, siteId: string, locale: string): ApiClient {
  return createApiClient({ baseUrl, identity: { siteId, locale }, localeHeaderMode: 'proxy' });
}
