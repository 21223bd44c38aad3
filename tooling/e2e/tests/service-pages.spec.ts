import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, type Stack } from '../src/stack';

// The help, policy and terms pages of commerce-core §2 and the contact form of §7, against the real stack:
// commerce-api on a fresh database (its seeded CMS pages and support cases), the built storefront, Chromium.
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

/** Every help, policy and terms page of the spec, by its path below the locale (the CMS slug is the same). */
const SERVICE_PAGES = [
  'help',
  'help/returns/how-to-return',
  'policies/shipping-terms',
  'terms/brand',
  'terms/loyalty',
  'terms/sale',
  'terms/sms',
  'terms/associate-discount',
  'terms/privacy',
];

interface CmsPage {
  title: string;
  blocks: { type: string; richText?: { html: string } }[];
}

/** The page as commerce-api publishes it: its title and the first sentence of its first rich text. */
async function published(
  siteId: string,
  locale: string,
  slug: string,
): Promise<{ title: string; firstSentence: string }> {
  const response = await fetch(
    `${stack.apiUrl}/publish/caas/v1/canvas/augmentedpage/${siteId}/${slug}?locale=${locale}`,
  );
  expect(response.status, `${siteId}/${slug} is published`).toBe(200);
  const page = (await response.json()) as CmsPage;
  const html = page.blocks.find((block) => block.type === 'richText')?.richText?.html ?? '';
  // Block ends become spaces, inline tags (strong, em, a) nothing: the words as the shopper reads them.
  const text = html
    .replace(/<\/(p|h2|h3|li|td|th|tr|caption)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const firstSentence = text.match(/^[^.?!]{20,}?[.?!]/)?.[0] ?? text.slice(0, 40);
  return { title: page.title, firstSentence };
}

test('every help, policy and terms page renders its CMS content: heading, body text, no "coming soon"', async ({
  page,
}) => {
  for (const [locale, siteId] of [
    ['en-us', 'sb-us'],
    ['fr-ca', 'sb-ca'],
  ] as const) {
    for (const slug of SERVICE_PAGES) {
      const { title, firstSentence } = await published(siteId, locale, slug);
      const response = await page.goto(`${stack.storefrontUrl}/${locale}/${slug}`);
      expect(response?.status(), `/${locale}/${slug}`).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main).toContainText(firstSentence);
      await expect(main).not.toContainText(/coming soon/i);
      // Real content, not a line: several paragraphs or sections of text.
      expect((await main.innerText()).length, `/${locale}/${slug} body`).toBeGreaterThan(300);
    }
  }
});

