import type { ProductGender } from '../db/schema';
import { isFrench } from '../sites/language';
import { GENDER_LABEL, RECYCLED_NOTE, RECYCLED_SUFFIX } from './catalogSeed';

/**
 * The product texts of the catalogue in Canadian French. Products are stored once, in English (as categories are:
 * categoryNames.ts), with names built by the seed as `{gender label} {line name}{edition}` ("Women's Ridgeline Down
 * Jacket (2025)"); every answer that shows a product to a shopper says its name, description, features and colours in
 * the request's language. Texts a merchandiser added without a translation stay as stored.
 */

/** A product line's name in French, and whether it is feminine (the recycled edition agrees with it). */
interface FrenchLine {
  name: string;
  feminine?: true;
}

/** The product lines of the seed (catalogSeed.ts `LINES`), by their English name. */
const LINE_NAMES: Readonly<Record<string, FrenchLine>> = {
  'Ridgeline Down Jacket': { name: 'Manteau en duvet Ridgeline' },
  'Stormline Rain Shell': { name: 'Coquille imperméable Stormline', feminine: true },
  'Alpenglow Insulated Parka': { name: 'Parka isolé Alpenglow' },
  'Windward Softshell': { name: 'Veste coquille souple Windward', feminine: true },
  'Cirrus Light Hoodie': { name: 'Veste à capuchon légère Cirrus', feminine: true },
  'Tundra Expedition Parka': { name: 'Parka d’expédition Tundra' },
  'Coastline Trench': { name: 'Trench Coastline' },
  'Trailhead Rain Jacket': { name: 'Manteau de pluie Trailhead' },
  'Highpoint Fleece Jacket': { name: 'Veste en molleton Highpoint', feminine: true },
  'Basecamp Sherpa Pullover': { name: 'Chandail sherpa Basecamp' },
  'Ascent Merino Midlayer': { name: 'Couche intermédiaire en mérinos Ascent', feminine: true },
  'Talus Mid Waterproof Boot': { name: 'Botte mi-haute imperméable Talus', feminine: true },
  'Summit GTX Backpacking Boot': { name: 'Botte de longue randonnée Summit GTX', feminine: true },
  'Canyon Low Hiker': { name: 'Chaussure de randonnée basse Canyon', feminine: true },
  'Glacier Winter Boot': { name: 'Botte d’hiver Glacier', feminine: true },
  'Switchback Trail Runner': { name: 'Chaussure de course en sentier Switchback', feminine: true },
  'Scree Ultra': { name: 'Chaussure de course Scree Ultra', feminine: true },
  'Flow Approach Shoe': { name: 'Chaussure d’approche Flow', feminine: true },
  'Mesa Hiking Pants': { name: 'Pantalon de randonnée Mesa' },
  'Traverse Convertible Pants': { name: 'Pantalon convertible Traverse' },
  'Traverse 28 Daypack': { name: 'Sac de jour Traverse 28' },
  'Highline 45 Trekking Pack': { name: 'Sac de trekking Highline 45' },
  'Expedition 65 Pack': { name: 'Sac à dos Expedition 65' },
  'Commuter 22 Pack': { name: 'Sac à dos Commuter 22' },
  'Scout 18 Kids Pack': { name: 'Sac à dos Scout 18' },
  'Ultralight 12 Running Vest': { name: 'Gilet de course Ultralight 12' },
  'Basin 2 Backpacking Tent': { name: 'Tente de longue randonnée Basin 2', feminine: true },
  'Cirque 3 Tent': { name: 'Tente Cirque 3', feminine: true },
  'Tundra 2 Four-Season Tent': { name: 'Tente quatre saisons Tundra 2', feminine: true },
  'Meadow 6 Family Tent': { name: 'Tente familiale Meadow 6', feminine: true },
  'Solo Trekking Pole Shelter': { name: 'Abri Solo pour bâtons de randonnée' },
  'Aurora -7 Down Sleeping Bag': { name: 'Sac de couchage en duvet Aurora -7' },
  'Aurora -18 Down Sleeping Bag': { name: 'Sac de couchage en duvet Aurora -18' },
  'Campfire 5 Synthetic Bag': { name: 'Sac de couchage synthétique Campfire 5' },
  'Little Bear Kids Sleeping Bag': { name: 'Sac de couchage Little Bear' },
  'Ridge Beanie': { name: 'Tuque Ridge', feminine: true },
  'Summit Softshell Gloves': { name: 'Gants coquille souple Summit' },
  'Campfire Flannel Shirt': { name: 'Chemise en flanelle Campfire', feminine: true },
  'Brimmer Sun Hat': { name: 'Chapeau de soleil Brimmer' },
  'Switchback Gift Card': { name: 'Carte-cadeau Switchback', feminine: true },
};

