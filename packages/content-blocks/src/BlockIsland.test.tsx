import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement, startTransition, Suspense, use } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ShopperContext } from '@switchback/personalisation';
import { GUEST_SHOPPER } from '@switchback/personalisation';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LazyBlockRendererProps } from './LazyBlockRenderer';

// A newsletter sign-up and an accordion as the CMS sends them (the newsletter only answers input, so it wakes on
// interaction; the accordion is a plain interactive block).
const newsletter = {
  id: 'footer-newsletter',
  type: 'newsletter',
  title: 'Trail notes in your inbox',
  policyText: { html: '<p>I agree to receive emails.</p>' },
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.resetModules();
});

/**
 * The server's HTML of the blocks (every type preloaded, as entry.server does), put in the page, then the same tree
 * hydrated by a fresh copy of the package that has loaded only the first screen's islands — as a browser does
 * before the shopper comes near the island.
 */
async function serverPageThenHydrate(
  blocks: unknown[],
  props: Omit<LazyBlockRendererProps, 'blocks'> = {},
  beforeHydrating?: (browser: typeof import('./index')) => Promise<void>,
) {
  const server = await import('./index');
  await server.preloadBlocks();
  const prepared = (await import('./prepareBlocks')).prepareBlocks(blocks);
  const html = renderToString(createElement(server.LazyBlockRenderer, { ...props, blocks: prepared }));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  vi.resetModules();
  const browser = await import('./index');
  // As entry.client does: the first screen's islands, and what serves containers the server chose for.
  await (beforeHydrating ?? ((page) => page.preloadBlockIslands(document, 0)))(browser);
  await act(async () => {
    root = hydrateRoot(container, createElement(browser.LazyBlockRenderer, { ...props, blocks: prepared }), {
      onRecoverableError: (error) => hydrationErrors.push(String(error)),
    });
  });
  const rerender = (changed: Omit<LazyBlockRendererProps, 'blocks'>) =>
    act(() => root!.render(createElement(browser.LazyBlockRenderer, { ...props, ...changed, blocks: prepared })));
  return { container, browser, rerender };
}

let hydrationErrors: string[] = [];
afterEach(() => {
  hydrationErrors = [];
});

