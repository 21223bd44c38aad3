import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and describes itself with its hint', async () => {
    const { container } = render(
      <TextField label="Email" name="email" type="email" hint="We send the receipt here." />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We send the receipt here.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an error as text, read out with the input, and marks it invalid', async () => {
    const { container } = render(
      <TextField
        label="Postcode"
        id="postcode"
        hint="As on your bank statement"
        error="Enter a valid postcode"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'postcode-hint postcode-error extra');
    expect(screen.getByText('Enter a valid postcode')).toHaveAttribute('id', 'postcode-error');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks a required field without adding the star to its name', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // The star is outside the label: the label's text is the words alone.
    expect(screen.getByLabelText('First name')).toBe(input);
  });

  it('puts a prefix and a suffix in the same box and takes typing', async () => {
    const { user } = renderWithUser(<TextField label="Amount" prefix="£" suffix="GBP" size="lg" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '25');
    expect(input).toHaveValue('25');
    expect(input.parentElement).toHaveTextContent('£GBP');
    expect(input.closest('.sb-field')).toHaveClass('sb-field--lg');
  });

  it('can hide its label visually and still be named by it', () => {
    render(<TextField label="Search" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search').parentElement).toHaveClass('sb-visually-hidden');
  });
});
