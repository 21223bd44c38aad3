import { blockRegistry } from '@switchback/content-blocks';
import { expect, test, type Page } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// The demo content catalogue (commerce-api src/content/seedCatalogue.ts): starting from the home page and following
// its "Explore the season" cards (made from the catalogue's one list of pages), every block type of the registry is
// drawn on some page, the campaign's video plays and the store events' hosted film gets its player and chapters. One browser context, each page visited once.
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
  // What a shopper would notice: a page whose server text the browser disagrees with (React redraws it), or media
  // the browser refuses (the hosted film's poster is fetched in CORS mode).
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /hydrat|Minified React error #(418|419|421|423|425)|CORS policy/i.test(message.text())
    )
      problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
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
      // The hosted film: commerce-api's sandbox player takes over, turns the chapters track into buttons that seek,
      // and the captions in both languages are there to pick.
      const film = page.locator('[data-block-id="events-en-us-night-film"] .sb-video');
      await film.scrollIntoViewIfNeeded();
      await expect(film).toHaveAttribute('data-hosted-player', 'ready');
      const chapters = film.getByRole('navigation', { name: 'Chapters' }).getByRole('button');
      await expect(chapters).toHaveText([
        'The sun sinks behind the ridges (0:00)',
        'The head torch follows the trail (0:02)',
        'Last light on the crest (0:04)',
      ]);
      const filmVideo = film.locator('video');
      await chapters.nth(2).click();
      await expect
        .poll(() => filmVideo.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThanOrEqual(4);
      const captions = await filmVideo.evaluate((element: HTMLVideoElement) =>
        [...element.textTracks].filter((track) => track.kind !== 'chapters').map((track) => track.language),
      );
      expect(captions).toEqual(['en', 'fr']);
      // Picking the French subtitles (as the player's captions menu does) loads and shows their cue.
      await expect
        .poll(() =>
          filmVideo.evaluate((element: HTMLVideoElement) => {
            const french = [...element.textTracks].find((track) => track.language === 'fr');
            if (french) french.mode = 'showing';
            return french?.cues?.[0] instanceof VTTCue ? (french.cues[0] as VTTCue).text : undefined;
          }),
        )
        .toBe('[Aucun son]');
      await expect(film.getByRole('link', { name: 'Transcript (English)' })).toHaveAttribute(
        'href',
        /\/media\/video\/trail-loop\.transcript\.en\.txt$/,
      );
    }
    if (path.endsWith('/autumn-ridgeline')) {
      // The quick links (a CTA button collection, whose code loads when the shopper points at it): a row with
      // arrows that move it on a tablet, wrapped without arrows on a desktop.
      const quickLinks = page.getByRole('group', { name: 'Shop the collection' });
      const next = quickLinks.getByRole('button', { name: 'Next slide' });
      await page.setViewportSize({ width: 768, height: 720 });
      await quickLinks.scrollIntoViewIfNeeded();
      await quickLinks.hover();
      await next.click();
      await expect(quickLinks.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
      await page.setViewportSize({ width: 1280, height: 720 });
      await expect(next).toHaveCount(0);
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
  // On a taller window the store events' sign-up is on the first screen, so it hydrates the server's markup (lower
  // down it is drawn when seen): its dates must be the same text on both sides.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await visit('/en-us/events');
  expect(problems).toEqual([]);
});

test('the catalogue heroes draw the common fields titleHtml, subtitleHtml, mediaList and gradientBreakpoints', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${stack.storefrontUrl}/en-us/campaigns/autumn-ridgeline`);
  const ridgeline = page.locator('[data-block-type="hero"]').first();
  // titleHtml: the title with its markup, still the page's one h1 with the same name.
  const title = ridgeline.getByRole('heading', { level: 1, name: 'The Autumn Ridgeline collection' });
  await expect(title.locator('em')).toHaveText('Ridgeline');
  // mediaList: the landscape, the shell and the boots in one row, each with its alt text.
  const images = ridgeline.locator('.sb-hero__media img');
  await expect(images).toHaveCount(3);
  await expect(ridgeline.getByRole('img', { name: 'A rust-red Ridgeline shell jacket' })).toBeVisible();
  await expect(ridgeline.getByRole('img', { name: 'Brown leather Ridgeline hiking boots' })).toBeVisible();
  const boxes = await images.evaluateAll((all) => all.map((image) => image.getBoundingClientRect().toJSON()));
  expect(boxes[1].top).toBeCloseTo(boxes[0].top, 0);
  expect(boxes[2].left).toBeGreaterThan(boxes[1].left);

  // subtitleHtml and gradientBreakpoints { sm: full, md: off, lg: focused } on the store events hero.
  await page.goto(`${stack.storefrontUrl}/en-us/events`);
  const events = page.locator('[data-block-type="hero"]').first();
  await expect(events.locator('.sb-hero__subtitle strong')).toHaveText('free');
  const gradient = events.locator('.sb-hero__gradient');
  const content = events.locator('.sb-hero__content');
  const image = events.locator('.sb-hero__image');
  await expect(gradient).toBeVisible();
  // Desktop: the text sits on the image, inside the focused gradient.
  const over = (await image.boundingBox())!;
  const text = (await content.boundingBox())!;
  expect(text.y + text.height).toBeLessThanOrEqual(over.y + over.height + 1);
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(gradient).toBeHidden();
  // Tablet: no gradient, so the text sits on the band below the image.
  const below = (await image.boundingBox())!;
  expect((await content.boundingBox())!.y).toBeGreaterThanOrEqual(below.y + below.height - 1);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(gradient).toBeVisible();
});
