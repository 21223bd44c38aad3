import { blockRegistry } from '@switchback/content-blocks';
import { describe, expect, it } from 'vitest';
import { experienceSeeds } from '../engine/seedExperiences';
import type { ContentBlock } from './ContentBlock';
import type { ContentLocale } from './seedCopy';
import { CONTENT_SLUGS, seedNavigation } from './seedNavigation';
import { seedPages } from './seedPages';
import { FIXED_CONTENT_PAGE_NAMES, SERVICE_PAGE_SLUGS } from './seedServicePages';

// Every seeded block must pass its schema in the content-blocks registry (the storefront's own check): a block
// that fails it is silently left out for shoppers, so every seeded block, nested ones included, must pass.
const schemaOf = (type: string) => blockRegistry.get(type)?.schema;

/** A block and every block nested in its baselines, variants and segments, depth first. */
function flatten(block: ContentBlock): ContentBlock[] {
  const groups = [block.baselines, block.variants, block.segments].flatMap((value) =>
    Array.isArray(value) ? (value as { targets: ContentBlock[] }[]) : [],
  );
  return [block, ...groups.flatMap((group) => group.targets.flatMap(flatten))];
}

const locales: ContentLocale[] = ['en-us', 'en-ca', 'fr-ca', 'en-gb'];
const homeOf = (locale: ContentLocale) => {
  const home = seedPages(locale, new Date('2026-10-01T08:00:00Z')).find((page) => page.slug === 'home');
  if (!home) throw new Error('no home page');
  return home;
};
const targetsOf = (block: ContentBlock | undefined, group: 'baselines' | 'variants' | 'segments', index = 0) =>
  ((block?.[group] as { targets: ContentBlock[] }[] | undefined)?.[index]?.targets ?? []) as ContentBlock[];

