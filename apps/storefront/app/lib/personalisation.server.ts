import type { RouterContextProvider } from 'react-router';
import type { EngineEvent } from '@switchback/api-client';
import {
  experienceDecisionsFrom,
  forcedDecisions,
  parseTestContext,
  recommendationsFrom,
  type EngineAction,
  type EngineRecommendations,
  type ExperienceDecision,
} from '@switchback/personalisation';
import { isGranted } from './consent';
import { readConsent } from './consent.server';
import { sessionContext, storeContext } from './context.server';
import { decideExperiments } from './experiments.server';
import { BRAND, serverConfig } from './serverConfig.server';
import { visitorContext } from './visitor.server';

/** How long a page waits for the decision engine before drawing its baselines (ms). */
const ENGINE_WAIT_MS = 1500;

/** A cart line as the decision engine's Cart context event takes it. */
export interface EngineCartLine {
  pid: string;
  sku: string;
  quantity: number;
  currency: string;
  /** The line's value as a decimal string (`"129.95"`). */
  value: string;
}

/** What a page loader tells {@link personalisePage} about the page. */
export interface PersonalisationRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The decision engine's page type: `home`, `product`, `category`, `cart`, `search`, … */
  pageType: string;
  /** The product a product page shows (ProductDetailView). */
  productIds?: readonly string[] | undefined;
  /** The cart's lines (Cart context event), on the cart page. */
  cartLines?: readonly EngineCartLine[] | undefined;
  /**
   * The page's CMS blocks: the experiment flags of the experience blocks among them are decided (and only those,
   * so an impression is counted only where the experiment is seen).
   */
  blocks?: readonly unknown[] | undefined;
}

/**
 * The experience ids of every experience block in a list of CMS blocks, also inside segmentation and experience
 * targets.
 *
 * @example
 * experienceIdsIn([{ type: 'experience', experienceId: 'exp_home-intro-copy', baselines: [] }]); // ['exp_home-intro-copy']
 */
export function experienceIdsIn(blocks: readonly unknown[] | undefined): string[] {
  const found: string[] = [];
  const visit = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 4) return;
    for (const block of list) {
      if (typeof block !== 'object' || block === null) continue;
      const record = block as Record<string, unknown>;
      if (record.type === 'experience' && typeof record.experienceId === 'string') found.push(record.experienceId);
      for (const group of ['baselines', 'variants', 'segments']) {
        if (Array.isArray(record[group]))
          for (const entry of record[group] as unknown[])
            visit((entry as { targets?: unknown } | null)?.targets, depth + 1);
      }
    }
  };
  visit(blocks, 0);
  return found;
}

/** What a page draws differently for this shopper. */
export interface PagePersonalisation {
  /** Experience decisions by `experienceKey`: the decision engine's and the experiments', plus forced variants. */
  experienceDecisions: Record<string, ExperienceDecision>;
  /** The engine's recommendations for this page, or null (no consent, engine down, nothing to recommend). */
  recommendations: EngineRecommendations | null;
  /** The decision engine decided this page, so the browser reports its recommendation and experience records. */
  engineDecided: boolean;
}

/** What the browser is sent of a page's personalisation: its decisions, not the engine's recommendations. */
export type BrowserPersonalisation = Omit<PagePersonalisation, 'recommendations'>;

/**
 * A page's personalisation as its loader returns it to the browser: the experience decisions and whether the engine
 * decided. The engine's recommendations are left out: the loader sends them once, prepared as the page's
 * recommendation block (they were 5 kB of every home page's data twice).
 *
 * @example
 * return { personalisation: forBrowser(personalisation), recommendations: prepareRecommendations(personalisation.recommendations, …) };
 */
export function forBrowser({ experienceDecisions, engineDecided }: PagePersonalisation): BrowserPersonalisation {
  return { experienceDecisions, engineDecided };
}

/**
 * Personalises one page on the server (content-blocks §4, §5, §7): with targeting consent (C0004) and the
 * personalisation setting on, the decision engine is called with the page's context events and the experiment
 * flags are decided, both for the consented visitor id; their decisions drive the page's experience blocks and its
 * recommendation carousel in the server HTML, so nothing flickers and no third-party script runs in the browser.
 * Without consent nothing is sent and the page shows its baselines. `p13n_testcontext` pairs
 * (`experienceId:variantId`) force variants with or without consent: they are the editors' and testers' tool.
 * Never throws and never waits longer than {@link ENGINE_WAIT_MS}: a slow or failing engine leaves the baselines.
 *
 * @example
 * const personalisation = await personalisePage({ request, context, pageType: 'product', productIds: [product.id] });
 */
