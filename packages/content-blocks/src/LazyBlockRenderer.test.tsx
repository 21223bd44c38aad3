import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadBlocks } from './blockComponents';
import { exampleAccordion, exampleHero, exampleRichText } from './exampleBlocks';
import { LazyBlockRenderer, preloadBlockPreparer } from './LazyBlockRenderer';
import { prepareBlocks } from './prepareBlocks';

beforeAll(async () => {
  await Promise.all([preloadBlocks(), preloadBlockPreparer()]);
});

describe('prepareBlocks', () => {
  it('keeps a valid block as its schema output and marks it prepared, with its promotion checked', () => {
    const [hero] = prepareBlocks([
      { ...exampleHero, promotionTracking: { promotionId: 'ridgeline', promotionName: 'Ridgeline' } },
    ]);
    expect(hero).toMatchObject({
      $prepared: true,
      id: exampleHero.id,
      type: 'hero',
      title: exampleHero.title,
      $promotion: { promotionId: 'ridgeline' },
    });
    expect(hero?.$problem).toBeUndefined();
  });

  it('keeps the problem and the block as sent for an unknown type or invalid fields', () => {
    const [unknown, invalid] = prepareBlocks([
      { id: 'x', type: 'carousel3d' },
      { id: 'h', type: 'hero' },
    ]);
    expect(unknown).toMatchObject({
      $prepared: true,
      type: 'carousel3d',
      $problem: { kind: 'unknown-type' },
      $source: { id: 'x' },
    });
    expect(invalid?.$problem?.kind).toBe('invalid');
  });

  it('prepares the blocks an experience draws, so the browser never checks nested blocks either', () => {
    const [experience] = prepareBlocks([
      {
        id: 'e',
        type: 'experience',
        experienceId: 'exp_home_hero',
        baselines: [{ targets: [exampleHero] }],
        variants: [{ variantId: 'b', targets: [{ id: 'bad', type: 'nope' }] }],
      },
    ]);
    const baselines = experience?.baselines as { targets: unknown[] }[];
    const variants = experience?.variants as { targets: unknown[] }[];
    expect(baselines[0]?.targets[0]).toMatchObject({ $prepared: true, type: 'hero' });
    expect(variants[0]?.targets[0]).toMatchObject({ $prepared: true, $problem: { kind: 'unknown-type' } });
  });
});

describe('LazyBlockRenderer on the server', () => {
  it('draws prepared blocks as BlockRenderer would, interactive ones in an island wrapper, static ones kept as server markup', () => {
    const html = renderToString(
      <LazyBlockRenderer blocks={prepareBlocks([exampleHero, exampleRichText, exampleAccordion])} />,
    );
    expect(html).toContain(exampleHero.title);
    expect(html).toContain('data-sb-static');
    expect(html).toContain('data-sb-island="accordion"');
    // No Suspense fallback: everything is drawn in the first pass once the blocks are preloaded.
    expect(html).not.toContain('<!--$?-->');
  });

  it('explains an undrawable block in preview and leaves it out for shoppers, reporting it either way', () => {
    const reports: string[] = [];
    const blocks = prepareBlocks([{ id: 'x', type: 'carousel3d' }]);
    expect(
      renderToString(<LazyBlockRenderer blocks={blocks} onBlockProblem={(problem) => reports.push(problem.kind)} />),
    ).toBe('');
    expect(renderToString(<LazyBlockRenderer blocks={blocks} preview />)).toContain('carousel3d');
    expect(reports).toEqual(['unknown-type']);
  });

  it('checks plain CMS blocks itself when given them', () => {
    expect(renderToString(<LazyBlockRenderer blocks={[exampleHero]} />)).toContain(exampleHero.title);
  });
});