describe('seeded home page', () => {
  it.each(locales)(
    'passes the content-blocks schemas for every block, nested ones included, with ids unique per version (%s)',
    (locale) => {
      for (const version of homeOf(locale).versions) {
        const all = version.blocks.flatMap(flatten);
        for (const block of all) {
          const schema = schemaOf(block.type);
          expect(schema, `no block type ${block.type} in the registry`).toBeDefined();
          const result = schema?.safeParse(block);
          expect(result?.success, `${block.id}: ${JSON.stringify(result?.error?.issues)}`).toBe(true);
          expect(block.id.startsWith(`home-${locale}-`)).toBe(true);
        }
        const ids = all.map((block) => block.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    },
  );

  it('wraps the hero in the exp_home_hero experience whose variant the engine decides', () => {
    const [published] = homeOf('en-us').versions;
    const [experience, segmentation, intro] = published?.blocks ?? [];
    expect(experience).toMatchObject({
      id: 'home-en-us-hero-experience',
      type: 'experience',
      experienceId: 'exp_home_hero',
    });
    expect(targetsOf(experience, 'baselines')).toEqual([
      expect.objectContaining({ id: 'home-en-us-hero', type: 'hero', title: 'Made for the amber hour', titleH1: true }),
    ]);
    expect(experience?.variants).toEqual([
      { name: 'Trail fork hero', variantId: 'home-hero-b', targets: [expect.any(Object)] },
    ]);
    const [variantHero] = targetsOf(experience, 'variants');
    const [baselineHero] = targetsOf(experience, 'baselines');
    expect(variantHero).toMatchObject({
      id: 'home-en-us-hero-trail-fork',
      type: 'hero',
      title: 'Take the other trail',
      titleH1: true,
      media: { url: '/media/trail-fork.svg' },
      promotionTracking: { creativeName: 'home-hero-trail-fork' },
    });
    const ctas = (hero: ContentBlock | undefined) =>
      (hero?.targets as { text: string; url: string }[]).map(({ text, url }) => ({ text, url }));
    expect(ctas(variantHero)).toEqual(ctas(baselineHero));
    const engineHero = experienceSeeds.find((seed) => seed.id === 'exp_home_hero');
    expect(engineHero?.variants.map((variant) => variant.variantId)).toContain('home-hero-b');
    expect(segmentation?.type).toBe('segmentation');
    expect(intro).toMatchObject({
      id: 'home-en-us-intro-experience',
      type: 'experience',
      experienceId: 'exp_home-intro-copy',
    });
    expect(targetsOf(intro, 'baselines')[0]).toMatchObject({ id: 'home-en-us-intro', type: 'richText' });
    expect(intro?.variants).toEqual([
      {
        name: 'Trail story',
        variantId: 'trail-story',
        targets: [
          expect.objectContaining({
            id: 'home-en-us-intro-trail-story',
            type: 'richText',
            richText: { html: expect.stringContaining('Stories from the trail') },
          }),
        ],
      },
    ]);
  });

  it('follows the hero with audience banners in segment order, and a sign-up baseline', () => {
    for (const locale of locales) {
      const segmentation = homeOf(locale).versions[0]?.blocks[1];
      const segments = segmentation?.segments as { id: string; targets: ContentBlock[] }[];
      expect(segments.map((segment) => segment.id)).toEqual([
        'loyalty-loggedin',
        'employee-loggedin',
        'athletes-loggedin',
        'wranx-loggedin',
        'ipa-loggedin',
      ]);
      for (const segment of segments)
        expect(segment.targets).toEqual([
          expect.objectContaining({ type: 'banner', promotionTracking: expect.any(Object) }),
        ]);
      expect(segments[0]?.targets[0]?.targets).toEqual([
        expect.objectContaining({ url: `/${locale}/account/loyalty` }),
      ]);
      expect(targetsOf(segmentation, 'baselines')[0]?.targets).toEqual([
        expect.objectContaining({ url: `/${locale}/sign-up` }),
      ]);
    }
    const english = homeOf('en-gb').versions[0]?.blocks[1];
    expect(targetsOf(english, 'segments', 0)[0]?.title).toBe('Your points work harder this week');
    expect(targetsOf(english, 'segments', 3)[0]?.title).toBe('WRANX pro pricing is on');
    expect(targetsOf(english, 'baselines')[0]?.title).toBe('Join Switchback Rewards');
  });

  it('writes the personalised content in French for fr-ca', () => {
    const [experience, segmentation, intro] = homeOf('fr-ca').versions[0]?.blocks ?? [];
    expect(targetsOf(experience, 'variants')[0]).toMatchObject({
      title: "Prenez l'autre sentier",
      targets: [{ url: '/fr-ca/c/womens-autumn-ridgeline-100245' }, expect.any(Object)],
    });
    expect(targetsOf(intro, 'variants')[0]?.richText).toEqual({ html: expect.stringContaining('Récits du sentier') });
    expect(targetsOf(segmentation, 'baselines')[0]?.title).toBe('Joignez-vous à Switchback Récompenses');
  });

  it('keeps the audience banners and intro experience in the winter draft, under its own hero', () => {
    const draft = homeOf('en-us').versions[1];
    expect(draft?.published).toBe(false);
    expect(draft?.blocks.map((block) => block.type)).toEqual([
      'hero',
      'segmentation',
      'experience',
      'spacer',
      'categoryCardCollection',
      'spacer',
      // The demo catalogue's part of the home page (seedCatalogue).
      'iconAndTextCollection',
      'banner',
      'collection',
      'recommendations',
      'multiLinkCard',
      'benefitBar',
      'ugcGallery',
    ]);
  });
});

describe('seeded pop-ups', () => {
  it('are written in French for fr-ca: titles, disclaimer and button', () => {
    const popupsOf = (locale: ContentLocale) =>
      seedNavigation(locale, new Date('2026-10-01T08:00:00Z'))
        .find((page) => page.slug === CONTENT_SLUGS.popups)!
        .versions[0]!.blocks.map((block) => [
          block.title,
          block.minimizedTitle,
          block.disclaimer,
          (block.targets as { text: string }[])[0]?.text,
        ]);
    expect(popupsOf('en-us')[0]).toEqual([
      'Sign up for 10% off your first order',
      'Get 10% off',
      'By signing up you agree to receive marketing e-mails. Unsubscribe at any time.',
      'Sign up',
    ]);
    expect(popupsOf('fr-ca')).toEqual([
      [
        'Inscrivez-vous et obtenez 10 % de rabais sur votre première commande',
        'Obtenez 10 % de rabais',
        'En vous inscrivant, vous acceptez de recevoir des courriels promotionnels. Désabonnement en tout temps.',
        'S’inscrire',
      ],
      [
        'Les membres profitent des retours gratuits et d’un accès anticipé',
        'Retours gratuits pour les membres',
        'Consultez les conditions du programme de fidélité.',
        'Créer un compte',
      ],
    ]);
  });
});

describe('seeded service pages and fixed content names', () => {
  const seededAt = new Date('2026-10-01T08:00:00Z');

  it.each(locales)(
    'has every fixed content page name of commerce-core §7 and every help, policy and terms page, published, once (%s)',
    (locale) => {
      const pages = seedPages(locale, seededAt);
      const slugs = pages.map((page) => page.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(FIXED_CONTENT_PAGE_NAMES).toHaveLength(17);
      for (const slug of [...FIXED_CONTENT_PAGE_NAMES, ...SERVICE_PAGE_SLUGS]) {
        const page = pages.find((entry) => entry.slug === slug);
        expect(page, `${slug} is not seeded`).toBeDefined();
        const live = page?.versions.find((version) => version.published && version.publishAt === null);
        expect(live, `${slug} has no live version`).toBeDefined();
        expect(live?.title.trim()).not.toBe('');
        expect(live?.blocks.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(locales)(
    'builds them from blocks that pass the content-blocks schemas, with links into the same locale (%s)',
    (locale) => {
      const pages = seedPages(locale, seededAt).filter(
        (page) =>
          (SERVICE_PAGE_SLUGS as readonly string[]).includes(page.slug) ||
          (FIXED_CONTENT_PAGE_NAMES as readonly string[]).includes(page.slug),
      );
      let links = 0;
      for (const page of pages) {
        const blocks = page.versions.flatMap((version) => version.blocks);
        for (const block of blocks) {
          const schema = schemaOf(block.type);
          expect(schema, `no block type ${block.type} in the registry`).toBeDefined();
          const result = schema?.safeParse(block);
          expect(result?.success, `${page.slug} ${block.id}: ${JSON.stringify(result?.error?.issues)}`).toBe(true);
        }
        const html = JSON.stringify(blocks);
        for (const [, href] of html.matchAll(/href=\\"([^"\\]+)\\"/g)) {
          links += 1;
          expect(href, `${page.slug} links to ${href}`).toMatch(new RegExp(`^/${locale}/`));
        }
      }
      expect(links).toBeGreaterThan(5);
    },
  );

  it('writes the policy pages for the region: prices, law and delivery word', () => {
    const text = (locale: ContentLocale, slug: string) =>
      JSON.stringify(seedPages(locale, seededAt).find((page) => page.slug === slug)?.versions[0]);
    expect(text('en-gb', 'policies/shipping-terms')).toContain('£4.95');
    expect(text('en-gb', 'terms/privacy')).toContain('UK GDPR');
    expect(text('en-us', 'policies/shipping-terms')).toContain('free over $75');
    expect(text('en-ca', 'terms/privacy')).toContain('PIPEDA');
    expect(text('fr-ca', 'help/returns/how-to-return')).toContain('Comment retourner un article');
    expect(text('en-us', 'terms/privacy')).toContain('Cookies');
  });
});
