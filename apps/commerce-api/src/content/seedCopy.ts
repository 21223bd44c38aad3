// Demo copy for the seeded pages, one entry per content locale. The campaign is fictional.

/** Locales the demo content is written in. */
export type ContentLocale = 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb';

/** Every string a seeded page needs, for one locale. */
export interface PageCopy {
  home: {
    title: string;
    description: string;
    heroName: string;
    heroTitle: string;
    heroSubtitle: string;
    heroText: string;
    heroAlt: string;
    heroCaption: string;
    shopWomen: string;
    shopMen: string;
    introHtml: string;
    categoriesTitle: string;
    categories: { jackets: string; fleece: string; boots: string; running: string };
    shopNow: string;
    /** The `exp_home_hero` variant's hero (media `trail-fork`). */
    trailFork: { name: string; title: string; subtitle: string; text: string; alt: string; caption: string };
    /** The `exp_home-intro-copy` variant's intro. */
    introStoryHtml: string;
    /** The segmentation banner of each audience and the baseline (`join`): title and link text. */
    segments: Record<'loyalty' | 'employee' | 'athletes' | 'wranx' | 'ipa' | 'join', { title: string; link: string }>;
  };
  winterDraft: { heroTitle: string; heroSubtitle: string; heroText: string; heroAlt: string; notify: string };
  promotions: {
    title: string;
    description: string;
    heroTitle: string;
    heroText: string;
    heroAlt: string;
    shopSale: string;
    detailsHtml: string;
    termsTitle: string;
    termsHtml: string;
    earlyTitle: string;
    earlyText: string;
  };
  error: {
    title: string;
    description: string;
    heroTitle: string;
    heroText: string;
    heroAlt: string;
    home: string;
    help: string;
  };
}

// The English sites differ only in the free-delivery threshold and the word for it.
function english(threshold: string, word: 'shipping' | 'delivery'): PageCopy {
  return {
    home: {
      title: 'Switchback | Outdoor apparel & footwear',
      description: 'Jackets, fleece, hiking boots and trail shoes for the autumn trail season.',
      heroName: 'Home hero: Autumn Ridgeline',
      heroTitle: 'Made for the amber hour',
      heroSubtitle: 'The Autumn Ridgeline collection',
      heroText:
        '<p>Waterproof shells, grippy trail shoes and warm layers built for shorter days and longer trails.</p>',
      heroAlt: 'Sunset over layered mountain ridges and a pine forest',
      heroCaption: 'Ridgeline 3L Shell in Ember, shown on the Skyline Divide trail.',
      shopWomen: "Shop women's",
      shopMen: "Shop men's",
      introHtml: `<h2>Gear up for the shoulder season</h2><p>From frosty trailheads to golden-hour summits, our autumn line-up layers up when the temperature drops. <strong>Free ${word} on orders over ${threshold}</strong> and free returns within 60 days.</p>`,
      categoriesTitle: 'Shop by category',
      categories: {
        jackets: 'Jackets & shells',
        fleece: 'Fleece & mid-layers',
        boots: 'Hiking boots',
        running: 'Trail running shoes',
      },
      shopNow: 'Shop now',
      trailFork: {
        name: 'Home hero: Trail fork (exp_home_hero variant)',
        title: 'Take the other trail',
        subtitle: 'The Autumn Ridgeline collection',
        text: '<p>Two ways up, one kit for both: shells, trail shoes and layers for the route less travelled.</p>',
        alt: 'A trail forking in two through an autumn forest',
        caption: 'Ridgeline 3L Shell and Switchback trail shoes, where the trail splits.',
      },
      introStoryHtml:
        '<h2>Stories from the trail</h2><p>Our field testers walked 1,200 km of autumn trails this season. Read where they went, what they wore and what they would change.</p>',
      segments: {
        loyalty: { title: 'Your points work harder this week', link: 'See my points' },
        employee: { title: 'Your employee discount applies at checkout', link: 'Go to my cart' },
        athletes: { title: 'Athlete credit: gear up for the season', link: 'Shop gear' },
        wranx: { title: 'WRANX pro pricing is on', link: 'See pro prices' },
        ipa: { title: 'IPA members: pro pricing is on', link: 'See pro prices' },
        join: { title: 'Join Switchback Rewards', link: 'Sign up free' },
      },
    },
    winterDraft: {
      heroTitle: 'First snow is on its way',
      heroSubtitle: 'Coming soon: the Winter Summit collection',
      heroText: '<p>Insulated parkas, winter boots with ice-grip soles and base layers that breathe.</p>',
      heroAlt: 'Snow-covered ridges under a pale winter sky',
      notify: 'Get early access',
    },
    promotions: {
      title: 'Offers & promotions | Switchback',
      description: 'Current offers on jackets, fleece and hiking boots.',
      heroTitle: 'The Autumn Trail Event',
      heroText: '<p>Save 25% on selected jackets, fleece and hiking boots. No code needed.</p>',
      heroAlt: 'Autumn leaves falling over a forest ridge',
      shopSale: 'Shop the event',
      detailsHtml:
        '<p>Prices are marked on product pages while the event runs. Members also earn double points on every order.</p>',
      termsTitle: 'Offer details',
      termsHtml: `<p>25% off selected styles while stocks last. Cannot be combined with other offers or applied to gift cards. Free ${word} applies to orders over ${threshold} after discounts.</p>`,
      earlyTitle: 'Black Friday early access',
      earlyText: '<p>Members shop Black Friday prices 48 hours before everyone else.</p>',
    },
    error: {
      title: 'Page not found | Switchback',
      description: 'The page you are looking for has moved or no longer exists.',
      heroTitle: "We can't find that trail",
      heroText: '<p>The page you are looking for has moved or no longer exists.</p>',
      heroAlt: 'A trail sign pointing two ways in an autumn forest',
      home: 'Back to the homepage',
      help: 'Contact us',
    },
  };
}

