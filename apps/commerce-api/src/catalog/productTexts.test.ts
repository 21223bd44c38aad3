import { describe, expect, it } from 'vitest';
import { catalogSeed, COLOURS } from './catalogSeed';
import {
  colourNameIn,
  productDescriptionIn,
  productFeaturesIn,
  productLabelIn,
  productLineNameIn,
  productNameIn,
  productSetIn,
} from './productTexts';
import { facetLabel } from './searchWords';

const seed = catalogSeed(new Date('2026-10-01T00:00:00Z'));

describe('productNameIn', () => {
  it('says a seeded name in French: the line name, then who it is for, then the edition', () => {
    expect(productNameIn("Women's Ridgeline Down Jacket", 'fr-ca')).toBe('Manteau en duvet Ridgeline pour femme');
    expect(productNameIn("Men's Ridgeline Down Jacket", 'fr-ca')).toBe('Manteau en duvet Ridgeline pour homme');
    expect(productNameIn("Kids' Ridgeline Down Jacket", 'fr_CA')).toBe('Manteau en duvet Ridgeline pour enfant');
    expect(productNameIn('Traverse 28 Daypack', 'fr-ca')).toBe('Sac de jour Traverse 28');
  });

  it('keeps the season edition and makes the recycled edition agree with the line name', () => {
    expect(productNameIn("Women's Ridgeline Down Jacket (2025)", 'fr-ca')).toBe(
      'Manteau en duvet Ridgeline pour femme (2025)',
    );
    expect(productNameIn("Men's Ridgeline Down Jacket Recycled", 'fr-ca')).toBe(
      'Manteau en duvet Ridgeline recyclé pour homme',
    );
    expect(productNameIn("Women's Highpoint Fleece Jacket Recycled", 'fr-ca')).toBe(
      'Veste en molleton Highpoint recyclée pour femme',
    );
    expect(productNameIn('Aurora -7 Down Sleeping Bag (2025)', 'fr-ca')).toBe(
      'Sac de couchage en duvet Aurora -7 (2025)',
    );
  });

  it('leaves names the seed did not build, and every name on an English site, as stored', () => {
    expect(productNameIn("Women's Harbour Raincoat", 'fr-ca')).toBe("Women's Harbour Raincoat");
    expect(productNameIn('Trail Mix Bundle', 'fr-ca')).toBe('Trail Mix Bundle');
    expect(productNameIn("Women's Ridgeline Down Jacket (2025)", 'en-ca')).toBe("Women's Ridgeline Down Jacket (2025)");
    expect(productNameIn("Women's Ridgeline Down Jacket (2025)", 'en-us')).toBe("Women's Ridgeline Down Jacket (2025)");
    expect(productNameIn("Women's Ridgeline Down Jacket (2025)", undefined)).toBe(
      "Women's Ridgeline Down Jacket (2025)",
    );
  });
});

describe('productLineNameIn', () => {
  it('drops who the product is for and its season, in either language', () => {
    expect(productLineNameIn("Women's Ridgeline Down Jacket (2025)", 'en-us')).toBe('Ridgeline Down Jacket');
    expect(productLineNameIn("Women's Ridgeline Down Jacket Recycled", 'en-us')).toBe('Ridgeline Down Jacket Recycled');
    expect(productLineNameIn("Women's Ridgeline Down Jacket (2025)", 'fr-ca')).toBe('Manteau en duvet Ridgeline');
    expect(productLineNameIn("Men's Harbour Raincoat (2024)", 'fr-ca')).toBe('Harbour Raincoat');
  });
});

