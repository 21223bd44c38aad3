import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button that does not submit forms by accident', async () => {
    const onClick = vi.fn();
    const { user } = renderWithUser(<Button onClick={onClick}>Add to bag</Button>);

    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('sb-button', 'sb-button--primary', 'sb-button--size-md');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is operated from the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithUser(<Button onClick={onClick}>Notify me</Button>);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Notify me' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Sign up</Button>);
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveAttribute('type', 'submit');
  });

  it('renders a link when given href, because it navigates', () => {
    render(
      <Button href="/en-gb/c/hiking-boots-1234" variant="secondary">
        Shop hiking boots
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Shop hiking boots' });
    expect(link).toHaveAttribute('href', '/en-gb/c/hiking-boots-1234');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('sb-button--secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('adds a class per breakpoint for responsive variants and sizes', () => {
    render(
      <Button variant={{ sm: 'text-link', md: 'secondary', lg: 'primary' }} size={{ lg: 'lg' }} inverse fullWidth>
        Explore the collection
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.className.split(' ')).toEqual([
      'sb-button',
      'sb-button--text-link',
      'sb-button--md-secondary',
      'sb-button--lg-primary',
      'sb-button--size-md',
      'sb-button--lg-size-lg',
      'sb-button--inverse',
      'sb-button--full-width',
    ]);
  });

  it('has no axe violations as a button or a link', async () => {
    const { container } = render(
      <>
        <Button>Add to bag</Button>
        <Button href="/en-gb/stores" variant="text-link">
          Find a store
        </Button>
        <Button disabled variant="tertiary">
          Sold out
        </Button>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