describe('BlockIsland kept as server markup until the shopper reaches it', () => {
  it('keeps the server form until the shopper reaches it, then hands the typed e-mail, the ticked box and focus to the live block', async () => {
    const { container, browser } = await serverPageThenHydrate([newsletter]);
    expect(browser.loadedBlock('newsletter')).toBeUndefined();
    const email = screen.getByRole('textbox', { name: /email/i }) as HTMLInputElement;
    // The shopper types into the server's markup before the block's code is there.
    email.value = 'ada@example.com';
    const policy = screen.getByRole('checkbox') as HTMLInputElement;
    policy.checked = true;
    email.focus();
    await act(async () => {
      fireEvent.focusIn(email);
      await browser.loadBlock('newsletter');
    });
    await waitFor(() => expect(container.querySelector('input[name="email"]')).not.toBe(email));
    const live = screen.getByRole('textbox', { name: /email/i }) as HTMLInputElement;
    expect(live.value).toBe('ada@example.com');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(live);
    // The live block's state has the value too: clearing the field is React's doing, not the handover's.
    fireEvent.change(live, { target: { value: 'ada@example.org' } });
    expect(live.value).toBe('ada@example.org');
  });

  it("holds a form sent before the code came and sends it again live, so the block's own checks answer", async () => {
    const { browser } = await serverPageThenHydrate([newsletter]);
    const form = screen.getByRole('textbox', { name: /email/i }).closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      await browser.loadBlock('newsletter');
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /email/i }).getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('loads no code for an island that only answers input until the shopper reaches it, even on the first screen', async () => {
    const { browser } = await serverPageThenHydrate([newsletter]);
    await browser.preloadBlockIslands(document, 0);
    expect(browser.loadedBlock('newsletter')).toBeUndefined();
  });

  it('does not swap the markup while a link in it is pressed, so the click reaches the link the shopper chose', async () => {
    const withLink = {
      ...newsletter,
      policyText: { html: '<p>I agree to receive emails. <a href="/en-us/privacy">Privacy policy</a></p>' },
    };
    const { container, browser } = await serverPageThenHydrate([withLink]);
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest('a');
      if (anchor) followed.push(anchor.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    onTestFinished(() => document.removeEventListener('click', follow));
    // The pointer comes over the link (the island starts loading) and presses it before the code has come.
    await act(async () => {
      fireEvent.pointerOver(link);
      fireEvent.pointerDown(link);
      await browser.loadBlock('newsletter');
    });
    expect(link.isConnected).toBe(true);
    fireEvent.click(link);
    expect(followed).toEqual(['/en-us/privacy']);
    // Once the click is done, the live block takes over.
    await waitFor(() => expect(container.querySelector('a[href="/en-us/privacy"]')).not.toBe(link));
    expect(browser.loadedBlock('newsletter')).toBeDefined();
  });
});

describe('DeferredIsland with a version', () => {
  /** A greeting island: its "code" is a module-level loader, as a page island's chunk. */
  async function greetingIsland() {
    const { DeferredIsland } = await import('./index');
    const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
    let loaded: typeof Greeting | undefined;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = () => gate.then(() => (loaded = Greeting));
    const Page = ({ name }: { name: string }) =>
      createElement(DeferredIsland<typeof Greeting>, {
        name: 'greeting',
        load,
        loaded: () => loaded,
        wake: 'interaction',
        version: name,
        render: (Component) => createElement(Component, { name }),
      });
    return { Page, load, release, isLoaded: () => loaded !== undefined };
  }

  it('keeps the server markup while its data is the same, and draws live with the new data once it changes', async () => {
    const server = await greetingIsland();
    server.release();
    await server.load();
    const container = document.createElement('div');
    // The server drew it with its code loaded.
    const serverHtml = renderToString(createElement(server.Page, { name: 'Ada' }));
    vi.resetModules();
    const browser = await greetingIsland();
    // Not loaded in the browser: the server's markup stays on hydration.
    container.innerHTML = serverHtml.replace('Hello Ada', 'Hello Ada (server)');
    document.body.append(container);

    await act(async () => {
      root = hydrateRoot(container, createElement(browser.Page, { name: 'Ada' }), { onRecoverableError: () => {} });
    });
    expect(container.textContent).toBe('Hello Ada (server)');
    expect(browser.isLoaded()).toBe(false);
    // New data (a client navigation): the old markup must not stay on screen; the island draws live when its code comes.

    await act(async () => {
      startTransition(() => root!.render(createElement(browser.Page, { name: 'Grace' })));
    });
    // Inside a transition (a navigation) the old page stays until the island's code has come…
    expect(container.textContent).toBe('Hello Ada (server)');
    await act(async () => {
      browser.release();
      await Promise.resolve();
    });
    // …then it shows the new data live, although the shopper never reached into it.
    await waitFor(() => expect(container.textContent).toBe('Hello Grace'));
    expect(container.querySelector('[data-sb-island="greeting"] p')?.textContent).toBe('Hello Grace');
  });
});

describe('DeferredIsland: links its code turns into buttons, and a timed wake', () => {
  /** A menu link island (`LIVE_CLICK`): a link to `#menu` without code, a button that opens the menu live. */
  async function menuIsland(options: { wakeAfterMs?: number; wake?: 'visible' | 'interaction' } = {}) {
    const { DeferredIsland, LIVE_CLICK } = await import('./index');
    const MenuLink = ({ onOpen }: { onOpen: () => void }) =>
      createElement(
        'a',
        {
          href: '#menu',
          ...LIVE_CLICK,
          onClick: (event: { preventDefault(): void }) => {
            event.preventDefault();
            onOpen();
          },
        },
        'Menu',
      );
    let loaded: typeof MenuLink | undefined;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => gate.then(() => (loaded = MenuLink)));
    const Page = ({ onOpen }: { onOpen: () => void }) =>
      createElement(DeferredIsland<typeof MenuLink>, {
        name: 'menu',
        load,
        loaded: () => loaded,
        wake: options.wake ?? 'interaction',
        wakeAfterMs: options.wakeAfterMs,
        render: (Component) => createElement(Component, { onOpen }),
      });
    return { Page, load, release };
  }

  async function hydrateMenu(options: { wakeAfterMs?: number; wake?: 'visible' | 'interaction' } = {}) {
    const server = await menuIsland();
    server.release();
    await server.load();
    const html = renderToString(createElement(server.Page, { onOpen: () => {} }));
    vi.resetModules();
    const browser = await menuIsland(options);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onOpen = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, createElement(browser.Page, { onOpen }), { onRecoverableError: () => {} });
    });
    return { browser, onOpen, link: screen.getByRole('link', { name: 'Menu' }) };
  }

  it('keeps a plain click on such a link made before the code came, and gives it to the live island', async () => {
    const { browser, onOpen, link } = await hydrateMenu();
    // Not followed (no jump to #menu): the click waits for the code.
    expect(fireEvent.click(link)).toBe(false);
    expect(browser.load).toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
    await act(async () => {
      browser.release();
      await Promise.resolve();
    });
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
  });

  it('lets a click with a modifier key (a new tab) follow the link', async () => {
    const { onOpen, link } = await hydrateMenu();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('with a timed wake too, an island on screen that acts once seen still loads its code at once', async () => {
    const { browser } = await hydrateMenu({ wake: 'visible', wakeAfterMs: performance.now() + 60_000 });
    expect(browser.load).toHaveBeenCalledTimes(1);
  });

  it('loads its code by itself once the time after the page began to load has come', async () => {
    // A second ahead: setting up the page (modules, a server render, hydration) must not use up the wait on a busy
    // machine, or the code would already be loading when the test looks.
    const { browser } = await hydrateMenu({ wakeAfterMs: performance.now() + 1000 });
    expect(browser.load).not.toHaveBeenCalled();
    await waitFor(() => expect(browser.load).toHaveBeenCalled(), { timeout: 4000 });
  });
});

