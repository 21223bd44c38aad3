import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockFeaturesProvider } from './BlockFeatures';
import { BlockRenderer } from './BlockRenderer';
import { Recommendations } from './Recommendations';
import { exampleRecommendations, exampleRecommendedProducts } from './Recommendations.examples';
import {
  recommendationsBlockSchema,
  SEARCH_RECOMMENDATIONS_EVENT,
  SEARCH_RECOMMENDATIONS_GLOBAL,
} from './recommendationsBlockSchema';

const block = recommendationsBlockSchema.parse(exampleRecommendations);
const many = Array.from({ length: 30 }, (_, index) => ({
  ...exampleRecommendedProducts[index % 8]!,
  id: `P${index}`,
  recToken: `rt-${index}`,
}));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[SEARCH_RECOMMENDATIONS_GLOBAL];
});

describe('Recommendations', () => {
  it('draws the products with prices and ratings, and nothing for an empty list', () => {
    const { unmount } = render(<Recommendations {...block} />);
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ridgeline 3-layer shell' })).toHaveAttribute(
      'href',
      '/en-gb/p/ridgeline-3-layer-shell-RDG2025M',
    );
    expect(screen.getByText('£240.00')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Rated .* out of 5/ })).toHaveLength(8);
    unmount();
    const { container } = render(<Recommendations {...block} recommendedProducts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('writes its prices the way the app writes money, else in the app locale, and says what the app gives for the add button', () => {
    const usd = recommendationsBlockSchema.parse({
      ...exampleRecommendations,
      addToCartControls: 'cta',
      recommendedProducts: [{ ...exampleRecommendedProducts[0]!, price: 249, currency: 'USD' }],
    });
    const { unmount } = render(
      <BlockFeaturesProvider
        locale="en-US"
        formatPrice={(amount, currency) => `${currency ?? '?'} ${amount.toFixed(2)}`}
        texts={{ recommendations: { add: 'Add to cart' } }}
      >
        <Recommendations {...usd} />
      </BlockFeaturesProvider>,
    );
    expect(screen.getByText('USD 249.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Add to cart/ })).toBeInTheDocument();
    unmount();
    // Without the app's format, the provider's locale: the shopper's "$", not the British "US$".
    render(
      <BlockFeaturesProvider locale="en-US">
        <Recommendations {...usd} />
      </BlockFeaturesProvider>,
    );
    expect(screen.getByText('$249.00')).toBeInTheDocument();
  });

  it('reports one impression of at most 24 products with their rec tokens, none for Control, and clicks', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const { rerender } = render(
      <Recommendations
        {...block}
        recommendedProducts={
          recommendationsBlockSchema.parse({ ...exampleRecommendations, recommendedProducts: many }).recommendedProducts
        }
        services={{ onEvent }}
      />,
    );
    rerender(
      <Recommendations
        {...block}
        recommendedProducts={
          recommendationsBlockSchema.parse({ ...exampleRecommendations, recommendedProducts: many }).recommendedProducts
        }
        services={{ onEvent }}
      />,
    );
    const impressions = onEvent.mock.calls.filter(([event]) => event.kind === 'recommendationImpression');
    expect(impressions).toHaveLength(1);
    expect(impressions[0]![0].products).toHaveLength(24);
    expect(impressions[0]![0].products[3]).toMatchObject({ id: 'P3', recToken: 'rt-3' });
    expect(impressions[0]![0].decision).toEqual({ name: 'pdp-recs', variant: 'Experiment A' });

    const link = screen.getAllByRole('link')[1]!;
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        kind: 'recommendationClick',
        product: expect.objectContaining({ id: 'P1', recToken: 'rt-1' }),
      }),
    );

    const control = vi.fn();
    render(
      <Recommendations
        {...block}
        id="other"
        monetateDecision={{ name: 'pdp-recs', variant: 'Control' }}
        services={{ onEvent: control }}
      />,
    );
    expect(control).not.toHaveBeenCalled();
  });

  it('reads the search provider’s products from its page global by index, with a skeleton until then', async () => {
    render(<Recommendations {...block} variant="3-cards" bloomreachIndex={1} recommendedProducts={[]} />);
    expect(screen.getByLabelText('Loading recommendations')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('.sb-recs__skeleton-row')).toHaveLength(1);
    act(() => {
      (window as unknown as Record<string, unknown>)[SEARCH_RECOMMENDATIONS_GLOBAL] = [
        [exampleRecommendedProducts[0]],
        exampleRecommendedProducts.slice(2, 4),
      ];
      window.dispatchEvent(new Event(SEARCH_RECOMMENDATIONS_EVENT));
    });
    expect((await screen.findAllByRole('link')).map((link) => link.textContent)).toEqual([
      'Trekker GTX boot',
      'Fellrunner trail shoe',
    ]);
  });

  it('shows two skeleton rows for 5 and 6 cards', () => {
    render(<Recommendations {...block} variant="6-cards" bloomreachIndex={0} />);
    expect(document.querySelectorAll('.sb-recs__skeleton-row')).toHaveLength(2);
  });

  it('adds with a call-to-action, or keeps a ticked list emptied when the block goes away', async () => {
    const user = userEvent.setup();
    const onRecommendationAdd = vi.fn();
    const { unmount } = render(
      <Recommendations {...block} addToCartControls="cta" services={{ onRecommendationAdd }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to basket Summit grid fleece' }));
    expect(onRecommendationAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 'SUMFLC001', price: 85 }));
    unmount();
    const onRecommendationSelectionChange = vi.fn();
    const second = render(
      <Recommendations {...block} addToCartControls="checkbox" services={{ onRecommendationSelectionChange }} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Add Merino base tee' }));
    expect(onRecommendationSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'MERTEE005' })]);
    second.unmount();
    expect(onRecommendationSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('is drawn by the renderer without axe violations', async () => {
    const { container } = render(<BlockRenderer blocks={[exampleRecommendations]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
