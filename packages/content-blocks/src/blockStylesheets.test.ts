import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './blockRegistry';
import { blockStylesheetTypes, blockStylesheetsFor } from './blockStylesheets';
import { collectBlockStylesheets } from './collectBlockStylesheets';
import { exampleCategoryCardCollection, exampleHero, examplePromoBar } from './exampleBlocks';
import { prepareBlocks } from './prepareBlocks';

const href = (type: string) => `/assets/${type}.css`;
const hero = exampleHero;
const promo = examplePromoBar;

describe('block stylesheets', () => {
  it('has one file per type with its own rules, and styles.css links each of them', () => {
    const folder = path.resolve('src/blockStyles');
    const files = readdirSync(folder).map((name) => name.replace(/\.css$/, ''));
    const styles = readFileSync(path.resolve('src/styles.css'), 'utf8');
    for (const type of blockStylesheetTypes) {
      expect(files).toContain(type);
      expect(blockRegistry.get(type), type).toBeDefined();
      expect(styles).toContain(`@import './blockStyles/${type}.css';`);
    }
  });

  it('marks each prepared block with the stylesheets its type needs, nested blocks too, and collects them once', () => {
    const blocks = prepareBlocks(
      [
        hero,
        promo,
        { id: 'seg', type: 'segmentation', segments: [], baselines: [{ targets: [{ ...hero, id: 'h2' }] }] },
      ],
      blockRegistry,
      { stylesheetHref: href },
    );
    expect(blocks[0]?.$stylesheets).toEqual(['/assets/hero.css']);
    // The promo bar is site chrome: base.css styles it.
    expect(blocks[1]?.$stylesheets).toBeUndefined();
    expect(collectBlockStylesheets([{ page: { blocks } }, null])).toEqual(['/assets/hero.css']);
  });

  it('gives a category-card collection the linked card styles it draws its cards with', () => {
    const [collection] = prepareBlocks([exampleCategoryCardCollection], blockRegistry, { stylesheetHref: href });
    expect(collection?.$stylesheets).toEqual(['/assets/linkedCard.css', '/assets/categoryCardCollection.css']);
    expect(blockStylesheetsFor('categoryCardCollection')).toEqual(['linkedCard', 'categoryCardCollection']);
    expect(blockStylesheetsFor('megaMenuItem')).toEqual([]);
  });

  it('adds nothing when the app does not ask for stylesheets', () => {
    expect(prepareBlocks([hero])[0]?.$stylesheets).toBeUndefined();
  });
});
