import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// The editors' preview tool (apps/preview-tool), built, against the stack's commerce-api; its storefront links go
// to the stack's storefront.
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack({ previewTool: true });
});

test.afterAll(async () => {
  await stack?.stop();
});

const toolUrl = (query: string) =>
  `${stack.previewToolUrl}/?preview=true&storefrontUrl=${encodeURIComponent(stack.storefrontUrl)}${query}`;

/** Picks a document type (by its label), optionally a search, and presses Go; waits for the status line. */
async function choose(page: Page, label: string, search = '') {
  await page.getByRole('combobox', { name: 'Document type' }).selectOption({ label });
  await page.getByRole('searchbox', { name: 'Name or id' }).fill(search);
  await page.getByRole('button', { name: 'Go' }).click();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const loaded = `^\\d+ ${escape(label)} (entry|entries)${search ? ` matching “${escape(search)}”` : ' on'}`;
  await expect(page.getByRole('status')).toHaveText(new RegExp(`${loaded}|^Could not load`));
}

test('every document type has at least one entry, drawn live', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(toolUrl(''));
  const labels = (
    await page.getByRole('combobox', { name: 'Document type' }).locator('option').allTextContents()
  ).filter((label) => label !== 'Select doctype');
  expect(labels.length).toBeGreaterThan(20);
  const empty: string[] = [];
  for (const label of labels) {
    await choose(page, label);
    const entries = page.getByRole('article', { name: /^Preview of / });
    // The status line can be drawn a moment before the entries: wait for one or the other.
    await expect(entries.first().or(page.getByText('No results.'))).toBeVisible();
    if ((await entries.count()) === 0) {
      empty.push(label);
      continue;
    }
    // The first entry is drawn by the block renderer (a block, or in preview the note explaining why not).
    await expect(entries.first().locator('.preview-item__live > *').first(), `${label}: a live preview`).toBeAttached();
    if (label === 'Video') {
      // The store events' film (the hosted player is off in the tool: a plain video) with its captions, which come
      // from commerce-api's origin, not the tool's: the browser loads them only in CORS mode.
      const film = page.locator('.preview-item__live video:has(track[kind="captions"])').first();
      await expect
        .poll(() =>
          film.evaluate((video: HTMLVideoElement) => {
            const captions = [...video.textTracks].find((track) => track.kind === 'captions');
            if (captions) captions.mode = 'showing';
            return captions?.cues?.length ?? 0;
          }),
        )
        .toBeGreaterThan(0);
    }
    if (label === 'Popup') {
      // Each pop-up in its own entry, at once (not after its delay, over the tool's corner), and again after a
      // reload (an editor is not a visitor who has seen it).
      for (const reload of [false, true]) {
        if (reload) await page.reload();
        for (const entry of await entries.all())
          await expect(entry.locator('.preview-item__live .sb-popup button[aria-haspopup="dialog"]')).toBeVisible();
      }
    }
  }
  expect(empty, `Document types with no entries in commerce-api's seed: ${empty.join(', ')}`).toEqual([]);
});

test('the article grid gets the storefront’s block services: it lists the journal’s articles', async ({ page }) => {
  await page.goto(toolUrl('&docType=articleGrid'));
  const grid = page.getByRole('article', { name: /^Preview of / }).first();
  await expect(grid).toBeVisible();
  await expect(grid.locator('.preview-item__live').getByRole('link').first()).toBeVisible();
  await expect(grid.getByText('No articles found.')).toHaveCount(0);
});

