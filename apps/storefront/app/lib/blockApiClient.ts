import { createApiClient, type ApiClient } from '@switchback/api-client';
import { blockServicesBackend, type BlockServicesBackend } from '@switchback/content-blocks';

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

/**
 * What the shared `composeBlockServices` of `@switchback/content-blocks` loads on the first call: this client, and
 * the article grid's lenient answer check (zod stays out of the page's first script).
 *
 * @example
 * composeBlockServices({ siteId, locale, load: async () => (await import('./blockApiClient')).loadBlockServicesBackend('/api', siteId, locale) });
 */
export function loadBlockServicesBackend(baseUrl: string, siteId: string, locale: string): BlockServicesBackend {
  return blockServicesBackend(blockApiClient(baseUrl, siteId, locale));
}
