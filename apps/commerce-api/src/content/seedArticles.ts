import { mediaLibrary, mediaPath, type MediaName } from '../media/mediaLibrary';
import type { ContentBlock } from './ContentBlock';
import type { ContentLocale } from './seedCopy';
import type { SeedPage } from './seedPages';
import { languageOf } from '../sites/language';

/** Where the journal lives: its landing page, and the parent slug of every article page. */
export const JOURNAL_SLUG = 'journal';

/** A tag an article is filed under, as the article grid's filter bar shows it. */
export interface ArticleTag {
  id: string;
  label: string;
}

type TagId = 'trail-running' | 'hiking' | 'gear-care' | 'camping';
type Language = 'en' | 'fr';

const TAG_LABELS: Record<Language, Record<TagId, string>> = {
  en: { 'trail-running': 'Trail running', hiking: 'Hiking', 'gear-care': 'Gear care', camping: 'Camping' },
  fr: { 'trail-running': 'Course en sentier', hiking: 'Randonnée', 'gear-care': 'Entretien', camping: 'Camping' },
};

interface ArticleCopy {
  title: string;
  eyebrow: string;
  summary: string;
  body: string;
  alt: string;
}

interface ArticleSeed {
  slug: string;
  image: MediaName;
  tags: TagId[];
  /** Days before seeding the article went live: the journal lists the newest first. */
  daysAgo: number;
  copy: Record<Language, ArticleCopy>;
}