test('a page that does not exist is the CMS page error-4xx, with status 404 and the ways on', async ({ page }) => {
  // The fixed-name page of commerce-core §7 as commerce-api publishes it: a hero with a title and two links.
  const cms = (await (await fetch(`${stack.apiUrl}/publish/caas/v1/canvas/augmentedpage/sb-us/error-4xx`)).json()) as {
    title: string;
    blocks: { title: string; targets: { text: string; url: string }[] }[];
  };
  const hero = cms.blocks[0]!;
  // An unknown path and a product that does not exist alike.
  for (const path of ['/en-us/no-such-trail', '/en-us/p/nothing-SB99999999']) {
    const response = await page.goto(`${stack.storefrontUrl}${path}`);
    expect(response?.status(), path).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page).toHaveTitle(cms.title);
    for (const target of hero.targets)
      await expect(main.getByRole('link', { name: target.text })).toHaveAttribute('href', target.url);
  }
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('the fixed-name CMS pages search, store-locator, cart and sign-up are drawn on those pages of the shop', async ({
  page,
}) => {
  for (const [path, slug] of [
    ['/en-us/search', 'search'],
    ['/en-us/store-locator', 'store-locator'],
    ['/en-us/cart', 'cart'],
  ] as const) {
    const { firstSentence } = await published('sb-us', 'en-us', slug);
    await page.goto(`${stack.storefrontUrl}${path}`);
    await expect(page.getByRole('main').locator(`[data-content="${slug}"]`)).toContainText(firstSentence);
  }
  // sign-up beside the sign-up step, once the e-mail is new to the shop.
  const { firstSentence } = await published('sb-us', 'en-us', 'sign-up');
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await expect(page.locator('[data-content="sign-up"]')).toHaveCount(0);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(`new-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').locator('[data-content="sign-up"]')).toContainText(firstSentence);
});

test('the footer and the sign-up agreement lead to the terms pages', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of sale' })).toHaveAttribute('href', '/en-us/terms/sale');
  await expect(footer.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/en-us/help');
  // The footer columns are a lazily loaded block island: a click that lands while it swaps in can be lost (seen in
  // CI-like load), so the click is repeated until the page changes.
  const follow = async (name: string, url: RegExp) =>
    expect(async () => {
      if (!url.test(page.url()))
        await page.getByRole('contentinfo').getByRole('link', { name }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(url, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  await follow('Terms of sale', /\/en-us\/terms\/sale$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Terms of sale');
  await follow('Help centre', /\/en-us\/help$/);
  // The help centre's questions are an accordion block: a question opens to its answer.
  const question = page.getByRole('main').getByText('How long do I have to return something?');
  await question.click();
  await expect(page.getByRole('main').getByText('60 days from delivery')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // The sign-up step's agreement names the pages it agrees to; they open in a new tab.
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(`new.hiker.${Date.now()}@example.com`);
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  const privacy = page.getByRole('main').getByRole('link', { name: 'Privacy notice (opens in a new tab)' });
  await expect(privacy).toHaveAttribute('href', '/en-us/terms/privacy');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await opened.close();
});

interface Categories {
  categories: { category: string; label: string; subjects: { subject: string; label: string }[] }[];
}

/** The server's list (commerce-core §7 `GET /consumers-v3/contactus/categorySubject`): a category with two subjects or more. */
async function contactChoice() {
  const list = (await (await fetch(`${stack.apiUrl}/consumers-v3/contactus/categorySubject`)).json()) as Categories;
  const category = list.categories.find((entry) => entry.subjects.length >= 2);
  if (!category) throw new Error('no contact category with two subjects');
  return { category, subject: category.subjects[1]!, all: list.categories };
}

async function fillContact(page: Page, fields: { email: string; message: string; topic: string; subject: string }) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hale');
  await form.getByRole('textbox', { name: 'Email' }).fill(fields.email);
  await form.getByRole('combobox', { name: 'Topic' }).selectOption({ label: fields.topic });
  await form.getByRole('combobox', { name: 'Subject' }).selectOption({ label: fields.subject });
  await form.getByRole('textbox', { name: 'Your message' }).fill(fields.message);
  return form;
}

const caseNumbers: { caseNumber: string; email: string; category: string; subject: string; message: string }[] = [];

test('the contact form: subjects follow the topic, a field error first, then a case reference', async ({ page }) => {
  const { category, subject } = await contactChoice();
  await page.goto(`${stack.storefrontUrl}/en-us/help/contact-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  // The fixed-name CMS content `contact-us` above the form.
  await expect(main).toContainText('Our customer care team answers messages within one business day.');

  const message = 'The zip of my Ridgeline shell sticks halfway after two weeks of use.';
  const form = await fillContact(page, {
    email: 'robin.hale@trail',
    message,
    topic: category.label,
    subject: subject.label,
  });
  // With JavaScript the subject list holds the chosen topic's subjects only (and its placeholder).
  await expect(form.getByRole('combobox', { name: 'Subject' }).locator('option')).toHaveCount(
    category.subjects.length + 1,
  );
  await form.getByRole('button', { name: 'Send message' }).click();

  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is not valid');
  await expect(email).toBeFocused();
  await expect(main.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  // What was typed is kept.
  await expect(form.getByRole('textbox', { name: 'Your message' })).toHaveValue(message);
  await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue(subject.subject);

  await email.fill('robin.hale@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  const reference = main.getByTestId('case-reference');
  await expect(reference).toHaveText(/^CS\d+$/);
  await expect(main.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeFocused();
  await expect(main).toContainText('We have opened a case and will answer at robin.hale@example.com');
  caseNumbers.push({
    caseNumber: (await reference.textContent()) ?? '',
    email: 'robin.hale@example.com',
    category: category.category,
    subject: subject.subject,
    message,
  });
});

test('the contact form works without JavaScript: a short message refused at its field, then a case reference', async ({
  browser,
}) => {
  const { all } = await contactChoice();
  const category = all[all.length - 1]!;
  const subject = category.subjects[0]!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${stack.storefrontUrl}/en-us/help/contact-us`);
  const form = await fillContact(page, {
    email: 'sam.ortiz@example.com',
    message: 'Help!',
    topic: category.label,
    subject: subject.label,
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  const box = form.getByRole('textbox', { name: 'Your message' });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Write at least 10 characters.')).toBeVisible();

  const message = 'Can I still change the delivery address of my order?';
  await box.fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('case-reference')).toHaveText(/^CS\d+$/);
  caseNumbers.push({
    caseNumber: (await page.getByTestId('case-reference').textContent()) ?? '',
    email: 'sam.ortiz@example.com',
    category: category.category,
    subject: subject.subject,
    message,
  });
  await context.close();
});

test('commerce-api stored each case the form opened', async () => {
  expect(caseNumbers).toHaveLength(2);
  // Read the stopped server's own database (PGlite allows one process at a time).
  await stack.stop();
  const apiDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../apps/commerce-api');
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(process.argv[1]);
    const { rows } = await db.query("select case_number, kind, email, category, subject, payload from support_cases where kind = 'contact' order by case_number");
    console.log(JSON.stringify(rows));
    await db.close();`;
  const rows = JSON.parse(
    execFileSync('node', ['--input-type=module', '-e', script, stack.dataDir], { cwd: apiDir, encoding: 'utf8' }),
  ) as {
    case_number: string;
    kind: string;
    email: string;
    category: string;
    subject: string;
    payload: { message: string; firstName: string };
  }[];
  for (const sent of caseNumbers) {
    const row = rows.find((entry) => entry.case_number === sent.caseNumber);
    expect(row, `case ${sent.caseNumber}`).toMatchObject({
      kind: 'contact',
      email: sent.email,
      category: sent.category,
      subject: sent.subject,
      payload: { message: sent.message, firstName: expect.any(String) },
    });
  }
  expect(rows).toHaveLength(2);
});
