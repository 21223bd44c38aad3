import { composeBlockServices, type BlockServices } from '@switchback/content-blocks';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ShopperStatus } from './authFlowView';
import { siteIdForLocale, type Locale } from './locales';
import { messagesFor } from './messages';
import { useStore } from './useStore';

/** What {@link createBlockServices} needs to know about the page. */
export interface BlockServicesInput {
  locale: Locale;
  /** The root loader's shopper; `null` when it is not known (treated as a guest). */
  shopper: Pick<ShopperStatus, 'registered'> | null;
  /** Where the browser's API calls go; the storefront's own `/api` proxy unless a test says otherwise. */
  baseUrl?: string;
}

/**
 * The network calls and shopper data the interactive CMS blocks (newsletter sign-up, event sign-up, article
 * search, up-sell inventory) use: the shared `composeBlockServices` of `@switchback/content-blocks` (the editors'
 * preview tool composes its blocks' services with it too), on a browser api-client that calls the storefront's
 * `/api` proxy — the proxy adds the shopper's token and the identity headers on the server, so no token reaches the
 * browser. Article search answers go through the block package's lenient schema, so an article with an unsafe link
 * is dropped rather than drawn.
 *
 * The api-client (its calls and response schemas) is loaded on the first call, not with the page: every page draws
 * blocks, but only a shopper who signs up, registers or loads more articles needs it.
 *
 * Not given: the account's email (the root loader does not expose it, so the newsletter form never locks the
 * address).
 *
 * @example
 * const services = createBlockServices({ locale: 'en-us', shopper: { registered: false } });
 * <BlockRenderer blocks={page.blocks} services={services} />
 */
export function createBlockServices({ locale, shopper, baseUrl = '/api' }: BlockServicesInput): BlockServices {
  const siteId = siteIdForLocale(locale);
  // Relative base URL: the calls only run in the browser (on submit or in effects), never during server rendering.
  return composeBlockServices({
    siteId,
    locale,
    account: { status: shopper?.registered ? 'registered' : 'guest' },
    signInUrl: `/${locale}/sign-in`,
    articleGridTexts: messagesFor(locale).articleGridTexts,
    load: async () => (await import('./blockApiClient')).loadBlockServicesBackend(baseUrl, siteId, locale),
  });
}

/**
 * {@link createBlockServices} for the page being shown (its locale, and the shopper from the root loader),
 * kept the same object while neither changes. `initialArticleResults`: the article grids' first pages the
 * route's loader searched (`loadArticleGridResults`).
 *
 * @example
 * <BlockRenderer blocks={page.blocks} services={useBlockServices(loaderData.articleResults)} />
 */
export function useBlockServices(initialArticleResults?: BlockServices['initialArticleResults']): BlockServices {
  const { locale } = useStore();
  const root = useRouteLoaderData('root') as { shopper?: ShopperStatus } | undefined;
  const registered = root?.shopper?.registered ?? false;
  return useMemo(
    () => ({ ...createBlockServices({ locale, shopper: { registered } }), initialArticleResults }),
    [locale, registered, initialArticleResults],
  );
}
