// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRefocusWhenRemoved } from './useRefocusWhenRemoved';

function List({ items }: { items: string[] }) {
  const heading = useRefocusWhenRemoved<HTMLHeadingElement>(items.join());
  return (
    <section>
      <h1 ref={heading} tabIndex={-1}>
        Cart
      </h1>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <button type="button">Remove {item}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

describe('useRefocusWhenRemoved', () => {
  it('moves focus to the heading when the row holding the pressed button leaves the page', () => {
    const { rerender } = render(<List items={['tent', 'boots']} />);
    screen.getByRole('button', { name: 'Remove tent' }).focus();
    rerender(<List items={['boots']} />);
    expect(screen.getByRole('heading', { name: 'Cart' })).toHaveFocus();
  });

  it('leaves focus where it is when it is still in the page', () => {
    const { rerender } = render(<List items={['tent', 'boots']} />);
    screen.getByRole('button', { name: 'Remove boots' }).focus();
    rerender(<List items={['boots']} />);
    expect(screen.getByRole('button', { name: 'Remove boots' })).toHaveFocus();
  });
});