export async function personalisePage(input: PersonalisationRequest): Promise<PagePersonalisation> {
  const { request, context } = input;
  const store = context.get(storeContext);
  const url = new URL(request.url);
  const testContext = parseTestContext(url.searchParams.get('p13n_testcontext'));
  const forced = forcedDecisions(testContext.forcedVariants);
  const config = serverConfig();
  const consent = readConsent(request, store.locale, store.preview);
  if (!config.personalisation || store.preview || !isGranted(consent, 'C0004')) {
    return { experienceDecisions: forced, recommendations: null, engineDecided: false };
  }
  const visitorId = context.get(visitorContext).ensure();
  const session = context.get(sessionContext);
  const consumer = session.consumer();
  const loggedIn = Boolean(consumer && consumer.consumerType !== 'GUEST');

  const events: EngineEvent[] = [
    {
      eventType: 'monetate:context:PageView',
      url: `${url.pathname}${url.search}`.slice(0, 2000),
      pageType: input.pageType,
    },
    { eventType: 'monetate:decision:DecisionRequest', requestId: `${input.pageType}-${Date.now().toString(36)}` },
    {
      eventType: 'monetate:context:CustomVariables',
      customVariables: [
        { variable: 'locale', value: store.locale },
        { variable: 'loggedIn', value: String(loggedIn) },
        ...(url.searchParams.get('p13n_testcontext')
          ? [
              {
                variable: 'p13n_testcontext',
                value: Object.entries(testContext.forcedVariants)
                  .map(([id, variant]) => `${id}:${variant}`)
                  .join(',')
                  .slice(0, 500),
              },
            ]
          : []),
      ],
    },
  ];
  // The language the page is written in, not the browser's first choice: the engine writes recommendation titles
  // in it, and a shopper on /fr-ca reads French whatever their browser asks for.
  events.push({ eventType: 'monetate:context:Language', language: store.lang });
  const userAgent = request.headers.get('user-agent');
  if (userAgent) events.push({ eventType: 'monetate:context:UserAgent', userAgent: userAgent.slice(0, 1000) });
  const referrer = request.headers.get('referer');
  if (referrer) events.push({ eventType: 'monetate:context:Referrer', referrer: referrer.slice(0, 2000) });
  if (input.productIds?.length) {
    events.push({
      eventType: 'monetate:context:ProductDetailView',
      products: input.productIds.slice(0, 50).map((productId) => ({ productId })),
    });
  }
  if (input.cartLines) events.push({ eventType: 'monetate:context:Cart', cartLines: input.cartLines.slice(0, 200) });

  // A timer of our own, cleared once the engine answers: AbortSignal.timeout would fire (and build an abort error)
  // for every page, long after its answer came.
  const patience = new AbortController();
  const giveUp = setTimeout(
    () => patience.abort(new DOMException('The decision engine took too long', 'TimeoutError')),
    ENGINE_WAIT_MS,
  );
  const engineCall = session
    .api({ siteId: store.siteId, locale: store.locale })
    .engine.decide(
      BRAND,
      { channel: `${store.siteId}/web`, monetateId: visitorId, events },
      { signal: patience.signal },
    )
    .finally(() => clearTimeout(giveUp))
    .then((answer) => (answer.data.responses[0]?.actions ?? []) as EngineAction[])
    .catch((error: unknown) => {
      console.warn(
        '[personalisation] the decision engine did not answer:',
        error instanceof Error ? error.message : error,
      );
      return [] as EngineAction[];
    });
  const flags = experienceIdsIn(input.blocks).flatMap((id) => (id.startsWith('exp_') ? [id.slice(4)] : []));
  const experimentCall = decideExperiments({
    flags,
    apiBaseUrl: config.commerceApiUrl,
    sdkKey: config.experimentsSdkKey,
    visitorId,
    attributes: { locale: store.locale, loggedIn },
    forced: testContext.forcedVariants,
  }).catch((error: unknown) => {
    console.warn('[personalisation] experiments could not be decided:', error instanceof Error ? error.message : error);
    return {};
  });
  const [actions, experiments] = await Promise.all([engineCall, experimentCall]);
  return {
    experienceDecisions: { ...experienceDecisionsFrom(actions), ...experiments, ...forced },
    recommendations: recommendationsFrom(actions) ?? null,
    engineDecided: true,
  };
}
