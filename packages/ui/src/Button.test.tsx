import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton, buttonClassNames } from './Button';

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

  it('stays focused, named and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderWithUser(<Button onClick={onClick}>Add to bag</Button>);
    const button = screen.getByRole('button', { name: 'Add to bag' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();

    rerender(
      <Button onClick={onClick} loading>
        Add to bag
      </Button>,
    );
    // The same element, still enabled (so focus stays on it) and still called by its label.
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBe(button);
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('sb-button--loading');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithUser(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Place order
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders an icon-only button named by its label', async () => {
    const onClick = vi.fn();
    const { user } = renderWithUser(<IconButton label="Close" icon={<svg data-testid="icon" />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveClass('sb-button--ghost', 'sb-button--icon');
    expect(button).toHaveAttribute('title', 'Close');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('gives other elements the same classes', () => {
    expect(buttonClassNames({ variant: 'ghost', size: 'sm' })).toBe('sb-button sb-button--ghost sb-button--size-sm');
    expect(buttonClassNames()).toBe('sb-button sb-button--primary sb-button--size-md');
  });

  it('has no axe violations when loading or icon-only', async () => {
    const { container } = render(
      <>
        <Button loading>Place order</Button>
        <IconButton label="Add to favourites" icon={<svg />} />
        <Button variant="ghost">Clear all</Button>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