/** How a French name says who a product is for; it follows the line name ("… pour femme"). */
const FOR_WHOM: Readonly<Record<ProductGender, string>> = {
  men: 'pour homme',
  women: 'pour femme',
  kids: 'pour enfant',
  unisex: '',
};

/** The product lines' descriptions (their blurbs) and the recycled edition's note, by their English text. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '700-fill responsibly sourced down in a packable, wind-resistant shell.':
    'Duvet de provenance responsable d’un pouvoir gonflant de 700, dans une coquille compressible et coupe-vent.',
  'A fully seam-sealed 2.5-layer shell for all-day downpours.':
    'Une coquille 2,5\u00a0couches aux coutures entièrement scellées, pour les averses qui durent toute la journée.',
  'Thigh-length synthetic insulation that stays warm when wet.':
    'Une isolation synthétique mi-cuisse qui reste chaude, même mouillée.',
  'Stretchy, breathable and just weatherproof enough for fast days.':
    'Extensible, respirante et juste assez résistante aux intempéries pour les sorties rapides.',
  'Featherweight insulation for cold starts and summit breaks.':
    'Une isolation ultralégère pour les départs à froid et les pauses au sommet.',
  'Our warmest parka, rated for long belays and polar mornings.':
    'Notre parka le plus chaud, conçu pour les longs relais d’assurage et les matins polaires.',
  'A waterproof trench that looks at home in the city.': 'Un trench imperméable qui a tout à fait sa place en ville.',
  'Everyday waterproof protection at an honest price.':
    'Une protection imperméable pour tous les jours, à un prix honnête.',
  'Grid fleece that breathes on the climb and warms at the top.':
    'Un molleton à grille qui respire pendant la montée et réchauffe au sommet.',
  'High-pile sherpa for campfire evenings.': 'Un sherpa à poil long pour les soirées autour du feu de camp.',
  'Merino-blend quarter zip for cold, dry days.':
    'Un haut à quart de glissière en mélange de mérinos pour les journées froides et sèches.',
  'Our best-selling hiking boot: supportive, waterproof, ready out of the box.':
    'Notre botte de randonnée la plus vendue\u00a0: stable, imperméable et prête à porter dès la sortie de la boîte.',
  'A stiff, stable boot for heavy packs and rough trail.':
    'Une botte rigide et stable pour les sacs lourds et les sentiers accidentés.',
  'A low-cut hiker with the grip of a boot.': 'Une chaussure de randonnée basse qui a l’adhérence d’une botte.',
  'Insulated to -25 °C with ice-grip rubber.':
    'Isolée jusqu’à -25\u00a0°C, avec un caoutchouc qui adhère sur la glace.',
  'Light, grippy and forgiving on long trail miles.':
    'Légère, adhérente et confortable au fil des longs kilomètres de sentier.',
  'Max-cushion racer for ultra distances.': 'Une chaussure de course à amorti maximal pour les ultradistances.',
  'Climbing-rubber toe and a sticky sole for scrambles.':
    'Un bout en caoutchouc d’escalade et une semelle adhérente pour les passages rocheux.',
  'Stretch hiking pants with a gusseted crotch.': 'Un pantalon de randonnée extensible avec entrejambe à soufflet.',
  'Zip-off legs for hot afternoons.': 'Des jambes amovibles à glissière pour les après-midi chauds.',
  'A ventilated daypack with a rain cover.': 'Un sac de jour ventilé, avec housse de pluie.',
  'Adjustable torso and a load-lifting hipbelt for multi-day trips.':
    'Une longueur de dos réglable et une ceinture de hanches qui soulage la charge, pour les sorties de plusieurs jours.',
  'Carries a week of food and a winter kit.': 'Emporte une semaine de nourriture et un équipement d’hiver.',
  'Laptop sleeve and bike-light loop for the daily ride.':
    'Une pochette pour ordinateur portable et une boucle pour feu de vélo, pour les trajets de tous les jours.',
  'Sized for small shoulders, with a whistle on the sternum strap.':
    'Taillé pour les petites épaules, avec un sifflet sur la sangle de poitrine.',
  'Bounce-free vest with soft flasks.': 'Un gilet qui ne ballotte pas, avec gourdes souples.',
  'Two-person, two-door, under two kilos.': 'Deux places, deux portes, moins de deux kilos.',
  'Roomy three-person tent with big vestibules.': 'Une tente trois places spacieuse, avec de grands vestibules.',
  'Storm-proof geodesic tent for winter camps.':
    'Une tente géodésique à l’épreuve des tempêtes pour le camping d’hiver.',
  'Stand-up height and a room divider for family trips.':
    'Assez haute pour s’y tenir debout, avec une cloison de séparation pour les sorties en famille.',
  'Pitched with trekking poles; 900 grams.': 'Se monte avec des bâtons de randonnée et ne pèse que 900\u00a0grammes.',
  'A three-season down bag with a draught collar.': 'Un sac en duvet trois saisons avec collet isolant.',
  'Winter warmth in a compressible bag.': 'La chaleur d’un sac d’hiver, en format compressible.',
  'Rectangular bag that unzips into a quilt.': 'Un sac rectangulaire qui s’ouvre complètement en couette.',
  'A cosy kids’ bag with a glow-in-the-dark zip pull.':
    'Un sac douillet pour enfant, avec tirette de glissière phosphorescente.',
  'Ribbed merino-blend beanie.': 'Une tuque côtelée en mélange de mérinos.',
  'Touchscreen-friendly gloves with a grippy palm.':
    'Des gants compatibles avec les écrans tactiles, à paume adhérente.',
  'Brushed organic-cotton flannel.': 'Une flanelle de coton biologique brossée.',
  'Wide brim, UPF 50 and a chin cord for windy ridges.':
    'Un large bord, un FPU de 50 et une mentonnière pour les crêtes venteuses.',
  'Delivered by e-mail, valid for five years.': 'Livrée par courriel, valide pendant cinq ans.',
  [RECYCLED_NOTE]: 'Fabriqué avec un tissu extérieur 100\u00a0% recyclé.',
};

/** The product lines' features, by their English text (a feature several lines share is written once). */
const FEATURES: Readonly<Record<string, string>> = {
  '700-fill RDS down': 'Duvet RDS 700',
  'Packs into its own pocket': 'Se range dans sa propre poche',
  'DWR finish': 'Fini déperlant durable',
  'Waterproof 20,000 mm': 'Imperméable 20\u00a0000\u00a0mm',
  'Pit zips': 'Glissières d’aération aux aisselles',
  'Helmet-compatible hood': 'Capuchon compatible avec un casque',
  'Synthetic fill': 'Isolant synthétique',
  'Fleece-lined pockets': 'Poches doublées de molleton',
  'Two-way zip': 'Glissière à double curseur',
  '4-way stretch': 'Extensible dans les 4\u00a0sens',
  'Harness-friendly pockets': 'Poches compatibles avec un baudrier',
  'Stuff sack included': 'Sac de rangement inclus',
  'Under-helmet hood': 'Capuchon qui se porte sous le casque',
  '800-fill down': 'Duvet 800',
  'Baffled construction': 'Construction à compartiments cloisonnés',
  'Snow skirt': 'Jupe pare-neige',
  'Recycled face fabric': 'Tissu extérieur recyclé',
  'Removable belt': 'Ceinture amovible',
  'Waterproof 10,000 mm': 'Imperméable 10\u00a0000\u00a0mm',
  Packable: 'Compressible',
  'Grid fleece': 'Molleton à grille',
  'Zip chest pocket': 'Poche poitrine à glissière',
  'Recycled polyester': 'Polyester recyclé',
  'Kangaroo pocket': 'Poche kangourou',
  'Merino blend': 'Mélange de mérinos',
  'Thumb loops': 'Passe-pouces',
  'Waterproof membrane': 'Membrane imperméable',
  'Vibram outsole': 'Semelle extérieure Vibram',
  'Cushioned midsole': 'Semelle intermédiaire coussinée',
  'Full-grain leather': 'Cuir pleine fleur',
  'Rubber rand': 'Pare-pierres en caoutchouc',
  'Breathable mesh': 'Filet respirant',
  'Sticky rubber': 'Caoutchouc adhérent',
  '200 g insulation': 'Isolant de 200\u00a0g',
  'Ice-grip outsole': 'Semelle extérieure antidérapante sur glace',
  '5 mm lugs': 'Crampons de 5\u00a0mm',
  'Rock plate': 'Plaque de protection antiroches',
  '8 mm drop': 'Différentiel de 8\u00a0mm',
  'Max cushion': 'Amorti maximal',
  'Gaiter attachment': 'Point d’attache pour guêtres',
  'Climbing rubber': 'Caoutchouc d’escalade',
  'Heel clip loop': 'Boucle d’accrochage au talon',
  'UPF 50': 'FPU 50',
  'Zip thigh pocket': 'Poche à glissière sur la cuisse',
  'Zip-off legs': 'Jambes amovibles à glissière',
  'Quick dry': 'Séchage rapide',
  '28 litres': '28\u00a0litres',
  'Rain cover': 'Housse de pluie',
  'Hydration sleeve': 'Pochette pour réservoir d’hydratation',
  '45 litres': '45\u00a0litres',
  'Adjustable torso': 'Longueur de dos réglable',
  '65 litres': '65\u00a0litres',
  'Removable lid': 'Poche supérieure amovible',
  '22 litres': '22\u00a0litres',
  '16" laptop sleeve': 'Pochette pour ordinateur portable de 16\u00a0po',
  '18 litres': '18\u00a0litres',
  'Reflective trim': 'Garnitures réfléchissantes',
  '12 litres': '12\u00a0litres',
  'Two soft flasks': 'Deux gourdes souples',
  '1.9 kg': '1,9\u00a0kg',
  'Two doors': 'Deux portes',
  'Colour-coded poles': 'Arceaux à code de couleur',
  '3 person': '3\u00a0places',
  'Two vestibules': 'Deux vestibules',
  '4 season': '4\u00a0saisons',
  'Snow flaps': 'Bavettes à neige',
  '6 person': '6\u00a0places',
  'Room divider': 'Cloison de séparation',
  '900 g': '900\u00a0g',
  'Pitches with poles': 'Se monte avec des bâtons',
  'Comfort -1 °C': 'Confort -1\u00a0°C',
  '650-fill down': 'Duvet 650',
  'Comfort -12 °C': 'Confort -12\u00a0°C',
  'Comfort 9 °C': 'Confort 9\u00a0°C',
  'Zips into a quilt': 'Se transforme en couette',
  'Comfort 4 °C': 'Confort 4\u00a0°C',
  'Kids length': 'Longueur enfant',
  'Touchscreen fingertips': 'Bouts des doigts tactiles',
  'Organic cotton': 'Coton biologique',
  'Delivered by e-mail': 'Livrée par courriel',
};

