import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
import { openModalByHash } from './DialogBlock';
import type { Block } from './parseBlock';

declare global {
  interface Window {
    __sbXss?: string[];
  }
}

// Each payload, if it ever ran, records its name; the story fails if any did.
const hit = (name: string) => `(window.__sbXss=window.__sbXss||[]).push('${name}')`;

const richTextPayloads = [
  `<img src=x onerror="${hit('img-onerror')}">`,
  `<svg><animate onbegin="${hit('svg-animate')}" attributeName=x dur=1s></svg>`,
  `<svg onload="${hit('svg-onload')}"></svg>`,
  `<script>${hit('script')}</script>`,
  `<iframe srcdoc="<script>parent.${hit('iframe-srcdoc')}</script>"></iframe>`,
  `<details open ontoggle="${hit('details-ontoggle')}"><summary>x</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${hit('mxss-math')}">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${hit('mxss-form')}">`,
  `<a href="javascript:${hit('rich-text-javascript-href')}">Win a tent</a>`,
  `<a href="  JaVaScRiPt:${hit('rich-text-mixed-case')}">Win boots</a>`,
  `<object data="data:text/html,<script>${hit('object-data')}</script>"></object>`,
  `<input autofocus onfocus="${hit('input-autofocus')}">`,
  `<video><source onerror="${hit('video-source')}"></video>`,
  `<style>@import 'javascript:${hit('style-import')}';</style>`,
];

const targetPayloads = [
  `javascript:${hit('target-javascript')}`,
  `java\tscript:${hit('target-tab')}`,
  `\u0001javascript:${hit('target-control')}`,
  `data:text/html,<script>${hit('target-data')}</script>`,
  `vbscript:msgbox(1)`,
  `JaVaScRiPt:${hit('target-mixed-case')}`,
  `javascript&colon;${hit('target-entity')}`,
  `  javascript:${hit('target-spaces')}`,
  `?q="><img src=x onerror="${hit('merge-query')}">#modal-fit`,
  `#modal"><img src=x onerror="${hit('modal-hash')}">`,
];

const media = { url: '/media/ridge-dawn.svg', alt: '', width: 1600, height: 900 };
const targets = (prefix: string) => [
  ...targetPayloads.map((url, index) => ({ id: `${prefix}-${index}`, text: `${prefix} link ${index + 1}`, url })),
  { id: `${prefix}-good`, text: `${prefix} safe link`, url: '/en-gb/c/tents-100420' },
];

const blocks: Block[] = [
  { id: 'xss-rich-text', type: 'richText', richText: { html: `<p>Trail news</p>${richTextPayloads.join('')}` } },
  {
    id: 'xss-banner',
    type: 'banner',
    variant: 'thin',
    title: 'Links from an untrusted CMS entry',
    richText: { html: richTextPayloads.slice(0, 3).join('') },
    targets: [
      ...targetPayloads.map((url, index) => ({ id: `bad-${index}`, text: `Bad link ${index + 1}`, url })),
      { id: 'good', text: 'Shop tents', url: '/en-gb/c/tents-100420' },
    ],
  },
  {
    id: 'xss-anchors',
    type: 'anchors',
    targets: [
      ...targetPayloads.map((url, index) => ({ id: `a-${index}`, text: `Anchor ${index + 1}`, url })),
      { id: 'ok', text: 'Sizing', url: '#sizing' },
    ],
  },
  {
    id: 'xss-card',
    type: 'linkedCard',
    title: 'Hiking boots',
    media: { url: '/media/category-hiking-boots.svg', alt: '', width: 600, height: 750 },
    targets: [{ id: 'bad', text: 'Shop now', url: targetPayloads[0]! }],
  },
  // The presentational blocks: rich text, rich text below the buttons, button targets, item links, the
  // common fields' image URLs and the hosted video's tracks all get payloads.
  {
    id: 'xss-hero',
    type: 'hero',
    title: '<img src=x onerror="alert(1)">Hero title stays text',
    overline: `<script>${hit('overline')}</script>`,
    eyebrowText: `<svg onload="${hit('eyebrow')}">`,
    eyebrowLogo: { url: `javascript:${hit('eyebrow-logo')}`, alt: 'logo' },
    badge: { url: `data:image/svg+xml,<svg onload="${hit('badge')}">`, alt: 'badge' },
    richText: { html: richTextPayloads.join('') },
    richTextBelowTargets: { html: richTextPayloads.slice(0, 5).join('') },
    media,
    targets: targets('Hero'),
  },
  { id: 'xss-collection', type: 'collection', title: 'Collection of links', targets: targets('Collection') },
  {
    id: 'xss-vertical-list',
    type: 'verticalListCollection',
    title: 'Vertical list of links',
    items: targets('List').map((target) => ({ id: target.id, title: target.text, url: target.url, media })),
  },
  {
    id: 'xss-icons',
    type: 'iconAndTextCollection',
    iconAndText: richTextPayloads.slice(0, 6).map((html, index) => ({
      icon: { url: '/media/icons/leaf.svg' },
      richText: { html: `<p>Promise ${index + 1}</p>${html}` },
      target: {
        id: `icon-${index}`,
        text: `Icon link ${index + 1}`,
        url: targetPayloads[index % targetPayloads.length]!,
      },
    })),
  },
  {
    id: 'xss-dialog',
    type: 'dialogBlock',
    modalId: 'modal-xss',
    title: 'Dialog with untrusted content',
    richText: { html: richTextPayloads.join('') },
    targets: targets('Dialog'),
  },
  {
    id: 'xss-video',
    type: 'video',
    url: 'https://www.youtube.com/watch?v="><script>',
    media: { sm: { url: `javascript:${hit('video-media')}` } },
    seoTitle: `<img src=x onerror="${hit('video-title')}">`,
  },
];

