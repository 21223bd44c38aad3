import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { formatRatingScore, Rating } from './Rating';

describe('formatRatingScore', () => {
  it('writes a score as the rating shows it: a tenth, within 0 to 5, in the page language', () => {
    expect(formatRatingScore(4.26, 'en-US')).toBe('4.3');
    expect(formatRatingScore(4.26, 'fr-CA')).toBe('4,3');
    expect(formatRatingScore(4, 'en-US')).toBe('4.0');
    expect(formatRatingScore(7, 'en-US')).toBe('5.0');
  });
});

describe('Rating', () => {
  it('speaks the score and the count; the stars are decoration', async () => {
    const { container } = render(<Rating value={4.26} count={7} />);
    expect(screen.getByText('4.3 out of 5, 7 reviews')).toHaveClass('sb-visually-hidden');
    expect(container.querySelector('.sb-rating__stars')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector<HTMLElement>('.sb-rating__stars')?.style.getPropertyValue('--sb-rating-fill')).toBe(
      '86%',
    );
    expect(container).toHaveTextContent('4.3 (7)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('writes the visible score in each page language, one after the other', () => {
    const { container, unmount } = render(<Rating value={4.26} count={7} lang="fr-CA" />);
    expect(container).toHaveTextContent('4,3 (7)');
    unmount();
    const english = render(<Rating value={4} count={1200} lang="en-US" />);
    expect(english.container).toHaveTextContent('4.0 (1,200)');
  });

  it('writes the score and count it is given already formatted, as they are', () => {
    const { container } = render(
      <Rating
        value={4.26}
        count={1200}
        lang="fr-CA"
        label="4,3 sur 5, 1 200 avis"
        formatted={{ score: '4,3', count: '1 200' }}
      />,
    );
    expect(container).toHaveTextContent('4,3 (1 200)');
    expect(screen.getByText('4,3 sur 5, 1 200 avis')).toHaveClass('sb-visually-hidden');
  });

  it('says "review" for one', () => {
    render(<Rating value={5} count={1} />);
    expect(screen.getByText('5 out of 5, 1 review')).toBeInTheDocument();
  });

  it('shows the sentence in full and links to the reviews', () => {
    render(<Rating value={3.5} count={12} display="full" href="#reviews" label="3,5 sur 5, 12 avis" lang="fr-CA" />);
    expect(screen.getByRole('link', { name: '3,5 sur 5, 12 avis' })).toHaveAttribute('href', '#reviews');
  });
});
