import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('a regular price is just the amount', async () => {
    const { container } = render(<Price amount="$120.00" />);
    expect(container).toHaveTextContent('$120.00');
    expect(container.querySelector('.sb-price--sale')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a sale strikes the list price and says "now … was …" in one sentence', () => {
    const { container } = render(<Price amount="$289.00" compareAt="$359.00" />);
    expect(screen.getByText('Now $289.00, was $359.00')).toHaveClass('sb-visually-hidden');
    expect(container.querySelector('s')).toHaveTextContent('$359.00');
    expect(container.querySelector('s')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a range shows from–to and speaks the words of the page', () => {
    const { container } = render(
      <Price amount="80,00 $" to="120,00 $" labels={{ range: (from, to) => `De ${from} à ${to}` }} />,
    );
    expect(container.querySelector('.sb-price__current')).toHaveTextContent('80,00 $–120,00 $');
    expect(screen.getByText('De 80,00 $ à 120,00 $')).toBeInTheDocument();
  });

  it('a member price is shown with its caption', () => {
    render(<Price amount="$199.00" member="$179.00" />);
    expect(screen.getByText('Member price')).toHaveTextContent('Member price $179.00');
  });

  it('an app may give the whole sentence', () => {
    render(<Price amount="$80.00" compareAt="$100.00" label="Sale price $80.00, was $100.00" />);
    expect(screen.getByText('Sale price $80.00, was $100.00')).toBeInTheDocument();
  });
});
