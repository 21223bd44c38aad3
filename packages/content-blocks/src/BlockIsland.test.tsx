import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
 * hydrated by a fresh copy of the package that has loaded no block code — as a browser does before the shopper
 * comes near the island.
 */
async function serverPageThenHydrate(blocks: unknown[]) {
  const server = await import('./index');
  await server.preloadBlocks();
  const prepared = (await import('./prepareBlocks')).prepareBlocks(blocks);
  const html = renderToString(createElement(server.LazyBlockRenderer, { blocks: prepared }));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  vi.resetModules();
  const browser = await import('./index');
  await act(async () => {
    root = hydrateRoot(container, createElement(browser.LazyBlockRenderer, { blocks: prepared }));
  });
  return { container, browser };
}

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
    document.addEventListener('click', (event) => {
      const anchor = (event.target as Element).closest('a');
      if (anchor) followed.push(anchor.getAttribute('href') ?? '');
      event.preventDefault();
    });
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
