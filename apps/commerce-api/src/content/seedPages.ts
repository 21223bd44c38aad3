import { mediaLibrary, mediaPath } from '../media/mediaLibrary';
import type { MediaName } from '../media/mediaLibrary';
import type { BlockMedia, BlockTarget, ContentBlock } from './ContentBlock';
import { seedCopy } from './seedCopy';
import { seedNavigation } from './seedNavigation';
import { seedArticles } from './seedArticles';
import { seedServicePages } from './seedServicePages';
import { catalogueHomeBlocks, seedCatalogue } from './seedCatalogue';
import { seedPreviewFixtures } from './seedPreviewFixtures';
import { seedSlots } from './seedSlots';
import type { ContentLocale } from './seedCopy';

/** One version of a seeded page. */
export interface SeedPageVersion {
  title: string;
  description: string;
  blocks: ContentBlock[];
  published: boolean;
  /** Scheduled go-live; null means live as soon as published. */
  publishAt: Date | null;
}

/** A seeded page and its versions, oldest first. */
export interface SeedPage {
  slug: string;
  versions: SeedPageVersion[];
}

function media(name: MediaName, alt: string): BlockMedia {
  const { width, height } = mediaLibrary[name];
  return { url: mediaPath(name), alt, width, height };
}

function target(id: string, text: string, url: string, style: string): BlockTarget {
  return { id, text, url, style: { sm: style } };
}

const SCHEDULED_AFTER_DAYS = 14;

/**
 * The demo pages of one locale: `home` (published, plus an unpublished winter draft only preview shows; its hero
 * and intro are experience blocks and a segmentation block follows the hero),
 * `promotions` (published, plus a version scheduled two weeks after seeding), `error-4xx`, the navigation pages
 * the trail journal (`journal` and its articles, see `seedArticles`), and the help centre, returns how-to, shipping
 * terms, terms pages and the other fixed content names of commerce-core §7 (`seedServicePages`), and the demo
 * catalogue's campaign, lookbook and store-events pages (`seedCatalogue`; the home page ends with its blocks).
 * Block ids are unique per page and locale so editors' tools can address them.
 * @param seededAt When seeding runs; the scheduled version is relative to it.
 * @example
 * const pages = seedPages('fr-ca', new Date());
 */