const french: PageCopy = {
  home: {
    title: 'Switchback | Vêtements et chaussures de plein air',
    description:
      'Manteaux, laine polaire, bottes de randonnée et chaussures de course en sentier pour la saison automnale.',
    heroName: "Héros d'accueil : Crête d'automne",
    heroTitle: "Fait pour l'heure dorée",
    heroSubtitle: "La collection Crête d'automne",
    heroText:
      '<p>Coquilles imperméables, chaussures de sentier adhérentes et couches chaudes pour des journées plus courtes et des sentiers plus longs.</p>',
    heroAlt: 'Coucher de soleil sur des crêtes de montagnes et une forêt de pins',
    heroCaption: 'Coquille Ridgeline 3L couleur braise, sur le sentier Skyline Divide.',
    shopWomen: 'Magasiner femmes',
    shopMen: 'Magasiner hommes',
    introHtml:
      "<h2>Équipez-vous pour l'entre-saison</h2><p>Des départs de sentier givrés aux sommets dorés, notre gamme d'automne s'ajuste quand la température baisse. <strong>Livraison gratuite sur les commandes de plus de 99 $</strong> et retours gratuits sous 60 jours.</p>",
    categoriesTitle: 'Magasiner par catégorie',
    categories: {
      jackets: 'Manteaux et coquilles',
      fleece: 'Laine polaire et couches intermédiaires',
      boots: 'Bottes de randonnée',
      running: 'Chaussures de course en sentier',
    },
    shopNow: 'Magasiner',
    trailFork: {
      name: "Héros d'accueil : Fourche du sentier (variante exp_home_hero)",
      title: "Prenez l'autre sentier",
      subtitle: "La collection Crête d'automne",
      text: '<p>Deux chemins vers le sommet, un seul équipement : coquilles, chaussures de sentier et couches pour la route moins fréquentée.</p>',
      alt: "Un sentier qui se divise en deux dans une forêt d'automne",
      caption: 'Coquille Ridgeline 3L et chaussures de sentier Switchback, là où le sentier bifurque.',
    },
    introStoryHtml:
      "<h2>Récits du sentier</h2><p>Nos testeurs ont parcouru 1 200 km de sentiers d'automne cette saison. Découvrez où ils sont allés, ce qu'ils portaient et ce qu'ils changeraient.</p>",
    segments: {
      loyalty: { title: 'Vos points valent plus cette semaine', link: 'Voir mes points' },
      employee: { title: "Votre rabais d'employé s'applique à la caisse", link: 'Voir mon panier' },
      athletes: { title: "Crédit d'athlète : équipez-vous pour la saison", link: "Magasiner l'équipement" },
      wranx: { title: 'Les prix pro WRANX sont en vigueur', link: 'Voir les prix pro' },
      ipa: { title: 'Membres IPA : les prix pro sont en vigueur', link: 'Voir les prix pro' },
      join: { title: 'Joignez-vous à Switchback Récompenses', link: 'Inscription gratuite' },
    },
  },
  winterDraft: {
    heroTitle: 'La première neige approche',
    heroSubtitle: 'Bientôt : la collection Sommet hivernal',
    heroText: "<p>Parkas isolés, bottes d'hiver à semelles antidérapantes et couches de base respirantes.</p>",
    heroAlt: "Crêtes enneigées sous un ciel d'hiver pâle",
    notify: 'Accès anticipé',
  },
  promotions: {
    title: 'Offres et promotions | Switchback',
    description: 'Offres en cours sur les manteaux, la laine polaire et les bottes de randonnée.',
    heroTitle: "L'événement Sentiers d'automne",
    heroText:
      '<p>Économisez 25 % sur une sélection de manteaux, de laine polaire et de bottes de randonnée. Aucun code requis.</p>',
    heroAlt: "Feuilles d'automne tombant sur une crête boisée",
    shopSale: "Magasiner l'événement",
    detailsHtml:
      "<p>Les prix sont indiqués sur les pages produits pendant l'événement. Les membres cumulent aussi le double de points sur chaque commande.</p>",
    termsTitle: "Détails de l'offre",
    termsHtml:
      "<p>25 % de rabais sur une sélection d'articles, jusqu'à épuisement des stocks. Non cumulable avec d'autres offres ni applicable aux cartes-cadeaux. La livraison gratuite s'applique aux commandes de plus de 99 $ après rabais.</p>",
    earlyTitle: 'Accès anticipé au Vendredi fou',
    earlyText: '<p>Les membres profitent des prix du Vendredi fou 48 heures avant tout le monde.</p>',
  },
  error: {
    title: 'Page introuvable | Switchback',
    description: "La page que vous cherchez a été déplacée ou n'existe plus.",
    heroTitle: 'Nous ne trouvons pas ce sentier',
    heroText: "<p>La page que vous cherchez a été déplacée ou n'existe plus.</p>",
    heroAlt: "Un panneau de sentier indiquant deux directions dans une forêt d'automne",
    home: "Retour à l'accueil",
    help: 'Nous joindre',
  },
};

/**
 * From what order value standard shipping is free in each locale, written as its shoppers read it: the thresholds of
 * commerce-api's FREESHIP promotion (catalogSeed.ts), which seedCopy.test.ts keeps equal to these. Every seeded text
 * that names the amount (home, promo bar, help and shipping pages) takes it from here.
 */
export const FREE_SHIPPING_FROM: Readonly<Record<ContentLocale, string>> = {
  'en-us': '$75',
  'en-ca': '$99',
  'fr-ca': '99\u00a0$',
  'en-gb': '£60',
};

/** Copy per locale. */
export const seedCopy: Readonly<Record<ContentLocale, PageCopy>> = {
  'en-us': english(FREE_SHIPPING_FROM['en-us'], 'shipping'),
  'en-ca': english(FREE_SHIPPING_FROM['en-ca'], 'shipping'),
  'fr-ca': french,
  'en-gb': english(FREE_SHIPPING_FROM['en-gb'], 'delivery'),
};
