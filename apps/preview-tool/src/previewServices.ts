import { createApiClient } from '@switchback/api-client';
import { blockServicesBackend, composeBlockServices, type BlockServices } from '@switchback/content-blocks';
import { shopperFor, type PreviewAudienceId } from './previewAudiences';

/**
 * Where the tool's API calls go: `VITE_COMMERCE_API_URL` when the tool is hosted elsewhere, else `/api` on the
 * tool's own origin (the dev and preview servers forward it to commerce-api, see vite.config.ts).
 *
 * @example
 * createApiClient({ baseUrl: apiBaseUrl(), identity });
 */
export function apiBaseUrl(): string {
  return (import.meta.env.VITE_COMMERCE_API_URL as string | undefined) ?? new URL('/api', window.location.href).href;
}

/** What {@link previewBlockServices} needs. */
export interface PreviewServicesInput {
  siteId: string;
  locale: string;
  /** "View as": a signed-in audience gets a registered account (the event sign-up skips its sign-in step). */
  audience: PreviewAudienceId;
  /** The storefront's origin; the event sign-up's step 1 links to its sign-in page in preview mode. */
  storefrontUrl: string;
  /** Default {@link apiBaseUrl}. */
  baseUrl?: string | undefined;
}

/**
 * The previews' block services: the storefront's own composition (`composeBlockServices` of
 * `@switchback/content-blocks`, the module the storefront's `createBlockServices` uses), on an api-client that
 * calls commerce-api through {@link apiBaseUrl}. So an article grid searches the site's articles, a newsletter or
 * event sign-up sends its call, an up-sell checks inventory, exactly as on the storefront. The account follows
 * "View as". No `onEvent`: nothing an editor sees or does is reported as analytics.
 *
 * @example
 * <BlockRenderer blocks={[block]} preview services={previewBlockServices({ siteId: 'sb-us', locale: 'en-us', audience: 'guest', storefrontUrl })} />
 */
export function previewBlockServices({
  siteId,
  locale,
  audience,
  storefrontUrl,
  baseUrl,
}: PreviewServicesInput): BlockServices {
  return composeBlockServices({
    siteId,
    locale,
    account: { status: shopperFor(audience).loggedIn ? 'registered' : 'guest' },
    signInUrl: `${storefrontUrl}/pre/${locale}/sign-in`,
    load: async () =>
      blockServicesBackend(
        createApiClient({ baseUrl: baseUrl ?? apiBaseUrl(), identity: { siteId, locale, clientApp: 'preview-tool' } }),
      ),
  });
}