export function seedPages(locale: ContentLocale, seededAt: Date): SeedPage[] {
  const copy = seedCopy[locale];
  const id = (page: string, block: string) => `${page}-${locale}-${block}`;
  const category = (slug: string) => `/${locale}/c/${slug}`;

  const homeHero: ContentBlock = {
    id: id('home', 'hero'),
    type: 'hero',
    name: copy.home.heroName,
    title: copy.home.heroTitle,
    subtitle: copy.home.heroSubtitle,
    richText: { html: copy.home.heroText },
    media: media('autumn-ridgeline-hero', copy.home.heroAlt),
    targets: [
      target(id('home', 'hero-women'), copy.home.shopWomen, category('womens-autumn-ridgeline-100245'), 'primary'),
      target(id('home', 'hero-men'), copy.home.shopMen, category('mens-autumn-ridgeline-100246'), 'secondary'),
    ],
    linkType: 'CTA',
    gradientStyle: 'focused',
    captionText: copy.home.heroCaption,
    captionPosition: 'bottom',
    titleH1: true,
    promotionTracking: {
      promotionId: 'autumn-ridgeline',
      promotionName: 'Autumn Ridgeline',
      creativeName: 'home-hero',
    },
  };
  // The engine's exp_home_hero test (src/engine/seedExperiences.ts): its variant home-hero-b shows this hero.
  const trailForkHero: ContentBlock = {
    ...homeHero,
    id: id('home', 'hero-trail-fork'),
    name: copy.home.trailFork.name,
    title: copy.home.trailFork.title,
    subtitle: copy.home.trailFork.subtitle,
    richText: { html: copy.home.trailFork.text },
    media: media('trail-fork', copy.home.trailFork.alt),
    targets: [
      target(
        id('home', 'hero-trail-fork-women'),
        copy.home.shopWomen,
        category('womens-autumn-ridgeline-100245'),
        'primary',
      ),
      target(
        id('home', 'hero-trail-fork-men'),
        copy.home.shopMen,
        category('mens-autumn-ridgeline-100246'),
        'secondary',
      ),
    ],
    captionText: copy.home.trailFork.caption,
    titleH1: true,
    promotionTracking: {
      promotionId: 'autumn-ridgeline',
      promotionName: 'Autumn Ridgeline',
      creativeName: 'home-hero-trail-fork',
    },
  };
  const heroExperience: ContentBlock = {
    id: id('home', 'hero-experience'),
    type: 'experience',
    name: 'Home hero test (exp_home_hero)',
    experienceId: 'exp_home_hero',
    baselines: [{ targets: [homeHero] }],
    variants: [{ name: 'Trail fork hero', variantId: 'home-hero-b', targets: [trailForkHero] }],
  };
  // One thin banner per audience of content-blocks §5, in the order the segmentation block tries them.
  const segmentBanner = (key: keyof typeof copy.home.segments, url: string, promotionName: string): ContentBlock => ({
    id: id('home', `segment-${key}`),
    type: 'banner',
    name: `Home audience banner: ${key}`,
    variant: 'thin',
    title: copy.home.segments[key].title,
    targets: [target(id('home', `segment-${key}-link`), copy.home.segments[key].link, url, 'text-link')],
    linkType: 'CTA',
    promotionTracking: { promotionId: `home-segment-${key}`, promotionName, creativeName: `home-segment-${key}` },
  });
  const audienceBanners: ContentBlock = {
    id: id('home', 'segments'),
    type: 'segmentation',
    name: 'Home audience banners',
    segments: [
      {
        id: 'loyalty-loggedin',
        targets: [segmentBanner('loyalty', `/${locale}/account/loyalty`, 'Loyalty points week')],
      },
      { id: 'employee-loggedin', targets: [segmentBanner('employee', `/${locale}/cart`, 'Employee discount')] },
      { id: 'athletes-loggedin', targets: [segmentBanner('athletes', category('gear-100400'), 'Athlete credit')] },
      { id: 'wranx-loggedin', targets: [segmentBanner('wranx', `/${locale}/promotions`, 'WRANX pro pricing')] },
      { id: 'ipa-loggedin', targets: [segmentBanner('ipa', `/${locale}/promotions`, 'IPA pro pricing')] },
    ],
    baselines: [{ targets: [segmentBanner('join', `/${locale}/sign-up`, 'Switchback Rewards sign-up')] }],
  };
  const card = (key: keyof typeof copy.home.categories, image: MediaName, slug: string): ContentBlock => ({
    id: id('home', `card-${key}`),
    type: 'linkedCard',
    name: copy.home.categories[key],
    title: copy.home.categories[key],
    media: media(image, copy.home.categories[key]),
    targets: [target(id('home', `card-${key}-link`), copy.home.shopNow, category(slug), 'text-link')],
  });
  // Every home version: audience banners right after the hero, then the intro (the storefront maps the Optimizely
  // flag home-intro-copy to exp_home-intro-copy) and the categories.
  const homeBody: ContentBlock[] = [
    audienceBanners,
    {
      id: id('home', 'intro-experience'),
      type: 'experience',
      name: 'Home intro copy test (exp_home-intro-copy)',
      experienceId: 'exp_home-intro-copy',
      baselines: [
        {
          targets: [
            { id: id('home', 'intro'), type: 'richText', name: 'Home intro', richText: { html: copy.home.introHtml } },
          ],
        },
      ],
      variants: [
        {
          name: 'Trail story',
          variantId: 'trail-story',
          targets: [
            {
              id: id('home', 'intro-trail-story'),
              type: 'richText',
              name: 'Home intro: trail story',
              richText: { html: copy.home.introStoryHtml },
            },
          ],
        },
      ],
    },
    { id: id('home', 'spacer-1'), type: 'spacer', name: 'Spacer', bottomMargins: { sm: 24, lg: 40 } },
    {
      id: id('home', 'categories'),
      type: 'categoryCardCollection',
      name: 'Home categories',
      title: copy.home.categoriesTitle,
      items: [
        card('jackets', 'category-jackets', 'mens-jackets-100110'),
        card('fleece', 'category-fleece', 'mens-fleece-and-midlayers-100120'),
        card('boots', 'category-hiking-boots', 'mens-hiking-boots-100131'),
        card('running', 'category-trail-running', 'mens-trail-running-shoes-100132'),
      ],
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '70%', showArrows: false, showIndicators: true, loop: false },
        md: { type: 'grid' },
        lg: { type: 'grid' },
      },
    },
    { id: id('home', 'spacer-2'), type: 'spacer', name: 'Spacer', bottomMargins: { sm: 40, lg: 64 } },
    // The demo catalogue's part of the home page: promises, tent sale, "Explore the season" (links to every
    // catalogue page), bestsellers, boots by wearer, the members' benefit bar and the community gallery.
    ...catalogueHomeBlocks(locale),
  ];
  const winterHero: ContentBlock = {
    ...homeHero,
    id: id('home', 'hero-winter'),
    name: 'Home hero: Winter Summit (draft)',
    title: copy.winterDraft.heroTitle,
    subtitle: copy.winterDraft.heroSubtitle,
    richText: { html: copy.winterDraft.heroText },
    media: media('first-snow-hero', copy.winterDraft.heroAlt),
    targets: [target(id('home', 'hero-winter-notify'), copy.winterDraft.notify, `/${locale}/sign-up`, 'primary')],
    captionText: '',
    captionPosition: 'off',
    promotionTracking: { promotionId: 'winter-summit', promotionName: 'Winter Summit', creativeName: 'home-hero' },
  };

  const saleHero: ContentBlock = {
    id: id('promotions', 'hero'),
    type: 'hero',
    name: 'Promotions hero',
    title: copy.promotions.heroTitle,
    richText: { html: copy.promotions.heroText },
    media: media('promotions-hero', copy.promotions.heroAlt),
    targets: [target(id('promotions', 'hero-shop'), copy.promotions.shopSale, category('gear-100400'), 'primary')],
    linkType: 'CTA',
    gradientStyle: 'full',
    titleH1: true,
  };
  const promotionsBody: ContentBlock[] = [
    {
      id: id('promotions', 'details'),
      type: 'richText',
      name: 'Promotion details',
      richText: { html: copy.promotions.detailsHtml },
    },
    {
      id: id('promotions', 'terms'),
      type: 'accordion',
      name: 'Offer terms',
      accordions: [{ title: copy.promotions.termsTitle, open: false, richText: { html: copy.promotions.termsHtml } }],
      bottomDivider: true,
    },
  ];
  const earlyAccessHero: ContentBlock = {
    ...saleHero,
    id: id('promotions', 'hero-early-access'),
    name: 'Promotions hero: Black Friday early access',
    title: copy.promotions.earlyTitle,
    richText: { html: copy.promotions.earlyText },
  };

  const notFoundHero: ContentBlock = {
    id: id('error-4xx', 'hero'),
    type: 'hero',
    name: 'Not found',
    title: copy.error.heroTitle,
    richText: { html: copy.error.heroText },
    media: media('trail-fork', copy.error.heroAlt),
    targets: [
      target(id('error-4xx', 'home'), copy.error.home, `/${locale}`, 'primary'),
      target(id('error-4xx', 'help'), copy.error.help, `/${locale}/help/contact-us`, 'secondary'),
    ],
    linkType: 'CTA',
    gradientStyle: 'off',
    titleH1: true,
  };

  const live = (title: string, description: string, blocks: ContentBlock[]): SeedPageVersion => ({
    title,
    description,
    blocks,
    published: true,
    publishAt: null,
  });
  return [
    {
      slug: 'home',
      versions: [
        live(copy.home.title, copy.home.description, [heroExperience, ...homeBody]),
        { ...live(copy.home.title, copy.home.description, [winterHero, ...homeBody]), published: false },
      ],
    },
    {
      slug: 'promotions',
      versions: [
        live(copy.promotions.title, copy.promotions.description, [saleHero, ...promotionsBody]),
        {
          ...live(copy.promotions.title, copy.promotions.description, [earlyAccessHero, ...promotionsBody]),
          publishAt: new Date(seededAt.getTime() + SCHEDULED_AFTER_DAYS * 86_400_000),
        },
      ],
    },
    { slug: 'error-4xx', versions: [live(copy.error.title, copy.error.description, [notFoundHero])] },
    ...seedNavigation(locale, seededAt),
    ...seedArticles(locale, seededAt),
    ...seedServicePages(locale),
    ...seedCatalogue(locale, seededAt),
    ...seedPreviewFixtures(locale),
    ...seedSlots(locale),
  ];
}
