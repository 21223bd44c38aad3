import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { BenefitBar, benefitBarStorageKey } from './BenefitBar';
import { benefitBarBlockSchema } from './benefitBarBlockSchema';
import { exampleBenefitBar } from './exampleBlocks';

const bar = benefitBarBlockSchema.parse(exampleBenefitBar);
const key = benefitBarStorageKey(bar.id);

afterEach(() => window.localStorage.clear());

describe('BenefitBar', () => {
  it('shows its benefits and links, named by its title', () => {
    render(<BenefitBar {...bar} />);
    expect(screen.getByRole('region', { name: /Trail Club members/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Trail Club' })).toHaveAttribute('href', '/en-gb/sign-up');
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('is visible until closed, and the closed state is remembered', async () => {
    const { unmount } = render(<BenefitBar {...bar} />);
    await userEvent.click(screen.getByRole('button', { name: /Close: Trail Club members/ }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.localStorage.getItem(key)).toBe('true');
    unmount();

    render(<BenefitBar {...bar} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('cannot be closed without showCloseButton, and ignores an old closed flag then', () => {
    window.localStorage.setItem(key, 'true');
    render(<BenefitBar {...bar} showCloseButton={false} />);
    expect(screen.getByRole('region')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders shown on the server and hides after hydration when closed before', async () => {
    window.localStorage.setItem(key, 'true');
    const html = renderToString(<BenefitBar {...bar} />);
    expect(html).toContain('Trail Club members');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const { hydrateRoot } = await import('react-dom/client');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <BenefitBar {...bar} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // React's server renderer may leave a resource hint (<link rel=preload>) behind; the bar itself is gone.
    expect(container.querySelector('section')).toBeNull();
    container.remove();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <BenefitBar {...bar} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
