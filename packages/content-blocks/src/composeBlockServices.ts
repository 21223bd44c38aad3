import type { ConsumerCalls, ContentCalls, ProductCalls } from '@switchback/api-client';
import type { ArticleGridTexts } from './ArticleGrid';
import type { ArticleSearchResult, BlockAccount, BlockServices } from './blockServices';

/**
 * The api-client calls the interactive blocks use: newsletter and event sign-up, the article grid's search and the
 * up-sell inventory. An `ApiClient` of `@switchback/api-client` has them all.
 */
export interface BlockServicesApi {
  consumer: Pick<ConsumerCalls, 'subscribeNewsletter' | 'registerForEvent'>;
  content: Pick<ContentCalls, 'searchArticles'>;
  products: Pick<ProductCalls, 'getInventory'>;
}

/**
 * What {@link composeBlockServices} loads on the first call: the api-client, and the check of an article search
 * answer (`articleSearchResultSchema.parse` of this package, so an article with an unsafe link is dropped rather than
 * drawn). Build it with {@link blockServicesBackend} (in `./blockServicesBackend`), inside the lazily loaded module.
 */
export interface BlockServicesBackend {
  api: BlockServicesApi;
  checkArticleSearch: (answer: unknown) => ArticleSearchResult;
}

/** What {@link composeBlockServices} needs: where the shopper is, who the shopper is, and how to reach the API. */
export interface ComposeBlockServicesOptions {
  /** The commerce site (`sb-us`); its article search and inventory are asked for. */
  siteId: string;
  /** The page's locale (`en-us`, `fr-ca`); dates the blocks show use it. */
  locale: string;
  /** The shopper as the blocks need it; default a guest. */
  account?: BlockAccount | undefined;
  /** Where an event sign-up's step 1 links when the shopper must sign in first. */
  signInUrl?: string | undefined;
  /** The article grid's words in the page language. */
  articleGridTexts?: Partial<ArticleGridTexts> | undefined;
  /**
   * Loads the api-client and the article answer check, called once on the first network call (never while a
   * page renders): the calls and their response schemas stay out of a page's first script.
   */
  load: () => Promise<BlockServicesBackend>;
}

/**
 * The block services (`BlockServices`) of the shop, composed in one place for every app that draws CMS blocks: the
 * storefront's pages (live and preview mode) and the editors' preview tool build theirs with this, so a block
 * previewed in the tool gets exactly the calls it gets on the storefront. Newsletter and event sign-up, the article
 * grid's search (answers checked by the lenient article schema) and the up-sell inventory, all through the api-client
 * that `load` gives; plus the site, locale, shopper account, sign-in link and article grid texts.
 *
 * No analytics (`onEvent`) here: the storefront adds its own outside preview mode, the preview tool never reports.
 *
 * @example
 * const services = composeBlockServices({
 *   siteId: 'sb-us', locale: 'en-us', account: { status: 'guest' }, signInUrl: '/en-us/sign-in',
 *   load: async () => (await import('./blockApiClient')).loadBlockServicesBackend('/api', 'sb-us', 'en-us'),
 * });
 * <BlockRenderer blocks={page.blocks} services={services} />
 */
export function composeBlockServices({
  siteId,
  locale,
  account = { status: 'guest' },
  signInUrl,
  articleGridTexts,
  load,
}: ComposeBlockServicesOptions): BlockServices {
  let loading: Promise<BlockServicesBackend> | undefined;
  const backend = () => {
    loading ??= load();
    // A failed load (offline, a missing chunk) is tried again on the next call rather than kept.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const api = async () => (await backend()).api;
  return {
    subscribeNewsletter: async (...args) => (await api()).consumer.subscribeNewsletter(...args),
    registerForEvent: async (...args) => (await api()).consumer.registerForEvent(...args),
    async searchArticles({ query, offset, limit, tagId }, options) {
      const { api: client, checkArticleSearch } = await backend();
      const answer = await client.content.searchArticles(
        { siteId, query, offset, limit, tagId },
        { signal: options?.signal },
      );
      return checkArticleSearch(answer);
    },
    getInventory: async (...args) => (await api()).products.getInventory(...args),
    siteId,
    locale,
    account,
    ...(signInUrl === undefined ? {} : { signInUrl }),
    ...(articleGridTexts === undefined ? {} : { articleGridTexts }),
  };
}
