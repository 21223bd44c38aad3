import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
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
    targets: [...targetPayloads.map((url, index) => ({ id: `a-${index}`, text: `Anchor ${index + 1}`, url })), { id: 'ok', text: 'Sizing', url: '#sizing' }],
  },
  {
    id: 'xss-card',
    type: 'linkedCard',
    title: 'Hiking boots',
    media: { url: '/media/category-hiking-boots.svg', alt: '', width: 600, height: 750 },
    targets: [{ id: 'bad', text: 'Shop now', url: targetPayloads[0]! }],
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
    // Give error, load, toggle and animation events time to fire.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(window.__sbXss).toEqual([]);
    const elements = [...canvasElement.querySelectorAll('*')];
    await expect(elements.flatMap((element) => [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name))).toEqual([]);
    const hrefs = [...canvasElement.querySelectorAll('[href], [src], [srcset], [data]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('srcset') ?? element.getAttribute('data') ?? '',
    );
    await expect(hrefs.filter((url) => /^\W*(java|vb)\s*script:|^\W*data:/i.test(url.replace(/[\t\n\r]/g, '')))).toEqual([]);
    await expect(canvasElement.querySelector('script, iframe, object, embed, style, form, input')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Shop tents' })).toHaveAttribute('href', '/en-gb/c/tents-100420');
    await expect(canvas.getByRole('link', { name: 'Sizing' })).toHaveAttribute('href', '#sizing');
  },
};
