import {
  LazyBlockRenderer,
  type BlockEvent,
  type BlockServices,
  type InteractiveBlockEvent,
  type LazyBlockRendererProps,
} from '@switchback/content-blocks';
import {
  GUEST_SHOPPER,
  parseTestContext,
  type ExperienceDecision,
  type ShopperContext,
} from '@switchback/personalisation';
import { useCallback, useMemo } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { blockAnalyticsEvent, interactiveBlockAnalyticsEvent } from '../lib/analyticsEvents';
import type { ShopperStatus } from '../lib/authFlowView';
import { recordToEngine } from '../lib/engineRecords';
import { useStore } from '../lib/useStore';
import { useAnalytics } from './AnalyticsProvider';
import { useConsent } from './ConsentProvider';

/** What a page's loader decided for this shopper (lib/personalisation.server `personalisePage`). */
export interface BlockPersonalisation {
  experienceDecisions: Readonly<Record<string, ExperienceDecision>>;
  /** The decision engine decided this page (targeting consent): its click and impression records are wanted. */
  engineDecided: boolean;
}

/**
 * The shopper context of content-blocks §5 for this page: the root loader's audiences (loyalty, employee, athlete,
 * WRANX/IPA) and the header's cart count.
 *
 * @example
 * const shopper = useShopperContext(); // { loggedIn: true, loyaltyMember: true, …, cartItemCount: 2 }
 */
export function useShopperContext(): ShopperContext {
  const root = useRouteLoaderData('root') as { shopper?: ShopperStatus } | undefined;
  const live = useRouteLoaderData('live') as { cartCount?: number | null } | undefined;
  const preview = useRouteLoaderData('preview') as { cartCount?: number | null } | undefined;
  const shopper = root?.shopper;
  const cartItemCount = live?.cartCount ?? preview?.cartCount ?? 0;
  return useMemo(() => {
    const audience = shopper?.registered ? (shopper.audience ?? { ...GUEST_SHOPPER, loggedIn: true }) : GUEST_SHOPPER;
    return { ...audience, cartItemCount };
  }, [shopper, cartItemCount]);
}

/** Props of {@link ShopBlocks}: the block renderer's, less what the shop fills in itself. */
export type ShopBlocksProps = Omit<
  LazyBlockRendererProps,
  'shopper' | 'testOverride' | 'onBlockEvent' | 'location' | 'experienceDecisions'
> & {
  /** The page's server-side decisions; without them experience blocks show their baseline (or a forced variant). */
  personalisation?: BlockPersonalisation | null | undefined;
};

/**
 * The shop's way of drawing CMS blocks (prepared on the server, see `prepareBlocks`): `LazyBlockRenderer` composed with the shopper context (segmentation), the
 * `p13n_testcontext` override, the page's experience decisions, the router location, and analytics — block
 * impressions and clicks, and the interactive blocks' reports (newsletter, popup, recommendations) go to the
 * consent-gated data layer; recommendation clicks and impressions and experience impressions go to the decision
 * engine too, with targeting consent. In preview nothing is reported.
 *
 * @example
 * <ShopBlocks blocks={page.blocks} preview={preview} services={useBlockServices()} personalisation={loaderData.personalisation} />
 */
export function ShopBlocks({ personalisation, services, preview = false, ...props }: ShopBlocksProps) {
  const location = useLocation();
  const shopper = useShopperContext();
  const { track } = useAnalytics();
  const testOverride = parseTestContext(new URLSearchParams(location.search).get('p13n_testcontext')).blockOverride;
  const shopServices = useShopBlockServices(services, {
    preview,
    engineDecided: personalisation?.engineDecided ?? false,
  });

  const onBlockEvent = useCallback(
    (event: BlockEvent) => {
      const mapped = blockAnalyticsEvent(event);
      track(mapped.name, mapped.payload);
    },
    [track],
  );

  return (
    <LazyBlockRenderer
      {...props}
      preview={preview}
      services={shopServices}
      shopper={shopper}
      testOverride={testOverride}
      experienceDecisions={personalisation?.experienceDecisions}
      location={location}
      onBlockEvent={preview ? undefined : onBlockEvent}
    />
  );
}

/**
 * Block services with the shop's analytics: the interactive blocks' reports (newsletter, popup, recommendations)
 * go to the data layer, and with targeting consent recommendation clicks/impressions and experience impressions
 * go to the decision engine; the given services' own `onEvent` still hears them. In preview nothing is reported.
 *
 * @example
 * <Popup {...popup} services={useShopBlockServices(useBlockServices(), { preview, engineDecided: false })} />
 */
export function useShopBlockServices(
  services: BlockServices | undefined,
  { preview, engineDecided }: { preview: boolean; engineDecided: boolean },
): BlockServices | undefined {
  const { locale } = useStore();
  const { track } = useAnalytics();
  const consent = useConsent();
  const toEngine = useCallback(
    (event: InteractiveBlockEvent) => {
      if (!engineDecided || !consent.granted('C0004')) return;
      if (event.kind === 'recommendationClick' && event.product.recToken) {
        recordToEngine(locale, [{ eventType: 'monetate:record:RecClicks', recClickIds: [event.product.recToken] }]);
      } else if (event.kind === 'recommendationImpression') {
        const tokens = event.products.flatMap((product) => (product.recToken ? [product.recToken] : []));
        if (tokens.length > 0)
          recordToEngine(locale, [
            { eventType: 'monetate:record:RecImpressions', recImpressionIds: tokens.slice(0, 24) },
          ]);
      } else if (event.kind === 'experienceShown' && event.variantId) {
        recordToEngine(locale, [
          { eventType: 'monetate:record:Impressions', impressionIds: [`${event.experienceId}:${event.variantId}`] },
        ]);
      }
    },
    [engineDecided, consent, locale],
  );

  return useMemo<BlockServices | undefined>(() => {
    if (preview) return services;
    return {
      ...services,
      onEvent: (event) => {
        const mapped = interactiveBlockAnalyticsEvent(event);
        if (mapped) track(mapped.name, mapped.payload);
        toEngine(event);
        services?.onEvent?.(event);
      },
    };
  }, [preview, services, track, toEngine]);
}
