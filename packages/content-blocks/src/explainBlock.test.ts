// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exampleHero } from './exampleBlocks';
import { explainBlock } from './explainBlock';

const texts = (block: unknown) => explainBlock(block).map((problem) => problem.text);

describe('explainBlock (plain-words schema problems for editors)', () => {
  it('finds nothing wrong with a complete block', () => {
    expect(explainBlock({ ...exampleHero, media: { ...exampleHero.media, alt: 'Hikers on a ridge at dawn' } })).toEqual(
      [],
    );
  });

  it('names the field, says what is wrong and how to fix it', () => {
    const problems = explainBlock({
      id: 'hero-broken',
      type: 'hero',
      name: 'Broken hero',
      media: { url: 'javascript:alert(1)', width: '1600' },
      gradientStyle: 'diagonal',
      targets: [{ id: 't', text: '', url: '/x' }],
    });
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.text)).toEqual([
      'Field `media.url` is "javascript:alert(1)", which is not a safe link (must be an http(s) or relative URL): give a full link such as https://example.com/page, or a shop path starting with /.',
      'Field `media.width` is the text "1600" but must be a number: give the image\'s width in pixels, as a whole number.',
      "Field `media.height` is missing: give the image's height in pixels, as a whole number.",
      'Field `targets[0].text` is empty: add the words the link or button shows.',
      'Field `gradientStyle` is "diagonal", which is not an allowed value: pick one of "off", "full", "focused".',
    ]);
    expect(problems[0]).toMatchObject({ field: 'media.url', severity: 'error' });
  });

  it('advises on an image without a text alternative, without failing the block', () => {
    const { alt: _alt, ...media } = { ...exampleHero.media, alt: undefined };
    expect(explainBlock({ ...exampleHero, media })).toEqual([
      {
        field: 'media.alt',
        severity: 'advice',
        problem: 'is missing',
        fix: 'add a short description of the image for screen readers (leave it empty only for a decorative image)',
        text: 'Field `media.alt` is missing: add a short description of the image for screen readers (leave it empty only for a decorative image).',
      },
    ]);
  });

  it('explains a missing or unknown block type', () => {
    expect(texts({ id: 'x' })[0]).toMatch(/^Field `type` is missing: set the block type, one of the registry's \(/);
    expect(texts({ id: 'x', type: 'carousel3d' })[0]).toMatch(
      /^Field `type` is "carousel3d", which no component draws: use one of the registry's block types/,
    );
    expect(texts(null)).toEqual([
      'Field `block` is not a block: the CMS entry must be an object with an id and a type.',
    ]);
  });

  it('checks blocks nested in a segmentation against their own schemas, with the path from the entry', () => {
    const block = {
      id: 'seg',
      type: 'segmentation',
      segments: [{ id: 'loyalty-loggedin', targets: [{ id: 'rt', type: 'richText' }] }],
      baselines: [{ targets: [{ ...exampleHero, media: { ...exampleHero.media, alt: 'Ridge' } }] }],
    };
    expect(texts(block)).toEqual([
      'Field `segments[0].targets[0].richText` is missing: add the text in the rich-text editor.',
    ]);
  });

  it('uses the schema’s own words for rules that span fields', () => {
    expect(texts({ id: 'cta', type: 'ctaButtonCollection', targets: [] })).toContain(
      'Field `targets` needs at least one button: add at least one link with a text and a URL.',
    );
  });
});
