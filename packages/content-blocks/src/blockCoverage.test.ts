// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCoverage, coverageOf, registeredComponents } from '../scripts/check-block-coverage.mjs';
import specBlocks from '../spec-blocks.json';
import { blockRegistry } from './blockRegistry';

describe('block coverage script', () => {
  it('reads every registry entry, one-line and multi-line, with its component', () => {
    const fromSource = registeredComponents(readFileSync(new URL('./blockRegistry.ts', import.meta.url), 'utf8'));
    expect([...fromSource.keys()].sort()).toEqual([...blockRegistry.keys()].sort());
    expect(fromSource.get('hero')).toBe('Hero');
    expect(fromSource.get('verticalListCollection')).toBe('VerticalListCollection');
  });

  it('counts a story or test that imports the component, or draws its type through BlockRenderer', () => {
    const srcDir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
    const files = [
      { path: `${srcDir}/Video.stories.tsx`, source: "import { Video } from './Video';" },
      {
        path: `${srcDir}/Page.test.tsx`,
        source: "import { BlockRenderer } from './BlockRenderer';\nconst b = { type: 'video' };",
      },
      {
        path: `${srcDir}/Other.test.tsx`,
        source: "import { VideoPlayerKind } from './Video';\nconst b = { type: 'videos' };",
      },
    ];
    expect(coverageOf('video', 'Video', files)).toEqual({ stories: ['Video.stories.tsx'], tests: ['Page.test.tsx'] });
  });

  it('lists every block of spec-blocks.json and finds the presentational blocks fully covered', () => {
    const results = checkCoverage();
    expect(results.map((result) => result.name)).toEqual(specBlocks.blocks.map((block) => block.name));
    expect(new Set(results.map((result) => result.name)).size).toBe(results.length);
    const ours = [
      'banner',
      'hero',
      'iconAndTextCollection',
      'collection',
      'video',
      'dialogBlock',
      'verticalListCollection',
      'inlineCatalogGrid',
      'ugcGallery',
    ];
    for (const type of ours) {
      const result = results.find((entry) => entry.type === type);
      expect(result?.missing, type).toEqual([]);
    }
  });
});
