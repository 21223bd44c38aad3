import { describe, expect, it } from 'vitest';
import { analyticsEvents, isAnalyticsEventName } from './analyticsEvents';

describe('analyticsEvents', () => {
  it("lists every event of content-blocks §9 and the shop's commerce events", () => {
    expect(Object.keys(analyticsEvents).sort()).toEqual(
      [
        'upsell',
        'promotion_impression',
        'promotion_click',
        'newsletter_form_impression',
        'newsletter_form_submit',
        'newsletter_form_confirmed',
        'footer_link_click',
        'product_recommendation_click',
        'product_recommendation_impression',
        'top_nav_link_click',
        'mobile_menu_section_click',
        'popup_impression',
        'popup_expand',
        'popup_click',
        // The shop's commerce events.
        'page_view',
        'view_item',
        'view_item_list',
        'select_item',
        'add_to_cart',
        'remove_from_cart',
        'view_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
        'search',
        'sign_up',
        'login',
      ].sort(),
    );
  });

  it('gates every event behind performance and analytics consent', () => {
    expect(new Set(Object.values(analyticsEvents).map((event) => event.category))).toEqual(new Set(['C0002']));
  });

  it('recognises catalogue names only', () => {
    expect(isAnalyticsEventName('popup_click')).toBe(true);
    expect(isAnalyticsEventName('hasOwnProperty')).toBe(false);
  });
});
