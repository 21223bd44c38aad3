import { act, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameApp, type FrameServicesInput } from './FrameApp';
import type { FrameRenderMessage } from './frameProtocol';

const segmentation = {
  id: 'seg-home',
  type: 'segmentation',
  segments: [
    {
      id: 'loyalty-loggedin',
      targets: [{ id: 'loyal', type: 'richText', richText: { html: '<p>Members earn double points.</p>' } }],
    },
  ],
  baselines: [
    { targets: [{ id: 'join', type: 'richText', richText: { html: '<p>Join the club for free delivery.</p>' } }] },
  ],
};

const render = (overrides: Partial<FrameRenderMessage> = {}): FrameRenderMessage => ({
  type: 'switchback:preview-frame-render',
  block: segmentation,
  audience: 'guest',
  testOverride: '',
  siteId: 'sb-ca',
  locale: 'fr-ca',
  storefrontUrl: 'http://localhost:3000',
  ...overrides,
});

function framed() {
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  return parent;
}

const send = (data: unknown, from: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: from as Window }));
  });

afterEach(() => vi.restoreAllMocks());

describe('FrameApp (the page inside a breakpoint frame)', () => {
  it('tells the tool it is ready, then draws the entry it is sent for the audience and override, with the shared services', async () => {
    const parent = framed();
    const servicesFor = vi.fn((where: FrameServicesInput) => ({ siteId: where.siteId, locale: where.locale }));
    const { container } = renderWithUser(<FrameApp servicesFor={servicesFor} />);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'switchback:preview-frame-ready' }, window.location.origin);
    expect(screen.getByText('Loading the preview…')).toBeInTheDocument();

    send(render(), parent);
    expect(await screen.findByText('Join the club for free delivery.')).toBeInTheDocument();
    expect(screen.getByText('Showing baseline')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-ca');

    send(render({ audience: 'loyalty' }), parent);
    expect(await screen.findByText('Members earn double points.')).toBeInTheDocument();
    expect(screen.getByText('Showing segment: loyalty-loggedin')).toBeInTheDocument();
    send(render({ audience: 'loyalty', testOverride: 'no-such-segment' }), parent);
    expect(servicesFor).toHaveBeenLastCalledWith({
      siteId: 'sb-ca',
      locale: 'fr-ca',
      audience: 'loyalty',
      storefrontUrl: 'http://localhost:3000',
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ignores messages from other windows or origins', () => {
    const parent = framed();
    renderWithUser(<FrameApp servicesFor={() => ({})} />);
    send(render(), {});
    send(render(), parent, 'https://evil.example');
    send({ type: 'switchback:preview-frame-render' }, parent);
    expect(screen.getByText('Loading the preview…')).toBeInTheDocument();
  });
});