/**
 * The XSS check of issue 9, in Chromium: known attack payloads go through rich text and link targets of
 * several blocks, and none of them may run. Every payload that ran would push its name to `window.__sbXss`.
 */
const meta = {
  title: 'Content blocks/Security/XSS payloads',
  component: BlockRenderer,
  args: { blocks },
  beforeEach: () => {
    window.__sbXss = [];
  },
} satisfies Meta<typeof BlockRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing runs, no unsafe URL or event handler reaches the DOM, and the safe links survive. */
export const NoPayloadRuns: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The dialog block's body only exists while it is open.
    openModalByHash('modal-xss');
    await canvas.findByRole('dialog', { name: 'Dialog with untrusted content' });
    // Give error, load, toggle and animation events time to fire.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(window.__sbXss).toEqual([]);
    const elements = [...canvasElement.querySelectorAll('*')];
    await expect(
      elements.flatMap((element) =>
        [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
      ),
    ).toEqual([]);
    const hrefs = [...canvasElement.querySelectorAll('[href], [src], [srcset], [data]')].map(
      (element) =>
        element.getAttribute('href') ??
        element.getAttribute('src') ??
        element.getAttribute('srcset') ??
        element.getAttribute('data') ??
        '',
    );
    await expect(
      hrefs.filter((url) => /^\W*(java|vb)\s*script:|^\W*data:/i.test(url.replace(/[\t\n\r]/g, ''))),
    ).toEqual([]);
    await expect(canvasElement.querySelector('script, iframe, object, embed, style, form, input')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Shop tents' })).toHaveAttribute('href', '/en-gb/c/tents-100420');
    await expect(canvas.getByRole('link', { name: 'Sizing' })).toHaveAttribute('href', '#sizing');
    for (const prefix of ['Hero', 'Collection', 'List', 'Dialog']) {
      await expect(canvas.getByRole('link', { name: new RegExp(`^${prefix} safe link`) })).toHaveAttribute(
        'href',
        '/en-gb/c/tents-100420',
      );
    }
    // Text fields stay text: the markup in the hero title is shown, not parsed.
    await expect(canvas.getByRole('heading', { name: /Hero title stays text/ })).toHaveTextContent(
      '<img src=x onerror="alert(1)">',
    );
    // Links of the modal rules that carry markup stay inert strings inside the attribute.
    const modalLinks = [...canvasElement.ownerDocument.querySelectorAll('a[href*="modal"]')];
    await expect(modalLinks.length).toBeGreaterThan(0);
    await expect(canvasElement.ownerDocument.querySelectorAll('img[src="x"]')).toHaveLength(0);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};