// Seven articles: with the journal grid's page size of three, "Read more" is needed twice to see them all.
const ARTICLES: ArticleSeed[] = [
  {
    slug: 'first-ultra-training-plan',
    image: 'category-trail-running',
    tags: ['trail-running'],
    daysAgo: 2,
    copy: {
      en: {
        title: 'Sixteen weeks to your first 50 km',
        eyebrow: 'Training',
        summary: 'A training block that builds time on feet without breaking you.',
        body: '<p>Start with three easy runs a week and one long run that grows by ten minutes each weekend. Every fourth week, back off so the miles can settle in.</p><p>Practise eating on the move early: what works at kilometre ten rarely works at kilometre forty.</p>',
        alt: 'A runner on a ridge trail at dawn',
      },
      fr: {
        title: 'Seize semaines pour votre premier 50 km',
        eyebrow: 'Entraînement',
        summary: 'Un bloc d’entraînement qui ajoute du temps sur les pieds sans vous épuiser.',
        body: '<p>Commencez par trois sorties faciles par semaine et une longue sortie qui s’allonge de dix minutes chaque fin de semaine. Toutes les quatre semaines, ralentissez pour laisser le corps assimiler.</p><p>Exercez-vous tôt à manger en courant : ce qui passe au dixième kilomètre passe rarement au quarantième.</p>',
        alt: 'Une coureuse sur un sentier de crête à l’aube',
      },
    },
  },
  {
    slug: 'reproofing-a-shell',
    image: 'category-jackets',
    tags: ['gear-care'],
    daysAgo: 5,
    copy: {
      en: {
        title: 'Re-proofing a waterproof shell',
        eyebrow: 'Care guide',
        summary: 'When water stops beading, wash, then re-proof: your jacket is not worn out.',
        body: '<p>Wash the shell with a technical cleaner, rinse twice, then apply a wash-in or spray-on proofer. A low tumble dry reactivates the finish.</p>',
        alt: 'A red rain shell hanging to dry',
      },
      fr: {
        title: 'Réimperméabiliser une coquille',
        eyebrow: 'Guide d’entretien',
        summary: 'Quand l’eau ne perle plus, lavez puis réimperméabilisez : votre manteau n’est pas usé.',
        body: '<p>Lavez la coquille avec un nettoyant technique, rincez deux fois, puis appliquez un imperméabilisant à laver ou à vaporiser. Un séchage doux réactive le traitement.</p>',
        alt: 'Une coquille rouge qui sèche sur un cintre',
      },
    },
  },
  {
    slug: 'ridge-walks-for-autumn',
    image: 'autumn-ridgeline-hero',
    tags: ['hiking'],
    daysAgo: 9,
    copy: {
      en: {
        title: 'Five ridge walks for golden hour',
        eyebrow: 'Routes',
        summary: 'Short climbs, long views: our favourite evening ridges this autumn.',
        body: '<p>Each of these walks takes under three hours and ends above the tree line just as the light turns amber. Pack a headlamp for the way down.</p>',
        alt: 'Layered ridgelines under an amber sky',
      },
      fr: {
        title: 'Cinq crêtes pour l’heure dorée',
        eyebrow: 'Itinéraires',
        summary: 'Des montées courtes, des vues immenses : nos crêtes préférées pour les soirs d’automne.',
        body: '<p>Chacune de ces randonnées prend moins de trois heures et se termine au-dessus de la limite des arbres quand la lumière devient ambrée. Apportez une lampe frontale pour la descente.</p>',
        alt: 'Des crêtes superposées sous un ciel ambré',
      },
    },
  },
  {
    slug: 'breaking-in-hiking-boots',
    image: 'category-hiking-boots',
    tags: ['hiking', 'gear-care'],
    daysAgo: 14,
    copy: {
      en: {
        title: 'Breaking in leather hiking boots',
        eyebrow: 'Care guide',
        summary: 'Blister-free miles start at home: wear them in before the trail does.',
        body: '<p>Wear new boots around the house, then on short walks, before a full day out. Condition the leather once it is dry, never next to a heater.</p>',
        alt: 'Brown leather hiking boots',
      },
      fr: {
        title: 'Assouplir des bottes de randonnée en cuir',
        eyebrow: 'Guide d’entretien',
        summary: 'Des kilomètres sans ampoules commencent à la maison : faites-les vôtres avant le sentier.',
        body: '<p>Portez vos nouvelles bottes à la maison, puis lors de courtes marches, avant une journée complète. Nourrissez le cuir une fois sec, jamais près d’un calorifère.</p>',
        alt: 'Des bottes de randonnée en cuir brun',
      },
    },
  },
  {
    slug: 'first-night-out',
    image: 'first-snow-hero',
    tags: ['camping', 'hiking'],
    daysAgo: 21,
    copy: {
      en: {
        title: 'Your first night under canvas',
        eyebrow: 'Beginners',
        summary: 'A checklist, a forecast and a friend: everything a first overnight needs.',
        body: '<p>Pick a site within an hour of the car, check the overnight low, and bring a sleeping bag rated five degrees below it.</p>',
        alt: 'A tent below snow-dusted peaks',
      },
      fr: {
        title: 'Votre première nuit sous la tente',
        eyebrow: 'Débutants',
        summary: 'Une liste, une météo et un ami : tout ce qu’il faut pour une première nuit dehors.',
        body: '<p>Choisissez un site à moins d’une heure de la voiture, vérifiez la température minimale et apportez un sac de couchage prévu pour cinq degrés de moins.</p>',
        alt: 'Une tente sous des sommets saupoudrés de neige',
      },
    },
  },
  {
    slug: 'layering-for-cold-runs',
    image: 'category-fleece',
    tags: ['trail-running', 'gear-care'],
    daysAgo: 30,
    copy: {
      en: {
        title: 'Layering for cold-weather runs',
        eyebrow: 'Kit',
        summary: 'Start a little cold: three thin layers beat one thick one.',
        body: '<p>A wicking base, a light fleece and a wind shell cover almost every winter morning. Vent before you sweat.</p>',
        alt: 'A green fleece jacket',
      },
      fr: {
        title: 'Superposer pour courir au froid',
        eyebrow: 'Équipement',
        summary: 'Partez un peu frileux : trois couches minces valent mieux qu’une épaisse.',
        body: '<p>Une couche de base respirante, un molleton léger et une coquille coupe-vent suffisent presque tous les matins d’hiver. Aérez avant de transpirer.</p>',
        alt: 'Un manteau en molleton vert',
      },
    },
  },
  {
    slug: 'reading-trail-signs',
    image: 'trail-fork',
    tags: ['hiking', 'camping'],
    daysAgo: 45,
    copy: {
      en: {
        title: 'Reading trail signs and blazes',
        eyebrow: 'Skills',
        summary: 'Colours, shapes and cairns: what the markings at a fork are telling you.',
        body: '<p>Two stacked blazes mean a turn is coming; the upper one points the way. When in doubt, walk back to the last marker you were sure of.</p>',
        alt: 'A signpost where the trail forks',
      },
      fr: {
        title: 'Lire les panneaux et les balises',
        eyebrow: 'Techniques',
        summary: 'Couleurs, formes et cairns : ce que disent les marques à une fourche.',
        body: '<p>Deux balises superposées annoncent un virage; celle du haut indique la direction. Dans le doute, revenez à la dernière marque dont vous étiez sûr.</p>',
        alt: 'Un poteau indicateur à une fourche du sentier',
      },
    },
  },
];

