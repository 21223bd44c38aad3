import type { AnalyticsEventName } from '@switchback/analytics';
import type {
  BlockEvent,
  InteractiveBlockEvent,
  MegaMenuEvent,
  RecommendedProductRef,
} from '@switchback/content-blocks';

/** One event for the data layer: a catalogue name and its fields (snake_case, as tag managers expect). */
export interface ShopEvent {
  name: AnalyticsEventName;
  payload: Record<string, unknown>;
}

const itemOf = (product: RecommendedProductRef, index: number) => ({
  item_id: product.id,
  item_name: product.title,
  ...(product.sku ? { item_variant: product.sku } : {}),
  ...(product.price !== undefined ? { price: product.price } : {}),
  ...(product.currency ? { currency: product.currency } : {}),
  ...(product.recToken ? { rec_token: product.recToken } : {}),
  index,
});

/**
 * The data-layer event of a drawn block's impression or link click (content-blocks §9 promotion impression and
 * click), with the CMS promotion tracking fields.
 *
 * @example
 * blockAnalyticsEvent({ kind: 'promotionImpression', blockId: 'home-hero', blockType: 'hero', position: 0, promotion: { promotionId: 'autumn' } });
 * // { name: 'promotion_impression', payload: { promotion_id: 'autumn', creative_slot: 'hero', … } }
 */
export function blockAnalyticsEvent(event: BlockEvent): ShopEvent {
  const promotion = {
    promotion_id: event.promotion?.promotionId ?? event.blockId,
    promotion_name: event.promotion?.promotionName ?? null,
    creative_name: event.promotion?.creativeName ?? null,
    creative_slot: event.blockType,
    block_id: event.blockId,
    position: event.position,
  };
  if (event.kind === 'promotionImpression') return { name: 'promotion_impression', payload: promotion };
  return {
    name: 'promotion_click',
    payload: {
      ...promotion,
      link_text: event.target.text,
      link_url: event.target.url,
      ...(event.target.id ? { target_id: event.target.id } : {}),
    },
  };
}

/**
 * The data-layer event of an interactive block's report (newsletter, popup, recommendations), or undefined for
 * reports that are not catalogue events (an experience shown is reported to the decision engine instead).
 *
 * @example
 * interactiveBlockAnalyticsEvent({ kind: 'popupExpand', blockId: 'popup-newsletter' }); // { name: 'popup_expand', payload: { popup_id: 'popup-newsletter' } }
 */
export function interactiveBlockAnalyticsEvent(event: InteractiveBlockEvent): ShopEvent | undefined {
  switch (event.kind) {
    case 'newsletterImpression':
      return { name: 'newsletter_form_impression', payload: { form_id: event.blockId } };
    case 'newsletterSubmit':
      return { name: 'newsletter_form_submit', payload: { form_id: event.blockId } };
    case 'newsletterConfirmed':
      return { name: 'newsletter_form_confirmed', payload: { form_id: event.blockId } };
    case 'popupImpression':
      return { name: 'popup_impression', payload: { popup_id: event.blockId } };
    case 'popupExpand':
      return { name: 'popup_expand', payload: { popup_id: event.blockId } };
    case 'popupClick':
      return {
        name: 'popup_click',
        payload: { popup_id: event.blockId, link_text: event.target.text, link_url: event.target.url },
      };
    case 'recommendationImpression':
      return {
        name: 'product_recommendation_impression',
        payload: { block_id: event.blockId, decision: event.decision ?? null, items: event.products.map(itemOf) },
      };
    case 'recommendationClick':
      return {
        name: 'product_recommendation_click',
        payload: { block_id: event.blockId, decision: event.decision ?? null, items: [itemOf(event.product, 0)] },
      };
    default:
      return undefined;
  }
}

/**
 * The data-layer event of the mega menu: a link followed at any level (top nav link click) or a mobile section
 * opened (mobile menu section click).
 *
 * @example
 * menuAnalyticsEvent({ kind: 'mobileSectionExpand', itemId: 'men', title: 'Men' }); // { name: 'mobile_menu_section_click', … }
 */
export function menuAnalyticsEvent(event: MegaMenuEvent): ShopEvent {
  if (event.kind === 'topNavLinkClick') {
    return {
      name: 'top_nav_link_click',
      payload: {
        menu_item: event.tracking ?? event.itemId,
        level: event.level,
        link_text: event.text,
        link_url: event.url,
      },
    };
  }
  return {
    name: 'mobile_menu_section_click',
    payload: { menu_item: event.tracking ?? event.itemId, section: event.columnId ?? null, title: event.title },
  };
}
