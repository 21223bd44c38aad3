import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { axeViolations, installDialogStandIn } from '@switchback/test-utils';
import { createActor } from 'xstate';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockFeaturesProvider } from './BlockFeatures';
import { BlockRenderer } from './BlockRenderer';
import { apiServices } from './Newsletter.handlers';
import { Popup, popupStorageKeys } from './Popup';
import { popupBlockSchema } from './popupBlockSchema';
import { popupMachine } from './popupMachine';

const cms = {
  id: 'popup-en-gb-registration',
  type: 'popup',
  name: 'Account pop-up',
  variant: 'accountRegistration',
  minimizedTitle: 'Free returns for members',
  maximizedTitle: 'Create an account',
  title: 'Members get free returns and early access',
  disclaimer: 'See the loyalty terms.',
  targets: [{ id: 'popup-register', text: 'Create account', url: '/en-gb/sign-up', style: { sm: 'primary' } }],
  backgroundColor: '#e3ecef',
};
const popup = popupBlockSchema.parse(cms);
const location = { pathname: '/en-gb/p/ridgeline-shell-RDG2025M', search: '' };

beforeAll(installDialogStandIn);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('popupMachine', () => {
  it('waits for its delay, then is minimised; expands, minimises, and is dismissed for good', () => {
    vi.useFakeTimers();
    const actor = createActor(popupMachine, { input: { delayMs: 2000 } }).start();
    actor.send({ type: 'popup.expand' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'popup.arm' });
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('minimized');
    actor.send({ type: 'popup.expand' });
    actor.send({ type: 'popup.minimize' });
    expect(actor.getSnapshot().value).toBe('minimized');
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('Popup', () => {
  it('renders nothing until its delay (default 2000 ms), then the minimised tab', () => {
    const onEvent = vi.fn();
    render(<Popup {...popup} pageKey={location.pathname} services={{ onEvent }} />);
    expect(screen.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Free returns for members' })).toHaveAttribute('aria-expanded', 'false');
    expect(onEvent).toHaveBeenCalledWith({ kind: 'popupImpression', blockId: popup.id });
  });

  it('uses the block’s delay in seconds', () => {
    render(<Popup {...popup} delay={8} pageKey={location.pathname} />);
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Free returns for members' })).toBeInTheDocument();
  });

  it('expands into a dialog with title, links and disclaimer; reports expand and link clicks', () => {
    const onEvent = vi.fn();
    render(<Popup {...popup} pageKey={location.pathname} services={{ onEvent }} />);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Free returns for members' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an account' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Members get free returns and early access')).toBeInTheDocument();
    expect(screen.getByText('See the loyalty terms.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Create account' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onEvent.mock.calls.map(([event]) => event.kind)).toEqual(['popupImpression', 'popupExpand', 'popupClick']);
    expect(onEvent).toHaveBeenLastCalledWith({
      kind: 'popupClick',
      blockId: popup.id,
      target: { id: 'popup-register', text: 'Create account', url: '/en-gb/sign-up' },
    });
  });

  it('closes on Escape in the dialog and stays dismissed on every page', () => {
    const { unmount } = render(<Popup {...popup} pageKey={location.pathname} />);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Free returns for members' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
    expect(window.localStorage.getItem(popupStorageKeys(popup.id, location.pathname).dismissed)).toBe('true');
    unmount();
    render(<Popup {...popup} pageKey="/en-gb/" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
  });

  it('closes from the minimised tab too', () => {
    render(<Popup {...popup} pageKey={location.pathname} />);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Close: Free returns for members' }));
    expect(screen.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
    expect(window.localStorage.getItem(popupStorageKeys(popup.id, location.pathname).dismissed)).toBe('true');
  });

  it('appears once per visitor per page: not again on the same page, still on another', () => {
    const first = render(<Popup {...popup} pageKey={location.pathname} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Free returns for members' })).toBeInTheDocument();
    first.unmount();
    const again = render(<Popup {...popup} pageKey={location.pathname} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
    again.unmount();
    render(<Popup {...popup} pageKey="/en-gb/c/tents-100420" />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Free returns for members' })).toBeInTheDocument();
  });

  it('in an editor’s preview (inPlacePopups) shows at once, every time, and remembers nothing', () => {
    const keys = popupStorageKeys(popup.id, location.pathname);
    window.localStorage.setItem(keys.dismissed, 'true');
    const inPreview = () =>
      render(
        <BlockFeaturesProvider inPlacePopups>
          <Popup {...popup} delay={8} pageKey={location.pathname} />
        </BlockFeaturesProvider>,
      );
    const first = inPreview();
    act(() => vi.advanceTimersByTime(0));
    const tab = screen.getByRole('button', { name: 'Free returns for members' });
    expect(tab.closest('section')).toHaveClass('sb-popup--in-place');
    fireEvent.click(screen.getByRole('button', { name: 'Close: Free returns for members' }));
    first.unmount();
    window.localStorage.removeItem(keys.dismissed);
    inPreview();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('button', { name: 'Free returns for members' })).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });

  it('shows the newsletter form in the newsletter variant when the app gives the call', () => {
    render(
      <BlockRenderer
        blocks={[
          {
            ...cms,
            id: 'popup-en-gb-newsletter',
            variant: 'newsletter',
            minimizedTitle: 'Get 10% off',
            maximizedTitle: 'Join the trail crew',
            title: 'Sign up for 10% off your first order',
          },
        ]}
        location={location}
        services={apiServices('https://api.test')}
      />,
    );
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Get 10% off' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Sign up for 10% off your first order' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('reports the newsletter form’s submit button as the pop-up’s click', () => {
    const onEvent = vi.fn();
    render(
      <BlockRenderer
        blocks={[
          {
            ...cms,
            id: 'popup-en-gb-newsletter',
            variant: 'newsletter',
            minimizedTitle: 'Get 10% off',
            maximizedTitle: 'Join the trail crew',
            title: 'Sign up for 10% off your first order',
          },
        ]}
        location={location}
        services={{ ...apiServices('https://api.test'), onEvent }}
      />,
    );
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Get 10% off' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the trail crew' });
    const submit = within(dialog)
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit')!;
    submit.closest('form')?.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.click(submit);
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'popupClick',
        blockId: 'popup-en-gb-newsletter',
        target: expect.objectContaining({ text: submit.textContent?.trim() }),
      }),
    );
  });

  it('has no axe violations, minimised and expanded', async () => {
    const { container } = render(<Popup {...popup} pageKey={location.pathname} />);
    act(() => vi.advanceTimersByTime(2000));
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Free returns for members' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