const JOURNAL_COPY: Record<Language, { title: string; description: string; gridTitle: string }> = {
  en: {
    title: 'Trail journal',
    description: 'Training plans, routes and care guides from the Switchback team.',
    gridTitle: 'From the trail journal',
  },
  fr: {
    title: 'Journal du sentier',
    description: 'Plans d’entraînement, itinéraires et guides d’entretien de l’équipe Switchback.',
    gridTitle: 'Le journal du sentier',
  },
};

const DAY_MS = 86_400_000;

/**
 * The trail journal of one locale: the `journal` landing page (an article grid over the journal's articles,
 * with its filter bar and "Read more") and seven article pages under `journal/…`. Each article page opens with a
 * hero that carries what the article search lists: its title, `eyebrowText`, `media`, a summary as `subtitle`, and
 * `articleTags` (id and label, in the page's language). Articles went live days before seeding, newest first.
 * @example
 * seedArticles('fr-ca', new Date()).map((page) => page.slug); // ['journal', 'journal/first-ultra-training-plan', …]
 */
export function seedArticles(locale: ContentLocale, seededAt: Date): SeedPage[] {
  const language: Language = languageOf(locale);
  const journal = JOURNAL_COPY[language];
  const grid: ContentBlock = {
    id: `journal-${locale}-grid`,
    type: 'articleGrid',
    name: 'Journal article grid',
    title: journal.gridTitle,
    rowsToLoad: 3,
    gridSize: { sm: 1, md: 3, lg: 3 },
    initialQuery: `parent=${JOURNAL_SLUG}`,
    showFilterBar: true,
    loadMore: true,
  };
  const articlePages = ARTICLES.map((article): SeedPage => {
    const copy = article.copy[language];
    const { width, height } = mediaLibrary[article.image];
    const hero: ContentBlock = {
      id: `${article.slug}-${locale}-hero`,
      type: 'hero',
      name: `Article: ${article.slug}`,
      title: copy.title,
      subtitle: copy.summary,
      eyebrowText: copy.eyebrow,
      media: { url: mediaPath(article.image), alt: copy.alt, width, height },
      linkType: 'No-CTA',
      gradientStyle: 'off',
      titleH1: true,
      articleTags: article.tags.map((tag): ArticleTag => ({ id: tag, label: TAG_LABELS[language][tag] })),
    };
    const body: ContentBlock = {
      id: `${article.slug}-${locale}-body`,
      type: 'richText',
      name: 'Article body',
      richText: { html: copy.body },
    };
    return {
      slug: `${JOURNAL_SLUG}/${article.slug}`,
      versions: [
        {
          title: copy.title,
          description: copy.summary,
          blocks: [hero, body],
          published: true,
          publishAt: new Date(seededAt.getTime() - article.daysAgo * DAY_MS),
        },
      ],
    };
  });
  return [
    {
      slug: JOURNAL_SLUG,
      versions: [
        { title: journal.title, description: journal.description, blocks: [grid], published: true, publishAt: null },
      ],
    },
    ...articlePages,
  ];
}
