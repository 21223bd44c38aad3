import { analyticsEvents } from '@switchback/analytics';
import { describe, expect, it } from 'vitest';
import { blockAnalyticsEvent, interactiveBlockAnalyticsEvent, menuAnalyticsEvent } from './analyticsEvents';

describe('blockAnalyticsEvent', () => {
  it('reports a block impression as a promotion impression with its CMS tracking fields', () => {
    expect(
      blockAnalyticsEvent({
        kind: 'promotionImpression',
        blockId: 'home-en-us-hero',
        blockType: 'hero',
        position: 0,
        promotion: { promotionId: 'autumn-ridgeline', promotionName: 'Autumn Ridgeline', creativeName: 'home-hero' },
      }),
    ).toEqual({
      name: 'promotion_impression',
      payload: {
        promotion_id: 'autumn-ridgeline',
        promotion_name: 'Autumn Ridgeline',
        creative_name: 'home-hero',
        creative_slot: 'hero',
        block_id: 'home-en-us-hero',
        position: 0,
      },
    });
  });

  it('reports a followed link as a promotion click, naming the block when the CMS gives no promotion', () => {
    const event = blockAnalyticsEvent({
      kind: 'promotionClick',
      blockId: 'promo-1',
      blockType: 'promoBar',
      position: 2,
      promotion: undefined,
      target: { id: 'promo-1-link', text: 'Shop now', url: '/en-us/promotions' },
    });
    expect(event).toEqual({
      name: 'promotion_click',
      payload: {
        promotion_id: 'promo-1',
        promotion_name: null,
        creative_name: null,
        creative_slot: 'promoBar',
        block_id: 'promo-1',
        position: 2,
        link_text: 'Shop now',
        link_url: '/en-us/promotions',
        target_id: 'promo-1-link',
      },
    });
  });
});

describe('interactiveBlockAnalyticsEvent', () => {
  it('maps every report of the interactive blocks to a catalogue event', () => {
    const product = {
      id: 'SBJK10001',
      sku: '8400',
      title: 'Ridgeline shell',
      url: '/en-us/p/ridgeline-SBJK10001',
      price: 240,
      currency: 'USD',
      recToken: 'rt1.x',
    };
    const names = [
      interactiveBlockAnalyticsEvent({ kind: 'newsletterImpression', blockId: 'n' }),
      interactiveBlockAnalyticsEvent({ kind: 'newsletterSubmit', blockId: 'n' }),
      interactiveBlockAnalyticsEvent({ kind: 'newsletterConfirmed', blockId: 'n' }),
      interactiveBlockAnalyticsEvent({ kind: 'popupImpression', blockId: 'p' }),
      interactiveBlockAnalyticsEvent({ kind: 'popupExpand', blockId: 'p' }),
      interactiveBlockAnalyticsEvent({
        kind: 'popupClick',
        blockId: 'p',
        target: { text: 'Sign up', url: '/en-us/sign-up' },
      }),
      interactiveBlockAnalyticsEvent({ kind: 'recommendationImpression', blockId: 'r', products: [product] }),
      interactiveBlockAnalyticsEvent({
        kind: 'recommendationClick',
        blockId: 'r',
        product,
        decision: { name: '5 cards', variant: 'recs-5' },
      }),
    ].map((event) => event?.name);
    expect(names).toEqual([
      'newsletter_form_impression',
      'newsletter_form_submit',
      'newsletter_form_confirmed',
      'popup_impression',
      'popup_expand',
      'popup_click',
      'product_recommendation_impression',
      'product_recommendation_click',
    ]);
    for (const name of names) expect(Object.hasOwn(analyticsEvents, name!)).toBe(true);
    expect(
      interactiveBlockAnalyticsEvent({ kind: 'recommendationClick', blockId: 'r', product })?.payload.items,
    ).toEqual([
      {
        item_id: 'SBJK10001',
        item_name: 'Ridgeline shell',
        item_variant: '8400',
        price: 240,
        currency: 'USD',
        rec_token: 'rt1.x',
        index: 0,
      },
    ]);
  });

  it('leaves experience impressions to the decision engine', () => {
    expect(
      interactiveBlockAnalyticsEvent({
        kind: 'experienceShown',
        blockId: 'e',
        experienceId: 'exp_home_hero',
        variantId: 'home-hero-b',
      }),
    ).toBeUndefined();
  });
});

describe('menuAnalyticsEvent', () => {
  it('maps menu link clicks and mobile sections opened, by their tracking names', () => {
    expect(
      menuAnalyticsEvent({
        kind: 'topNavLinkClick',
        itemId: 'men',
        level: 'column',
        text: 'Jackets',
        url: '/en-us/c/mens-jackets-100110',
        tracking: 'mens',
      }),
    ).toEqual({
      name: 'top_nav_link_click',
      payload: { menu_item: 'mens', level: 'column', link_text: 'Jackets', link_url: '/en-us/c/mens-jackets-100110' },
    });
    expect(menuAnalyticsEvent({ kind: 'mobileSectionExpand', itemId: 'women', title: 'Women' })).toEqual({
      name: 'mobile_menu_section_click',
      payload: { menu_item: 'women', section: null, title: 'Women' },
    });
  });
});