describe('DeferredIsland whose live render waits for more code', () => {
  it('hands over what the shopper typed while it waited, not only what was there when its own code came', async () => {
    const { DeferredIsland } = await import('./index');
    let releasePart: () => void = () => {};
    const part = new Promise<void>((resolve) => (releasePart = resolve));
    // The live box needs a part of its own first (a nested island's chunk): its render waits for it.
    const Box = ({ waits }: { waits: boolean }) => {
      if (waits) use(part);
      return createElement('input', { 'aria-label': 'Search', defaultValue: '' });
    };
    const page = (waits: boolean, loaded?: typeof Box) =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(DeferredIsland<typeof Box>, {
          name: 'box',
          load: () => Promise.resolve(Box),
          loaded: () => loaded,
          wake: 'interaction',
          render: (Component) => createElement(Component, { waits }),
        }),
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false, Box));
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page(true), { onRecoverableError: () => {} });
    });
    const held = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    held.value = 'j';
    await act(async () => {
      fireEvent.focusIn(held);
      await Promise.resolve();
    });
    // The code came, the live render waits: the shopper goes on typing in the markup still on screen.
    expect(held.isConnected).toBe(true);
    held.value = 'jack';
    await act(async () => {
      releasePart();
      await part;
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).not.toBe(held));
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('jack');
  });
});

// A banner with plain links (static: no modal link), and the two audiences of a segmentation block.
const banner = (id: string, title: string) => ({
  id,
  type: 'banner',
  name: title,
  title,
  richText: { html: `<p>${title}, this week only.</p>` },
  targets: [{ id: `${id}-link`, text: 'Shop now', url: '/en-us/c/tents-100420' }],
});
const guest: ShopperContext = GUEST_SHOPPER;
const member: ShopperContext = { ...guest, loggedIn: true, loyaltyMember: true };
const segmentation = {
  id: 'home-rewards',
  type: 'segmentation',
  segments: [{ id: 'loyalty-loggedin', targets: [banner('points', 'Your points work harder')] }],
  baselines: [{ targets: [banner('join', 'Join Switchback Rewards'), newsletter] }],
};
const experience = {
  id: 'home-hero',
  type: 'experience',
  experienceId: 'exp_home_hero',
  baselines: [{ targets: [banner('hero-a', 'Into the hills')] }],
  variants: [
    { name: 'Control', variantId: 'home-hero-a', targets: [] },
    { name: 'Trail fork', variantId: 'home-hero-b', targets: [banner('hero-b', 'Take the other trail')] },
  ],
};

