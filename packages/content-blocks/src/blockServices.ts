import type { ReactNode } from 'react';
import type { ConsumerCalls, ProductCalls } from '@switchback/api-client';
import type { ArticleGridTexts } from './ArticleGrid';

/**
 * The shopper's account as the interactive blocks need it. `loading` while the app is still reading the
 * session or profile (the newsletter form shows a skeleton then).
 */
export interface BlockAccount {
  status: 'loading' | 'guest' | 'registered';
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  gender?: string | undefined;
  phoneNumber?: string | undefined;
  /** Already subscribed to the newsletter (the form then shows its success text and no form). */
  newsletterSubscribed?: boolean | undefined;
}

/** One article of the article grid's search (content-blocks §3). */
export interface Article {
  id: string;
  url: string;
  title?: string | undefined;
  picture?:
    { url: string; alt?: string | undefined; width?: number | undefined; height?: number | undefined } | undefined;
  eyebrow?: string | undefined;
  date?: string | undefined;
}

/** The article search's query (content-blocks §7): the block's initial query plus offset, limit and tags. */
export interface ArticleSearchQuery {
  /** The block's `initialQuery` parameters, as given. */
  query: Readonly<Record<string, string>>;
  offset: number;
  limit: number;
  tagId: readonly string[];
}

/** The article search's answer (content-blocks §3): a page of results, the tag facets and the total found. */
export interface ArticleSearchResult {
  result: Article[];
  facets: { id: string; label: string }[];
  numFound: number;
}

/** An up-sell item as the block hands it to the app (selection, add to basket). */
export interface UpSellSelection {
  id: string;
  sku: string;
  name: string;
  url?: string | undefined;
  price?: number | string | undefined;
  currency?: string | undefined;
}

/** A recommended product as the block reports it (analytics, add to basket). */
export interface RecommendedProductRef {
  id: string;
  sku?: string | undefined;
  title: string;
  url: string;
  recToken?: string | undefined;
  price?: number | undefined;
  currency?: string | undefined;
}

/** What the interactive blocks report for analytics (content-blocks §9). */
export type InteractiveBlockEvent =
  | { kind: 'newsletterImpression' | 'newsletterSubmit' | 'newsletterConfirmed'; blockId: string }
  | { kind: 'popupImpression' | 'popupExpand'; blockId: string }
  | { kind: 'popupClick'; blockId: string; target: { id?: string | undefined; text: string; url: string } }
  | {
      kind: 'recommendationImpression';
      blockId: string;
      /** At most 24 (content-blocks §7, §9). */
      products: RecommendedProductRef[];
      decision?: { name?: string | undefined; variant?: string | undefined } | undefined;
    }
  | {
      kind: 'recommendationClick';
      blockId: string;
      product: RecommendedProductRef;
      decision?: { name?: string | undefined; variant?: string | undefined } | undefined;
    }
  | {
      kind: 'experienceShown';
      blockId: string;
      experienceId: string;
      variantId?: string | undefined;
      name?: string | undefined;
      trackingEvent?: string | undefined;
    };

/**
 * The calls and shopper data the interactive blocks use, given by the app through `BlockRenderer`'s (or
 * `BlockContextProvider`'s) `services`. Network calls are the app's `@switchback/api-client` calls (in the
 * browser through the storefront's `/api` proxy); a block whose call is missing shows its form but reports
 * a failed submission instead of pretending.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api', identity });
 * const services: BlockServices = {
 *   subscribeNewsletter: client.consumer.subscribeNewsletter,
 *   registerForEvent: client.consumer.registerForEvent,
 *   account: { status: 'registered', email: profile.email, firstName: profile.firstName },
 *   features: { dynamicNewsletterForm: true },
 * };
 * <BlockRenderer blocks={page.blocks} services={services} />
 */
export interface BlockServices {
  /** The newsletter call of content-blocks §7 (`client.consumer.subscribeNewsletter`). */
  subscribeNewsletter?: ConsumerCalls['subscribeNewsletter'] | undefined;
  /** The event registration call (`client.consumer.registerForEvent`). */
  registerForEvent?: ConsumerCalls['registerForEvent'] | undefined;
  /**
   * The article search of content-blocks §7: the app adapts `client.content.searchArticles` (and may check the
   * answer with `articleSearchResultSchema`).
   */
  searchArticles?:
    ((query: ArticleSearchQuery, options?: { signal?: AbortSignal }) => Promise<ArticleSearchResult>) | undefined;
  /**
   * First pages the app already searched on the server, by article grid block `id` (see `firstArticleGridQuery`):
   * such a grid draws these articles at once (also without JavaScript) and searches only for more.
   */
  initialArticleResults?: Readonly<Record<string, ArticleSearchResult>> | undefined;
  /** The article grid's words in the page language (each missing one stays English). */
  articleGridTexts?: Partial<ArticleGridTexts> | undefined;
  /** The up-sell inventory lookup by product id (`client.products.getInventory`). */
  getInventory?: ProductCalls['getInventory'] | undefined;
  /** The page's locale (`en-us`, `fr-ca`, …), for dates the blocks show. Default `en-GB`. */
  locale?: string | undefined;
  /** The site id; a site whose id contains `showcase` skips the up-sell inventory check (content-blocks §4). */
  siteId?: string | undefined;
  /** The up-sells ticked in a checkbox up-sell block (emptied when the block goes away). */
  onUpSellSelectionChange?: ((items: readonly UpSellSelection[]) => void) | undefined;
  /** An up-sell's "Add to basket" in the call-to-action form. */
  onUpSellAdd?: ((item: UpSellSelection) => void) | undefined;
  /** A recommended product's "Add to basket" (`addToCartControls: 'cta'`). */
  onRecommendationAdd?: ((product: RecommendedProductRef) => void) | undefined;
  /** The recommended products ticked (`addToCartControls: 'checkbox'`); emptied when the block goes away. */
  onRecommendationSelectionChange?: ((products: readonly RecommendedProductRef[]) => void) | undefined;
  /** The shopper; without it the blocks treat the shopper as a guest. */
  account?: BlockAccount | undefined;
  /**
   * Where a newsletter block's form posts without JavaScript when the block has no `action` of its own (an app
   * route that subscribes and comes back), so one page-wide setting serves every newsletter block.
   */
  newsletterFormAction?: string | undefined;
  /** Feature flags the blocks read. */
  features?: { dynamicNewsletterForm?: boolean | undefined } | undefined;
  /** Told after a newsletter sign-up succeeded, with the call's answer (to load user data for tracking). */
  onNewsletterSubscribed?: ((response: unknown) => void) | undefined;
  /**
   * Draws the app's sign-in or create-account form inside the event sign-up dialog (step 1). When the
   * shopper is signed in, re-render with `account.status: 'registered'` and the dialog moves to the join form.
   * Without it, step 1 links to `signInUrl`/`signUpUrl`.
   */
  renderAccountForm?: ((mode: 'sign-in' | 'sign-up') => ReactNode) | undefined;
  /** Where step 1 links without `renderAccountForm` (the page's address is appended as `returnTo`). */
  signInUrl?: string | undefined;
  signUpUrl?: string | undefined;
  /** Analytics of the interactive blocks. */
  onEvent?: ((event: InteractiveBlockEvent) => void) | undefined;
}
