import { blockRegistry } from '@switchback/content-blocks';
import { expect, test, type Page } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// The demo content catalogue (commerce-api src/content/seedCatalogue.ts): starting from the home page and following
// its "Explore the season" cards (made from the catalogue's one list of pages), every block type of the registry is
// drawn on some page, and the campaign's video plays. One browser context, each page visited once.
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

/** Scrolls through the page, so blocks kept as server markup until seen load their code and draw. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo(0, 0);
  });
}

/** The block types the page draws: each block's slot (`data-block-type`) that holds something to see. */
async function drawnBlockTypes(page: Page): Promise<string[]> {
  return page
    .locator('[data-block-type]')
    .evaluateAll((slots) =>
      slots
        .filter((slot) => slot.childElementCount > 0 || (slot.textContent ?? '').trim() !== '')
        .map((slot) => slot.getAttribute('data-block-type') ?? ''),
    );
}

test('the demo catalogue draws every block type of the registry on the storefront, and its video plays', async ({
  page,
}) => {
  const seen = new Map<string, string>();
  const visit = async (path: string) => {
    await page.goto(`${stack.storefrontUrl}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await scrollThrough(page);
    for (const type of await drawnBlockTypes(page)) if (!seen.has(type)) seen.set(type, path);
  };

  await visit('/en-us');
  const explore = page.locator('[data-block-id="home-en-us-explore"]');
  const paths = [
    ...new Set(
      await explore
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
    ),
  ];
  expect(paths).toEqual(
    expect.arrayContaining([
      '/en-us/campaigns/autumn-ridgeline',
      '/en-us/campaigns/trail-running-season',
      '/en-us/lookbook',
      '/en-us/events',
      '/en-us/journal',
    ]),
  );

  for (const path of paths) {
    await visit(path);
    if (path.endsWith('/events')) {
      // The members' pop-up appears after its delay (3 s): a prompt that exists only once shown.
      const popup = page.locator('[data-block-type="popup"]');
      await expect(popup.getByRole('button', { name: 'Members book first', exact: true })).toBeVisible();
      for (const type of await drawnBlockTypes(page)) if (!seen.has(type)) seen.set(type, path);
    }
    if (path.endsWith('/autumn-ridgeline')) {
      const video = page.locator('[data-block-type="video"] video');
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute('src', /\/media\/video\/trail-loop\.webm$/);
      // It plays by itself (muted); should the browser refuse autoplay, the shopper's play button works the same.
      await video.evaluate((element: HTMLVideoElement) => (element.paused ? element.play() : undefined));
      const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(start + 0.5);
      expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
    }
  }

  expect([...seen.keys()].sort()).toEqual([...blockRegistry.keys()].sort());
});
