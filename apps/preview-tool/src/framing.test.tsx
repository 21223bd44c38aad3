import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostLabel, SCROLL_MESSAGE, useScrollSync } from './framing';

describe('hostLabel', () => {
  it('names each environment of §2 and never guesses production', () => {
    expect(hostLabel('localhost')).toBe('localhost');
    expect(hostLabel('127.0.0.1')).toBe('localhost');
    expect(hostLabel('pr-412.preview.switchback.example')).toBe('PR preview');
    expect(hostLabel('preview-pr-77.switchback.example')).toBe('PR preview');
    expect(hostLabel('dev.switchback.example')).toBe('dev');
    expect(hostLabel('cms-qa.switchback.example')).toBe('qa');
    expect(hostLabel('preprod.switchback.example')).toBe('preprod');
    expect(hostLabel('staging.switchback.example')).toBe('preprod');
    expect(hostLabel('www.switchback.example', ['www.switchback.example'])).toBe('production');
    expect(hostLabel('www.switchback.example')).toBe('unknown host');
    expect(hostLabel('developer.example')).toBe('unknown host');
  });
});

function Sync({ enabled }: { enabled: boolean }) {
  useScrollSync(enabled);
  return <p>framed</p>;
}

describe('useScrollSync', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the parent’s scroll messages and reports its own scrolling to the parent', () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<Sync enabled />);
    expect(screen.getByText('framed')).toBeInTheDocument();

    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: SCROLL_MESSAGE, y: 640 },
        source: parent as unknown as MessageEventSource,
      }),
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    // Anyone else's message is ignored.
    window.dispatchEvent(new MessageEvent('message', { data: { type: SCROLL_MESSAGE, y: 9999 }, source: null }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('posts its position when the editor scrolls, and does nothing when not enabled', async () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    const { unmount } = render(<Sync enabled />);
    window.dispatchEvent(new Event('scroll'));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: SCROLL_MESSAGE, y: window.scrollY }, '*');
    unmount();
    render(<Sync enabled={false} />);
    window.dispatchEvent(new Event('scroll'));
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
  });
});
