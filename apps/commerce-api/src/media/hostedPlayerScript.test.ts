import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/openDatabase';
import { call } from '../testing/api';

// Media never touches the database.
const app = createApp({ db: {} as Database });

// Just enough of a page for the script: elements with children, attributes and listeners.
class FakeElement {
  children: FakeElement[] = [];
  attributes = new Map<string, string>();
  listeners = new Map<string, () => void>();
  textContent = '';
  type = '';
  className = '';
  removed = false;
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  remove() {
    this.removed = true;
  }
}

describe('GET /media/player.js (the sandbox hosted video player)', () => {
  it('serves a cacheable script', async () => {
    const res = await call(app, 'GET', '/media/player.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const etag = res.headers.get('etag')!;
    expect((await call(app, 'GET', '/media/player.js', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('names the chapter list as the page labels its chapters track (a French page: Chapitres)', async () => {
    const script = await (await call(app, 'GET', '/media/player.js')).text();
    const window: { SwitchbackHostedPlayer?: { attach: (video: unknown, asset: unknown) => { detach(): void } } } = {};
    runInNewContext(script, { window, document: { createElement: (tag: string) => new FakeElement(tag) } });
    const trackElement = Object.assign(new FakeElement('track'), {
      label: 'Chapitres',
      track: { mode: 'disabled', cues: [{ text: 'Le soleil descend', startTime: 0 }] },
    });
    let inserted: FakeElement | undefined;
    const video = Object.assign(new FakeElement('video'), {
      querySelector: () => trackElement,
      insertAdjacentElement: (_where: string, element: FakeElement) => {
        inserted = element;
      },
    });
    window.SwitchbackHostedPlayer!.attach(video, { assetId: 'switchback-demo/trail/ridge-loop' });
    expect(inserted?.attributes.get('aria-label')).toBe('Chapitres');
  });

  it('takes over a video: marks the asset, lists the chapters once their cues load, seeks on a chapter, lets go on detach', async () => {
    const script = await (await call(app, 'GET', '/media/player.js')).text();
    const window: { SwitchbackHostedPlayer?: { attach: (video: unknown, asset: unknown) => { detach(): void } } } = {};
    const document = { createElement: (tag: string) => new FakeElement(tag) };
    runInNewContext(script, { window, document });

    const cues: { text: string; startTime: number }[] = [];
    const trackElement = Object.assign(new FakeElement('track'), { track: { mode: 'disabled', cues } });
    let inserted: FakeElement | undefined;
    const video = Object.assign(new FakeElement('video'), {
      currentTime: 0,
      played: 0,
      querySelector: (selector: string) => (selector === 'track[kind="chapters"]' ? trackElement : null),
      insertAdjacentElement: (_where: string, element: FakeElement) => {
        inserted = element;
      },
      play() {
        this.played += 1;
        return Promise.resolve();
      },
    });

    const handle = window.SwitchbackHostedPlayer!.attach(video, { assetId: 'switchback-demo/tents/corrie-2-pitch' });
    expect(video.attributes.get('data-hosted-asset')).toBe('switchback-demo/tents/corrie-2-pitch');
    expect(trackElement.track.mode).toBe('hidden');
    expect(inserted).toBeUndefined();

    cues.push({ text: 'Lay out the tent', startTime: 0 }, { text: 'Peg the windward end', startTime: 95 });
    trackElement.listeners.get('load')!();
    expect(inserted?.attributes.get('aria-label')).toBe('Chapters');
    const buttons = inserted!.children[0]!.children.map((item) => item.children[0]!);
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Lay out the tent (0:00)',
      'Peg the windward end (1:35)',
    ]);
    buttons[1]!.listeners.get('click')!();
    expect(video.currentTime).toBe(95);
    expect(video.played).toBe(1);

    handle.detach();
    expect(inserted!.removed).toBe(true);
    expect(video.attributes.has('data-hosted-asset')).toBe(false);
    expect(trackElement.listeners.has('load')).toBe(false);
  });
});
