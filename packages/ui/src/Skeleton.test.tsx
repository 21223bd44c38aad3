import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('sb-skeleton', 'sb-skeleton--text');
  });

  it('draws one bar per text line inside one hidden wrapper', () => {
    const { container } = render(<Skeleton lines={3} width="20rem" />);
    const wrapper = container.firstElementChild!;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper.querySelectorAll('.sb-skeleton')).toHaveLength(3);
    expect(wrapper).toHaveStyle({ width: '20rem' });
  });

  it('holds an image’s space with its aspect ratio', () => {
    const { container } = render(<Skeleton shape="rect" aspectRatio={0.8} />);
    expect(container.firstElementChild).toHaveClass('sb-skeleton--rect');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toMatch(/^0\.8/);
  });
});