describe('productDescriptionIn, productFeaturesIn and colourNameIn', () => {
  it('say seeded descriptions, features and colours in French with French typography', () => {
    expect(
      productDescriptionIn('700-fill responsibly sourced down in a packable, wind-resistant shell.', 'fr-ca'),
    ).toBe(
      'Duvet de provenance responsable d’un pouvoir gonflant de 700, dans une coquille compressible et coupe-vent.',
    );
    expect(
      productDescriptionIn(
        '700-fill responsibly sourced down in a packable, wind-resistant shell. Made with 100% recycled face fabric.',
        'fr-ca',
      ),
    ).toBe(
      'Duvet de provenance responsable d’un pouvoir gonflant de 700, dans une coquille compressible et coupe-vent. ' +
        'Fabriqué avec un tissu extérieur 100\u00a0% recyclé.',
    );
    expect(
      productFeaturesIn(['700-fill RDS down', 'Packs into its own pocket', 'Waterproof 20,000 mm'], 'fr-ca'),
    ).toEqual(['Duvet RDS 700', 'Se range dans sa propre poche', 'Imperméable 20\u00a0000\u00a0mm']);
    expect(colourNameIn('Slate', 'fr-ca')).toBe('Ardoise');
  });

  it('leave unknown texts and English sites as stored', () => {
    expect(productDescriptionIn('A merchandiser’s own words.', 'fr-ca')).toBe('A merchandiser’s own words.');
    // Half a translation is worse than none: an unknown blurb keeps the English recycled note too.
    expect(productDescriptionIn('A merchandiser’s own words. Made with 100% recycled face fabric.', 'fr-ca')).toBe(
      'A merchandiser’s own words. Made with 100% recycled face fabric.',
    );
    expect(productDescriptionIn('Ribbed merino-blend beanie.', 'en-ca')).toBe('Ribbed merino-blend beanie.');
    expect(productFeaturesIn(['Packable', 'Welded seams'], 'fr-ca')).toEqual(['Compressible', 'Welded seams']);
    expect(productFeaturesIn(['Packable'], 'en-us')).toEqual(['Packable']);
    expect(colourNameIn('Heather Grey', 'fr-ca')).toBe('Heather Grey');
    expect(colourNameIn('Slate', 'en-us')).toBe('Slate');
  });

  it('names colours in the colour filter from the same table', () => {
    for (const colour of COLOURS) expect(facetLabel(colour.name, 'fr-ca')).toBe(colourNameIn(colour.name, 'fr-ca'));
    expect(facetLabel('Sky Blue', 'fr-ca')).toBe('Bleu ciel');
    expect(facetLabel('Women', 'fr-ca')).toBe('Femmes');
  });
});

describe('the French catalogue', () => {
  // Walks every product the seed builds, so each of its lines (every gender and edition) is checked.
  it('has French for every seeded product line: name, description and each feature', () => {
    const missing: string[] = [];
    for (const product of seed.products) {
      if (productNameIn(product.name, 'fr-ca') === product.name) missing.push(`name of ${product.name}`);
      const description = product.description ?? '';
      if (productDescriptionIn(description, 'fr-ca') === description) missing.push(`description of ${product.name}`);
      const features = product.features ?? [];
      productFeaturesIn(features, 'fr-ca').forEach((french, index) => {
        if (french === features[index]) missing.push(`feature "${french}" of ${product.name}`);
      });
    }
    expect(missing).toEqual([]);
  });

  it("has French for every badge and eyebrow the seed gives, and keeps a merchandiser's own", () => {
    const labels = new Set(
      seed.products.flatMap((product) => [product.badge, product.eyebrow]).filter((label) => typeof label === 'string'),
    );
    expect(labels.size).toBeGreaterThan(2);
    for (const label of labels) expect(productLabelIn(label, 'fr-ca'), String(label)).not.toBe(label);
    expect(productLabelIn('Limited edition', 'fr-ca')).toBe('Édition limitée');
    expect(productLabelIn('Limited edition', 'en-ca')).toBe('Limited edition');
    expect(productLabelIn('Staff pick', 'fr-ca')).toBe('Staff pick');
    expect(productLabelIn(null, 'fr-ca')).toBeNull();
  });

  it('has French for every colour of the range (Olive is Olive in French too)', () => {
    const untranslated = COLOURS.filter((colour) => colourNameIn(colour.name, 'fr-ca') === colour.name);
    expect(untranslated.map((colour) => colour.name)).toEqual(['Olive']);
  });

  it('has French for every product set', () => {
    expect(seed.productSets.length).toBeGreaterThan(0);
    for (const set of seed.productSets) {
      const french = productSetIn({ name: set.name, description: set.description ?? '' }, 'fr-ca');
      expect(french.name, set.name).not.toBe(set.name);
      expect(french.description, set.name).not.toBe(set.description);
    }
  });

  it('uses non-breaking spaces before units, % and $, and inside numbers', () => {
    const texts = seed.products.flatMap((product) => [
      productNameIn(product.name, 'fr-ca'),
      productDescriptionIn(product.description ?? '', 'fr-ca'),
      ...productFeaturesIn(product.features ?? [], 'fr-ca'),
    ]);
    for (const text of texts) expect(text, text).not.toMatch(/\d [\d%$°]|\d (mm|kg|g|po|litres)\b| [:%$]/);
  });

  it('tells different features apart in French as in English (the compare view diffs them)', () => {
    const english = [...new Set(seed.products.flatMap((product) => product.features ?? []))];
    const french = new Set(productFeaturesIn(english, 'fr-ca'));
    expect(french.size).toBe(english.length);
  });
});