describe('containers whose choice the server made', () => {
  it('hydrate the blocks the server chose without the container’s code or a static block’s, the interactive ones live', async () => {
    const { browser } = await serverPageThenHydrate([segmentation], { shopper: guest }, async (page) => {
      await page.preloadBlockIslands(document);
    });
    expect(screen.getByRole('heading', { name: 'Join Switchback Rewards' })).toBeTruthy();
    expect(browser.loadedBlock('segmentation')).toBeUndefined();
    expect(browser.loadedBlock('banner')).toBeUndefined();
    // The newsletter inside it was loaded before hydrating and answers its own rule without a page load.
    expect(browser.loadedBlock('newsletter')).toBeDefined();
    fireEvent.submit(screen.getByRole('textbox', { name: /email/i }).closest('form')!);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /email/i }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(hydrationErrors).toEqual([]);
  });

  it('load their code and choose again when what the choice depends on changes in the browser', async () => {
    const { browser, rerender } = await serverPageThenHydrate([segmentation], { shopper: guest });
    expect(browser.loadedBlock('segmentation')).toBeUndefined();
    await rerender({ shopper: member });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your points work harder' })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Join Switchback Rewards' })).toBeNull();
    expect(browser.loadedBlock('segmentation')).toBeDefined();
  });

  it('serve an experience decided for its baseline; one showing a variant loads its code to report it', async () => {
    const shown: unknown[] = [];
    const services = { onEvent: (event: unknown) => shown.push(event) };
    const baseline = await serverPageThenHydrate([experience], {
      services,
      experienceDecisions: { hero: { variantId: 'home-hero-a', name: 'Control' } },
    });
    expect(screen.getByRole('heading', { name: 'Into the hills' })).toBeTruthy();
    expect(baseline.browser.loadedBlock('experience')).toBeUndefined();
    expect(shown).toEqual([]);
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';

    const variant = await serverPageThenHydrate([experience], {
      services,
      experienceDecisions: { hero: { variantId: 'home-hero-b', name: 'Trail fork' } },
    });
    await act(() => variant.browser.loadBlock('experience'));
    await waitFor(() => expect(shown).toMatchObject([{ kind: 'experienceShown', variantId: 'home-hero-b' }]));
    expect(screen.getByRole('heading', { name: 'Take the other trail' })).toBeTruthy();
    expect(hydrationErrors).toEqual([]);
  });

  it('without a server decision, an experience is drawn live to read the page’s decisions, its static blocks keeping their markup', async () => {
    const { browser } = await serverPageThenHydrate([experience]);
    // Kept as markup, then drawn live once its code came (it is near the screen): the banner inside keeps its markup.
    await act(() => browser.loadBlock('experience'));
    await waitFor(() => expect(document.querySelector('[data-sb-island="experience"] > .sb-experience')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Into the hills' })).toBeTruthy();
    expect(browser.loadedBlock('banner')).toBeUndefined();
    // The provider's script decides later: the live block shows the variant.
    (window as unknown as Record<string, unknown>).__sbExperienceDecisions = { hero: { variantId: 'home-hero-b' } };
    // The variant's banner is new to the page: its code loads to draw it.
    await act(async () => {
      window.dispatchEvent(new Event('sb:experiences-recalculated'));
      await browser.loadBlock('banner');
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Take the other trail' })).toBeTruthy());
    delete (window as unknown as Record<string, unknown>).__sbExperienceDecisions;
    expect(hydrationErrors).toEqual([]);
  });
});