/** The colours of the range (catalogSeed.ts `COLOURS`), by their English name; the colour filter uses them too. */
const COLOURS: Readonly<Record<string, string>> = {
  Berry: 'Petits fruits',
  Black: 'Noir',
  Charcoal: 'Charbon',
  Ember: 'Braise',
  Forest: 'Forêt',
  Mustard: 'Moutarde',
  Navy: 'Marine',
  Olive: 'Olive',
  Plum: 'Prune',
  Rust: 'Rouille',
  Sand: 'Sable',
  'Sky Blue': 'Bleu ciel',
  Slate: 'Ardoise',
  Teal: 'Sarcelle',
};

/** The "shop the look" product sets' names and descriptions, by their English text. */
const PRODUCT_SETS: Readonly<Record<string, string>> = {
  'The Ridgeline Hiker (Men)': 'L’ensemble randonnée Ridgeline (hommes)',
  'The Ridgeline Hiker (Women)': 'L’ensemble randonnée Ridgeline (femmes)',
  'Everything for a cold autumn day hike.':
    'Tout ce qu’il faut pour une journée de randonnée par temps frais d’automne.',
  'Weekend Backpacking Kit': 'Ensemble de longue randonnée pour la fin de semaine',
  'Tent, bag and pack for two nights out.': 'Tente, sac de couchage et sac à dos pour deux nuits en plein air.',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const GENDER_OF_LABEL = new Map(
  (Object.entries(GENDER_LABEL) as [ProductGender, string][])
    .filter(([, label]) => label !== '')
    .map(([gender, label]) => [label, gender]),
);
// `{gender label} {line name}{ Recycled}{ (2025)}`: how catalogSeed.ts builds a product's name.
const NAME = new RegExp(
  `^(?:(${[...GENDER_OF_LABEL.keys()].map(escape).join('|')}) )?(.+?)(${escape(RECYCLED_SUFFIX)})?( \\(\\d{4}\\))?$`,
);

/** A stored name split into the pieces the seed built it from; undefined when its line is not a seeded one. */
function nameParts(name: string) {
  const match = NAME.exec(name);
  const line = match ? LINE_NAMES[match[2] ?? ''] : undefined;
  if (!match || !line) return undefined;
  const gender = match[1] ? GENDER_OF_LABEL.get(match[1]) : undefined;
  const recycled = match[3] ? (line.feminine ? ' recyclée' : ' recyclé') : '';
  return { line: `${line.name}${recycled}`, forWhom: gender ? ` ${FOR_WHOM[gender]}` : '', edition: match[4] ?? '' };
}

/**
 * A product's name in `locale`: on a French site, a seeded name is said in French, the gender after the line name
 * and the edition kept; names the seed did not build (a merchandiser's own product) and other locales stay as stored.
 * @example
 * productNameIn("Women's Ridgeline Down Jacket (2025)", 'fr-ca'); // 'Manteau en duvet Ridgeline pour femme (2025)'
 * productNameIn("Men's Ridgeline Down Jacket Recycled", 'fr-ca'); // 'Manteau en duvet Ridgeline recyclé pour homme'
 * productNameIn("Women's Ridgeline Down Jacket (2025)", 'en-ca'); // "Women's Ridgeline Down Jacket (2025)"
 */
export function productNameIn(name: string, locale: string | undefined): string {
  if (!isFrench(locale)) return name;
  const parts = nameParts(name);
  return parts ? `${parts.line}${parts.forWhom}${parts.edition}` : name;
}

/**
 * A product's name without who it is for and without its season (what search suggestions list), in `locale`.
 * @example
 * productLineNameIn("Women's Ridgeline Down Jacket (2025)", 'en-us'); // 'Ridgeline Down Jacket'
 * productLineNameIn("Women's Ridgeline Down Jacket Recycled", 'fr-ca'); // 'Manteau en duvet Ridgeline recyclé'
 */
export function productLineNameIn(name: string, locale: string | undefined): string {
  const parts = isFrench(locale) ? nameParts(name) : undefined;
  if (parts) return parts.line;
  const match = NAME.exec(name);
  return match ? `${match[2] ?? ''}${match[3] ?? ''}` : name;
}

/**
 * A product's description in `locale`: on a French site a seeded description (a line's blurb, and the recycled
 * edition's note after it) is said in French; any other text, and other locales, stay as stored.
 * @example
 * productDescriptionIn('Ribbed merino-blend beanie.', 'fr-ca'); // 'Une tuque côtelée en mélange de mérinos.'
 */
export function productDescriptionIn(description: string, locale: string | undefined): string {
  if (!isFrench(locale)) return description;
  const whole = DESCRIPTIONS[description];
  if (whole) return whole;
  const note = ` ${RECYCLED_NOTE}`;
  const blurb = description.endsWith(note) ? DESCRIPTIONS[description.slice(0, -note.length)] : undefined;
  return blurb ? `${blurb} ${DESCRIPTIONS[RECYCLED_NOTE]}` : description;
}

/**
 * A product's features in `locale`: on a French site each seeded feature is said in French; the others stay.
 * @example
 * productFeaturesIn(['Packs into its own pocket', 'Welded seams'], 'fr-ca'); // ['Se range dans sa propre poche', 'Welded seams']
 */
export function productFeaturesIn(features: readonly string[], locale: string | undefined): string[] {
  return isFrench(locale) ? features.map((feature) => FEATURES[feature] ?? feature) : [...features];
}

/**
 * A colour's name in `locale` (`fr-ca` gets the French name of a colour of the range; others stay as stored).
 * @example
 * colourNameIn('Slate', 'fr-ca'); // 'Ardoise'
 * colourNameIn('Slate', 'en-us'); // 'Slate'
 */
export function colourNameIn(name: string, locale: string | undefined): string {
  return isFrench(locale) ? (COLOURS[name] ?? name) : name;
}

/**
 * A product set (a "shop the look" set) with its name and description in `locale`; unknown texts stay as stored.
 * @example
 * productSetIn({ id: 'SBSET10003', name: 'Weekend Backpacking Kit', description: '…' }, 'fr-ca').name; // 'Ensemble de longue randonnée pour la fin de semaine'
 */
export function productSetIn<T extends { name: string; description: string }>(set: T, locale: string | undefined): T {
  if (!isFrench(locale)) return set;
  return {
    ...set,
    name: PRODUCT_SETS[set.name] ?? set.name,
    description: PRODUCT_SETS[set.description] ?? set.description,
  };
}

/** The seed's badges and eyebrows (catalogSeed.ts) in French. */
const LABELS: Readonly<Record<string, string>> = {
  'Limited edition': 'Édition limitée',
  Sale: 'Solde',
  Recycled: 'Recyclé',
  New: 'Nouveau',
  'Autumn Ridgeline': 'Ridgeline d’automne',
};

/**
 * A product's badge or eyebrow in `locale` (`fr-ca` gets the French of the catalogue's own; others stay as stored).
 * @example
 * productLabelIn('Limited edition', 'fr-ca'); // 'Édition limitée'
 * productLabelIn(null, 'fr-ca'); // null
 */
export function productLabelIn(label: string | null, locale: string | undefined): string | null {
  return label !== null && isFrench(locale) ? (LABELS[label] ?? label) : label;
}
