import { act, fireEvent, render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockFeaturesProvider } from './BlockFeatures';
import { examplePromoBar } from './exampleBlocks';
import { PromoBar, visiblePromoMessages } from './PromoBar';
import { promoBarStorageKey } from './promoBarStorage';
import { promoBarBlockSchema } from './promoBarBlockSchema';

const promo = promoBarBlockSchema.parse(examplePromoBar);
const visibleSlide = () => document.querySelector('[aria-roledescription="slide"]:not([hidden])')!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('PromoBar', () => {
  it('drops messages whose section is empty, and keeps at most the configured number', () => {
    expect(visiblePromoMessages(promo.messages).map((m) => m.id)).toEqual([
      'promo-en-gb-1',
      'promo-en-gb-2',
      'promo-en-gb-3',
    ]);
    expect(visiblePromoMessages(promo.messages, 2)).toHaveLength(2);
    render(<PromoBar {...promo} />);
    expect(screen.getAllByRole('button', { name: /^Message \d of 3$/ })).toHaveLength(3);
  });

  it('drops the messages of sections that drew nothing for this shopper', () => {
    const sections = promo.messages.map((message, index) => ({ ...message, sectionId: `header-${index}` }));
    expect(visiblePromoMessages(sections, 5, ['header-1']).map((m) => m.id)).toEqual([
      'promo-en-gb-1',
      'promo-en-gb-3',
    ]);
    render(<PromoBar {...promo} messages={sections} emptySections={['header-0', 'header-2']} />);
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
    expect(visibleSlide()).toHaveAccessibleName('1 of 1');
  });

  it('draws nothing when every message is empty', () => {
    const { container } = render(<PromoBar {...promo} messages={[promo.messages[3]!]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('rotates every autorotateTime seconds, silently', () => {
    render(<PromoBar {...promo} />);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('moves with the arrows and dots, and then announces the message', () => {
    render(<PromoBar {...promo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous message' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next message' }));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Message 2 of 3' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Message 2 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('names its region, controls and messages in the words the app gives in BlockFeatures texts', () => {
    render(
      <BlockFeaturesProvider
        texts={{
          promoBar: {
            region: 'Offres',
            next: 'Message suivant',
            goTo: (index, count) => `Message ${index} sur ${count}`,
            slideOf: (index, count) => `${index} sur ${count}`,
            close: 'Fermer les promotions',
            slide: 'diapositive',
          },
        }}
      >
        <PromoBar {...promo} closable />
      </BlockFeaturesProvider>,
    );
    expect(screen.getByRole('region', { name: 'Offres' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Message suivant' }));
    const shown = document.querySelector('[aria-roledescription="diapositive"]:not([hidden])');
    expect(shown).toHaveAccessibleName('2 sur 3');
    expect(screen.getByRole('button', { name: 'Message 2 sur 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Fermer les promotions' })).toBeInTheDocument();
  });

  it('pauses while hovered or focused, and when paused with its button', () => {
    render(<PromoBar {...promo} />);
    const bar = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(bar);
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(bar);

    fireEvent.focus(screen.getByRole('button', { name: 'Next message' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next message' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause rotating messages' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Resume rotating messages' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not rotate for shoppers who prefer reduced motion', () => {
    stubReducedMotion(true);
    render(<PromoBar {...promo} />);
    act(() => vi.advanceTimersByTime(30000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('hides once closed, and the closed flag persists', () => {
    const { unmount } = render(<PromoBar {...promo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close promotions' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.localStorage.getItem(promoBarStorageKey(promo.id))).toBe('true');
    unmount();
    render(<PromoBar {...promo} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('makes a clickable message one link, and keeps other messages’ links separate', () => {
    render(<PromoBar {...promo} />);
    expect(screen.getByRole('link', { name: 'Free delivery on orders over £50 Shop now' })).toHaveAttribute(
      'href',
      '/en-gb/c/new-in-100100',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Message 3 of 3' }));
    expect(screen.getByRole('link', { name: 'Returns policy' })).toHaveAttribute('href', '/en-gb/help/returns');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<PromoBar {...promo} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
