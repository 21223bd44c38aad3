import type { ConsentCategory } from './consentCategories';

/**
 * The event catalogue: every event the blocks send (content-blocks §9), and the shop's own commerce events
 * (commerce-core §9's journeys, named as tag managers' ecommerce schemas name them: `page_view`, `view_item`,
 * `add_to_cart`, `purchase`, …), each with the consent category that gates it. All of them measure how
 * shoppers use the site, so all need performance and analytics consent (`C0002`); the category lives per
 * event so one can differ later.
 *
 * @example
 * ```ts
 * import { analyticsEvents } from '@switchback/analytics';
 *
 * analyticsEvents.popup_expand.category; // 'C0002'
 * ```
 */
export const analyticsEvents = {
  upsell: { category: 'C0002' },
  promotion_impression: { category: 'C0002' },
  promotion_click: { category: 'C0002' },
  newsletter_form_impression: { category: 'C0002' },
  newsletter_form_submit: { category: 'C0002' },
  newsletter_form_confirmed: { category: 'C0002' },
  footer_link_click: { category: 'C0002' },
  product_recommendation_click: { category: 'C0002' },
  product_recommendation_impression: { category: 'C0002' },
  top_nav_link_click: { category: 'C0002' },
  mobile_menu_section_click: { category: 'C0002' },
  popup_impression: { category: 'C0002' },
  popup_expand: { category: 'C0002' },
  popup_click: { category: 'C0002' },
  page_view: { category: 'C0002' },
  view_item: { category: 'C0002' },
  view_item_list: { category: 'C0002' },
  select_item: { category: 'C0002' },
  add_to_cart: { category: 'C0002' },
  remove_from_cart: { category: 'C0002' },
  view_cart: { category: 'C0002' },
  begin_checkout: { category: 'C0002' },
  add_shipping_info: { category: 'C0002' },
  add_payment_info: { category: 'C0002' },
  purchase: { category: 'C0002' },
  search: { category: 'C0002' },
  sign_up: { category: 'C0002' },
  login: { category: 'C0002' },
} as const satisfies Record<string, { readonly category: ConsentCategory }>;

/**
 * A name from the event catalogue.
 *
 * @example
 * ```ts
 * const name: AnalyticsEventName = 'promotion_click';
 * ```
 */
export type AnalyticsEventName = keyof typeof analyticsEvents;

/**
 * The payload each event carries. Open records for now; each entry narrows to its own shape as the
 * blocks that send it are written, without changing the event API.
 *
 * @example
 * ```ts
 * const payload: AnalyticsEventPayloads['promotion_click'] = { promotionId: 'spring-sale' };
 * ```
 */
export type AnalyticsEventPayloads = { readonly [Name in AnalyticsEventName]: Readonly<Record<string, unknown>> };

/**
 * One event as pushed to and dispatched from the data layer.
 *
 * @example
 * ```ts
 * const event: AnalyticsEvent = { name: 'popup_impression', payload: { popupId: 'newsletter' } };
 * ```
 */
export type AnalyticsEvent<Name extends AnalyticsEventName = AnalyticsEventName> = {
  readonly [N in Name]: {
    readonly name: N;
    readonly payload?: AnalyticsEventPayloads[N];
  };
}[Name];

/**
 * Narrows a string to a catalogue event name.
 *
 * @example
 * ```ts
 * isAnalyticsEventName('popup_click'); // true
 * ```
 */
export function isAnalyticsEventName(value: string): value is AnalyticsEventName {
  return Object.hasOwn(analyticsEvents, value);
}
