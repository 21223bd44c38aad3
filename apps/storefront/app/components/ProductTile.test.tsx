// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withShownNumbers, type ProductCard } from '../lib/toProductCard';
import { ProductTile } from './ProductTile';

const card: ProductCard = {
  id: 'SBJK10026',
  name: 'Alpenglow Parka',
  path: '/p/alpenglow-parka-SBJK10026',
  badge: 'Sale',
  eyebrow: 'Autumn Ridgeline',
  image: { url: 'http://api.test/media/a.svg', alt: 'Alpenglow Parka in Slate', width: 800, height: 1000 },
  colors: [
    { code: 'SLT', name: 'Slate', hex: '#5d7283' },
    { code: 'PLM', name: 'Plum', hex: '#5a3a5e' },
  ],
  price: { currency: 'CAD', current: 289, original: 359 },
  rating: { score: 4.5, reviewsCount: 23 },
};

function renderTile(
  product: ProductCard,
  url = '/en-ca/c/jackets-100110?cms=edit&color=SLT',
  props: { eager?: boolean; priority?: boolean } = {},
) {
  const Stub = createRoutesStub([
    { path: '/:locale/*', Component: () => <ProductTile product={product} lang="en-CA" {...props} /> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('ProductTile', () => {
  it('links the name to the product in the shopper’s locale, carrying only the spec §2 parameters', () => {
    renderTile(card);
    expect(screen.getByRole('link', { name: 'Alpenglow Parka' }).getAttribute('href')).toBe(
      '/en-ca/p/alpenglow-parka-SBJK10026?cms=edit',
    );
    expect(screen.getByRole('heading', { name: 'Alpenglow Parka' })).toBeTruthy();
  });

  it('draws the image with its size and responsive sources', () => {
    renderTile(card);
    const image = screen.getByRole('img', { name: 'Alpenglow Parka in Slate' });
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('1000');
    expect(image.getAttribute('srcset')).toContain(' 800w');
    expect(image.getAttribute('sizes')).toBeTruthy();
  });

  it('loads a later tile’s image lazily, and asks for a priority tile’s image at once and before other images', () => {
    const { unmount } = renderTile(card);
    const later = screen.getByRole('img', { name: 'Alpenglow Parka in Slate' });
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.getAttribute('fetchpriority')).toBeNull();
    unmount();
    renderTile(card, undefined, { priority: true });
    const first = screen.getByRole('img', { name: 'Alpenglow Parka in Slate' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the sale price with the original struck through, CAD as a code, and one sentence for screen readers', () => {
    const { container } = renderTile(card);
    expect(container.querySelector('s')?.textContent).toMatch(/^CAD\s359\.00$/u);
    expect(screen.getByText('Sale price CAD 289.00, was CAD 359.00')).toBeTruthy();
  });

  it("draws the badge as the design system's badge, in the tone of what it says", () => {
    renderTile(card);
    expect(screen.getByText('Sale')).toHaveClass('sb-badge', 'sb-badge--sale');
    renderTile({ ...card, id: 'SBJK10027', badge: 'Limited edition' });
    expect(screen.getByText('Limited edition')).toHaveClass('sb-badge', 'sb-badge--brand');
  });

  it('shows badge, eyebrow, rating text and named colour swatches', () => {
    renderTile(card);
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByText('Autumn Ridgeline')).toBeTruthy();
    expect(screen.getByText('4.5 out of 5, 23 reviews')).toBeTruthy();
    const swatches = screen.getByRole('list', { name: '2 colors' });
    expect(
      within(swatches)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Slate', 'Plum']);
  });

  it('leaves out what the product does not have', () => {
    const { container } = renderTile({
      ...card,
      badge: null,
      eyebrow: null,
      image: null,
      rating: null,
      colors: [],
      price: null,
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.rating')).toBeNull();
    expect(container.querySelector('[data-testid="price"]')).toBeNull();
  });

  describe('with its numbers written on the server (withShownNumbers)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('writes the same price and rating, and builds no number formatter in the browser', () => {
      const plain = renderTile(card);
      const expected = plain.container.textContent;
      plain.unmount();
      const shown = withShownNumbers(card, 'en-ca');
      // A formatter cached by an earlier render is not built again, but it would still format.
      // (`format` is a getter returning a bound function; the lib types call it a method.)
      const format = vi.spyOn(Intl.NumberFormat.prototype as unknown as Record<'format', unknown>, 'format', 'get');
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');
      const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
      const { container } = renderTile(shown);
      expect(container.textContent).toBe(expected);
      expect(screen.getByText('Sale price CAD 289.00, was CAD 359.00')).toBeTruthy();
      expect(numberFormat).not.toHaveBeenCalled();
      expect(toLocaleString).not.toHaveBeenCalled();
      expect(format).not.toHaveBeenCalled();
    });

    it('formats in the page language: French decimals and spoken rating', () => {
      const shown = withShownNumbers({ ...card, rating: { score: 4.26, reviewsCount: 1200 } }, 'fr-ca');
      expect(shown.shown?.rating).toEqual({ score: '4,3', count: '1\u00a0200', label: '4,3 sur 5, 1200 avis' });
      expect(shown.shown?.price?.current).toBe('289,00\u00a0CAD');
    });
  });
});