test('a broken block is explained field by field: which field, what is wrong, how to fix it', async ({ page }) => {
  await page.goto(toolUrl(''));
  await choose(page, 'Hero', 'preview-fixture');
  await expect(page).toHaveURL(/[?&]q=preview-fixture(&|$)/);
  const entry = page.getByRole('article', { name: 'Preview of Broken hero (preview fixture)' });
  const check = entry.getByRole('region', { name: 'Schema check of Broken hero (preview fixture)' });
  await expect(check.getByRole('heading')).toHaveText('Schema check: 3 problems: shoppers do not see this Hero block');
  await expect(check.getByRole('listitem')).toHaveText([
    'Error Field media.width is the text "1600" but must be a number: give the image\'s width in pixels, as a whole number.',
    'Error Field targets[0].text is empty: add the words the link or button shows.',
    'Error Field gradientStyle is "diagonal", which is not an allowed value: pick one of "off", "full", "focused".',
    'Advice Field media.alt is missing: add a short description of the image for screen readers (leave it empty only for a decorative image).',
  ]);
  // Shoppers never see it: it sits on an editors-only draft, no storefront page.
  await expect(entry.getByText('Not used on a storefront page.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

test('phone, tablet and desktop side by side at their real widths; reload and a shared link keep the view', async ({
  page,
  browser,
}) => {
  await page.goto(toolUrl(''));
  await choose(page, 'Hero');
  const entry = page.getByRole('article', { name: /^Preview of / }).first();
  const name = ((await entry.getAttribute('aria-label')) ?? '').replace(/^Preview of /, '');
  await page.getByRole('checkbox', { name: 'Show phone, tablet and desktop side by side' }).check();
  await expect(page).toHaveURL(/[?&]view=breakpoints(&|$)/);

  const widths = async (target: Page) => {
    const found: Record<string, number> = {};
    for (const [device, width] of [
      ['phone', 360],
      ['tablet', 768],
      ['desktop', 1280],
    ] as const) {
      const frame = target.getByTitle(`${name} at ${device} width (${width} px)`);
      await expect(frame).toBeVisible();
      const content = target.frameLocator(`iframe[title="${name} at ${device} width (${width} px)"]`);
      // The frame draws the entry itself (the preview tool's block renderer inside it).
      await expect(content.locator('.preview-frame > *').first()).toBeAttached();
      await expect(content.getByText('Loading the preview…')).toHaveCount(0);
      const handle = await frame.elementHandle();
      const inner = await handle!.contentFrame();
      found[device] = await inner!.evaluate(() => window.innerWidth);
    }
    return found;
  };
  // Real widths: the block's media queries and scripts see a phone, a tablet and a desktop window.
  expect(await widths(page)).toEqual({ phone: 360, tablet: 768, desktop: 1280 });
  // The tool's own page around the frames. Inside them are the storefront's blocks, each entry three times by design
  // (so its landmarks repeat) and with the heading levels they have on a shop page (a hero's h1).
  const axe = await new AxeBuilder({ page }).exclude('.preview-breakpoints__viewport').analyze();
  expect(axe.violations).toEqual([]);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Show phone, tablet and desktop side by side' })).toBeChecked();
  expect(await widths(page)).toEqual({ phone: 360, tablet: 768, desktop: 1280 });

  // A shared link opens the same selection and view in another browser.
  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('combobox', { name: 'Document type' })).toHaveValue('hero');
  await expect(shared.getByRole('checkbox', { name: 'Show phone, tablet and desktop side by side' })).toBeChecked();
  expect(await widths(shared)).toEqual({ phone: 360, tablet: 768, desktop: 1280 });
  await other.close();

  // Back to the single view: the entries are drawn in the tool's page again.
  await page.getByRole('checkbox', { name: 'Show phone, tablet and desktop side by side' }).uncheck();
  await expect(page).not.toHaveURL(/view=breakpoints/);
  await expect(page.getByTitle(`${name} at phone width (360 px)`)).toHaveCount(0);
});

test('an entry links to the storefront page that uses it, opened in preview mode', async ({ page, context }) => {
  await page.goto(toolUrl(''));
  await choose(page, 'Hero');
  const link = page.getByRole('link', { name: /^Home page/ }).first();
  await expect(link).toHaveAttribute('href', `${stack.storefrontUrl}/pre/en-us`);
  const [shop] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await shop.waitForLoadState();
  expect(new URL(shop.url()).pathname).toBe('/pre/en-us');
  await expect(shop.getByRole('main')).toBeVisible();
  // Every link to a page of the shop keeps the editor in preview: the header's, the CMS blocks' and the footer's.
  const shopLinks = await shop
    .locator('a[href^="/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => /^\/(pre\/)?[a-z]{2}-[a-z]{2}\b/.test(href)),
    );
  expect(shopLinks.length).toBeGreaterThan(20);
  expect(shopLinks.filter((href) => !href.startsWith('/pre/'))).toEqual([]);
  await shop.close();
});
