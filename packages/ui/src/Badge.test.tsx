import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('is text in place with the class of its tone', () => {
    render(
      <p>
        Trail jacket{' '}
        <Badge tone="sale" solid>
          -30%
        </Badge>
      </p>,
    );
    const badge = screen.getByText('-30%');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveClass('sb-badge', 'sb-badge--sale', 'sb-badge--solid');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Trail jacket -30%');
  });

  it('defaults to neutral and keeps its own attributes', () => {
    render(
      <Badge className="tile-badge" data-testid="b">
        New
      </Badge>,
    );
    expect(screen.getByTestId('b')).toHaveClass('sb-badge--neutral', 'tile-badge');
    expect(screen.getByTestId('b')).not.toHaveClass('sb-badge--solid');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Badge>New</Badge>
        <Badge tone="warning">Only 2 left</Badge>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
