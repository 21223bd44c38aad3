import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spacer } from './Spacer';

describe('Spacer', () => {
  it('sets its height per breakpoint in rem and hides from assistive technology', () => {
    const { container } = render(<Spacer id="s" bottomMargins={{ sm: 24, lg: 64 }} backgroundColor="#efede8" />);
    const spacer = container.firstElementChild as HTMLElement;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer.style.getPropertyValue('--sb-spacer-sm')).toBe('1.5rem');
    expect(spacer.style.getPropertyValue('--sb-spacer-md')).toBe('');
    expect(spacer.style.getPropertyValue('--sb-spacer-lg')).toBe('4rem');
    expect(spacer.style.getPropertyValue('--sb-spacer-background')).toBe('#efede8');
  });

  it('uses one value for every breakpoint', () => {
    const { container } = render(<Spacer id="s" bottomMargins={32} />);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--sb-spacer-sm')).toBe('2rem');
  });
});
