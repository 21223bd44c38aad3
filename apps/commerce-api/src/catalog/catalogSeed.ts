// The demo catalogue, generated from a few hand-written product lines with a seeded PRNG: a real-looking
// outdoor apparel and footwear shop that is the same on every machine, so tests may rely on it.
import type {
  answers,
  categories,
  coupons,
  inventory,
  productCategories,
  productPrices,
  products,
  productSetItems,
  productSets,
  productVariants,
  promotions,
  questions,
  reviews,
  stores,
} from '../db/schema';
import type { ProductGender } from '../db/schema';
import type { ProductShape } from '../media/mediaLibrary';
import { seededRandom } from './seededRandom';

/** Rows for every catalogue table, ready to insert. */
export interface CatalogSeed {
  categories: (typeof categories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productCategories: (typeof productCategories.$inferInsert)[];
  variants: (typeof productVariants.$inferInsert)[];
  prices: (typeof productPrices.$inferInsert)[];
  stores: (typeof stores.$inferInsert)[];
  inventory: (typeof inventory.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  questions: (typeof questions.$inferInsert)[];
  answers: (typeof answers.$inferInsert)[];
  productSets: (typeof productSets.$inferInsert)[];
  productSetItems: (typeof productSetItems.$inferInsert)[];
  promotions: (typeof promotions.$inferInsert)[];
  coupons: (typeof coupons.$inferInsert)[];
}

/** Where the web shop ships from; every other inventory location is a store id. */
export const ONLINE_LOCATION = 'online';

/** A colour of the range; codes are three characters (content-blocks spec §3). */
export interface Colour {
  code: string;
  name: string;
  hex: string;
}

export const COLOURS: readonly Colour[] = [
  { code: 'BLK', name: 'Black', hex: '#1f1f1f' },
  { code: 'NVY', name: 'Navy', hex: '#1f2f4f' },
  { code: 'RST', name: 'Rust', hex: '#b5432c' },
  { code: 'OLV', name: 'Olive', hex: '#5b6b3a' },
  { code: 'SKY', name: 'Sky Blue', hex: '#6fa8d6' },
  { code: 'SND', name: 'Sand', hex: '#d8c3a0' },
  { code: 'FOR', name: 'Forest', hex: '#2f4a3f' },
  { code: 'CHR', name: 'Charcoal', hex: '#44474c' },
  { code: 'BRY', name: 'Berry', hex: '#8c2f5a' },
  { code: 'MST', name: 'Mustard', hex: '#d9a93d' },
  { code: 'SLT', name: 'Slate', hex: '#5d7283' },
  { code: 'TEA', name: 'Teal', hex: '#2f7f7f' },
  { code: 'ORG', name: 'Ember', hex: '#e0702b' },
  { code: 'PLM', name: 'Plum', hex: '#5a3a5e' },
];

type ProductType =
  | 'jacket'
  | 'fleece'
  | 'hiking-boot'
  | 'trail-shoe'
  | 'pants'
  | 'backpack'
  | 'tent'
  | 'sleeping-bag'
  | 'beanie'
  | 'gift-card';

interface ProductLine {
  name: string;
  type: ProductType;
  genders: ProductGender[];
  /** USD list price. */
  price: number;
  activities: string[];
  blurb: string;
  features: string[];
  collection?: boolean;
  limited?: boolean;
  customizable?: boolean;
}

const TYPE_CODE: Record<ProductType, string> = {
  jacket: 'JK',
  fleece: 'FL',
  'hiking-boot': 'HB',
  'trail-shoe': 'TR',
  pants: 'PT',
  backpack: 'BP',
  tent: 'TN',
  'sleeping-bag': 'SL',
  beanie: 'AC',
  'gift-card': 'GC',
};

const SHAPE: Record<string, ProductShape> = {
  jacket: 'jacket',
  fleece: 'fleece',
  'hiking-boot': 'boot',
  'trail-shoe': 'runner',
  pants: 'pants',
  backpack: 'backpack',
  tent: 'tent',
  'sleeping-bag': 'sleeping-bag',
  beanie: 'beanie',
  'gift-card': 'gift-card',
};

/**
 * The silhouette a product type is drawn with.
 * @example
 * productShape('hiking-boot'); // 'boot'
 */
export function productShape(productType: string): ProductShape {
  return SHAPE[productType] ?? 'jacket';
}

// Category ids: 4–10 digits (spec §2). The root of each gender, then its departments.
const GENDER_ROOT: Record<Exclude<ProductGender, 'unisex'>, { id: number; slug: string; name: string }> = {
  men: { id: 100100, slug: 'mens', name: 'Men' },
  women: { id: 100200, slug: 'womens', name: 'Women' },
  kids: { id: 100300, slug: 'kids', name: 'Kids' },
};
const DEPARTMENTS: { offset: number; slug: string; name: string; types: ProductType[] }[] = [
  { offset: 10, slug: 'jackets', name: 'Jackets', types: ['jacket'] },
  { offset: 20, slug: 'fleece-and-midlayers', name: 'Fleece & Midlayers', types: ['fleece'] },
  { offset: 30, slug: 'footwear', name: 'Footwear', types: [] },
  { offset: 31, slug: 'hiking-boots', name: 'Hiking Boots', types: ['hiking-boot'] },
  { offset: 32, slug: 'trail-running-shoes', name: 'Trail Running Shoes', types: ['trail-shoe'] },
  { offset: 40, slug: 'pants', name: 'Pants', types: ['pants'] },
  { offset: 50, slug: 'accessories', name: 'Accessories', types: ['beanie'] },
];
const GEAR = { id: 100400, slug: 'gear', name: 'Gear' };
const GEAR_DEPARTMENTS: { id: number; slug: string; name: string; type: ProductType }[] = [
  { id: 100410, slug: 'backpacks', name: 'Backpacks', type: 'backpack' },
  { id: 100420, slug: 'tents', name: 'Tents', type: 'tent' },
  { id: 100430, slug: 'sleeping-bags', name: 'Sleeping Bags', type: 'sleeping-bag' },
];
const GIFT_CARDS = { id: 100500, slug: 'gift-cards', name: 'Gift Cards' };
// The seasonal edits the seeded home page links to (/c/womens-autumn-ridgeline-100245, …).
const COLLECTIONS = [
  {
    id: 100245,
    parent: 100200,
    gender: 'women' as const,
    slug: 'womens-autumn-ridgeline',
    name: "Women's Autumn Ridgeline",
  },
  { id: 100246, parent: 100100, gender: 'men' as const, slug: 'mens-autumn-ridgeline', name: "Men's Autumn Ridgeline" },
];

const APPAREL = ['jacket', 'fleece'] as const;
const line = (
  name: string,
  type: ProductType,
  genders: ProductGender[],
  price: number,
  activities: string[],
  blurb: string,
  features: string[],
  extra: Partial<ProductLine> = {},
): ProductLine => ({ name, type, genders, price, activities, blurb, features, ...extra });

const ADULTS: ProductGender[] = ['men', 'women'];
const ALL: ProductGender[] = ['men', 'women', 'kids'];

const LINES: ProductLine[] = [
  line(
    'Ridgeline Down Jacket',
    'jacket',
    ALL,
    249,
    ['hiking', 'everyday'],
    '700-fill responsibly sourced down in a packable, wind-resistant shell.',
    ['700-fill RDS down', 'Packs into its own pocket', 'DWR finish'],
    { collection: true },
  ),
  line(
    'Stormline Rain Shell',
    'jacket',
    ALL,
    179,
    ['hiking', 'travel'],
    'A fully seam-sealed 2.5-layer shell for all-day downpours.',
    ['Waterproof 20,000 mm', 'Pit zips', 'Helmet-compatible hood'],
  ),
  line(
    'Alpenglow Insulated Parka',
    'jacket',
    ADULTS,
    329,
    ['everyday', 'snow'],
    'Thigh-length synthetic insulation that stays warm when wet.',
    ['Synthetic fill', 'Fleece-lined pockets', 'Two-way zip'],
    { collection: true },
  ),
  line(
    'Windward Softshell',
    'jacket',
    ADULTS,
    159,
    ['climbing', 'hiking'],
    'Stretchy, breathable and just weatherproof enough for fast days.',
    ['4-way stretch', 'Harness-friendly pockets'],
  ),
  line(
    'Cirrus Light Hoodie',
    'jacket',
    ALL,
    199,
    ['trail-running', 'hiking'],
    'Featherweight insulation for cold starts and summit breaks.',
    ['Stuff sack included', 'Under-helmet hood'],
  ),
  line(
    'Tundra Expedition Parka',
    'jacket',
    ADULTS,
    449,
    ['snow', 'mountaineering'],
    'Our warmest parka, rated for long belays and polar mornings.',
    ['800-fill down', 'Baffled construction', 'Snow skirt'],
    { limited: true },
  ),
  line(
    'Coastline Trench',
    'jacket',
    ['women'],
    219,
    ['travel', 'everyday'],
    'A waterproof trench that looks at home in the city.',
    ['Recycled face fabric', 'Removable belt'],
  ),
  line(
    'Trailhead Rain Jacket',
    'jacket',
    ALL,
    129,
    ['hiking', 'camping'],
    'Everyday waterproof protection at an honest price.',
    ['Waterproof 10,000 mm', 'Packable'],
  ),
  line(
    'Highpoint Fleece Jacket',
    'fleece',
    ALL,
    99,
    ['hiking', 'camping'],
    'Grid fleece that breathes on the climb and warms at the top.',
    ['Grid fleece', 'Zip chest pocket'],
    { collection: true },
  ),
  line(
    'Basecamp Sherpa Pullover',
    'fleece',
    ALL,
    119,
    ['camping', 'everyday'],
    'High-pile sherpa for campfire evenings.',
    ['Recycled polyester', 'Kangaroo pocket'],
    { collection: true },
  ),
  line(
    'Ascent Merino Midlayer',
    'fleece',
    ADULTS,
    139,
    ['hiking', 'snow'],
    'Merino-blend quarter zip for cold, dry days.',
    ['Merino blend', 'Thumb loops'],
  ),
  line(
    'Talus Mid Waterproof Boot',
    'hiking-boot',
    ALL,
    169,
    ['hiking', 'backpacking'],
    'Our best-selling hiking boot: supportive, waterproof, ready out of the box.',
    ['Waterproof membrane', 'Vibram outsole', 'Cushioned midsole'],
    { customizable: true },
  ),
  line(
    'Summit GTX Backpacking Boot',
    'hiking-boot',
    ADULTS,
    239,
    ['backpacking', 'mountaineering'],
    'A stiff, stable boot for heavy packs and rough trail.',
    ['Full-grain leather', 'Rubber rand'],
  ),
  line('Canyon Low Hiker', 'hiking-boot', ALL, 129, ['hiking', 'travel'], 'A low-cut hiker with the grip of a boot.', [
    'Breathable mesh',
    'Sticky rubber',
  ]),
  line(
    'Glacier Winter Boot',
    'hiking-boot',
    ALL,
    189,
    ['snow', 'everyday'],
    'Insulated to -25 °C with ice-grip rubber.',
    ['200 g insulation', 'Ice-grip outsole'],
  ),
  line(
    'Switchback Trail Runner',
    'trail-shoe',
    ALL,
    149,
    ['trail-running'],
    'Light, grippy and forgiving on long trail miles.',
    ['5 mm lugs', 'Rock plate', '8 mm drop'],
  ),
  line(
    'Scree Ultra',
    'trail-shoe',
    ADULTS,
    169,
    ['trail-running'],
    'Max-cushion racer for ultra distances.',
    ['Max cushion', 'Gaiter attachment'],
    { limited: true },
  ),
  line(
    'Flow Approach Shoe',
    'trail-shoe',
    ADULTS,
    139,
    ['climbing', 'hiking'],
    'Climbing-rubber toe and a sticky sole for scrambles.',
    ['Climbing rubber', 'Heel clip loop'],
  ),
  line('Mesa Hiking Pants', 'pants', ADULTS, 89, ['hiking', 'travel'], 'Stretch hiking pants with a gusseted crotch.', [
    'UPF 50',
    'Zip thigh pocket',
  ]),
  line(
    'Traverse Convertible Pants',
    'pants',
    ADULTS,
    99,
    ['hiking', 'backpacking'],
    'Zip-off legs for hot afternoons.',
    ['Zip-off legs', 'Quick dry'],
  ),
  line('Traverse 28 Daypack', 'backpack', ['unisex'], 119, ['hiking'], 'A ventilated daypack with a rain cover.', [
    '28 litres',
    'Rain cover',
    'Hydration sleeve',
  ]),
  line(
    'Highline 45 Trekking Pack',
    'backpack',
    ['unisex'],
    229,
    ['backpacking'],
    'Adjustable torso and a load-lifting hipbelt for multi-day trips.',
    ['45 litres', 'Adjustable torso'],
  ),
  line(
    'Expedition 65 Pack',
    'backpack',
    ['unisex'],
    299,
    ['backpacking', 'mountaineering'],
    'Carries a week of food and a winter kit.',
    ['65 litres', 'Removable lid'],
  ),
  line(
    'Commuter 22 Pack',
    'backpack',
    ['unisex'],
    89,
    ['everyday', 'travel'],
    'Laptop sleeve and bike-light loop for the daily ride.',
    ['22 litres', '16" laptop sleeve'],
  ),
  line(
    'Scout 18 Kids Pack',
    'backpack',
    ['kids'],
    59,
    ['hiking'],
    'Sized for small shoulders, with a whistle on the sternum strap.',
    ['18 litres', 'Reflective trim'],
  ),
  line(
    'Ultralight 12 Running Vest',
    'backpack',
    ['unisex'],
    139,
    ['trail-running'],
    'Bounce-free vest with soft flasks.',
    ['12 litres', 'Two soft flasks'],
  ),
  line(
    'Basin 2 Backpacking Tent',
    'tent',
    ['unisex'],
    349,
    ['backpacking', 'camping'],
    'Two-person, two-door, under two kilos.',
    ['1.9 kg', 'Two doors', 'Colour-coded poles'],
  ),
  line('Cirque 3 Tent', 'tent', ['unisex'], 429, ['camping'], 'Roomy three-person tent with big vestibules.', [
    '3 person',
    'Two vestibules',
  ]),
  line(
    'Tundra 2 Four-Season Tent',
    'tent',
    ['unisex'],
    699,
    ['mountaineering', 'snow'],
    'Storm-proof geodesic tent for winter camps.',
    ['4 season', 'Snow flaps'],
    { limited: true },
  ),
  line(
    'Meadow 6 Family Tent',
    'tent',
    ['unisex'],
    529,
    ['camping'],
    'Stand-up height and a room divider for family trips.',
    ['6 person', 'Room divider'],
  ),
  line(
    'Solo Trekking Pole Shelter',
    'tent',
    ['unisex'],
    279,
    ['backpacking'],
    'Pitched with trekking poles; 900 grams.',
    ['900 g', 'Pitches with poles'],
  ),
  line(
    'Aurora -7 Down Sleeping Bag',
    'sleeping-bag',
    ['unisex'],
    379,
    ['backpacking'],
    'A three-season down bag with a draught collar.',
    ['Comfort -1 °C', '650-fill down'],
  ),
  line(
    'Aurora -18 Down Sleeping Bag',
    'sleeping-bag',
    ['unisex'],
    529,
    ['mountaineering', 'snow'],
    'Winter warmth in a compressible bag.',
    ['Comfort -12 °C', '800-fill down'],
  ),
  line(
    'Campfire 5 Synthetic Bag',
    'sleeping-bag',
    ['unisex'],
    129,
    ['camping'],
    'Rectangular bag that unzips into a quilt.',
    ['Comfort 9 °C', 'Zips into a quilt'],
  ),
  line(
    'Little Bear Kids Sleeping Bag',
    'sleeping-bag',
    ['kids'],
    89,
    ['camping'],
    'A cosy kids’ bag with a glow-in-the-dark zip pull.',
    ['Comfort 4 °C', 'Kids length'],
  ),
  line('Ridge Beanie', 'beanie', ALL, 35, ['everyday', 'snow'], 'Ribbed merino-blend beanie.', ['Merino blend'], {
    collection: true,
  }),
  line(
    'Summit Softshell Gloves',
    'beanie',
    ALL,
    45,
    ['snow', 'hiking'],
    'Touchscreen-friendly gloves with a grippy palm.',
    ['Touchscreen fingertips'],
  ),
  line('Campfire Flannel Shirt', 'fleece', ADULTS, 69, ['camping', 'everyday'], 'Brushed organic-cotton flannel.', [
    'Organic cotton',
  ]),
  line(
    'Brimmer Sun Hat',
    'beanie',
    ADULTS,
    39,
    ['hiking', 'travel'],
    'Wide brim, UPF 50 and a chin cord for windy ridges.',
    ['UPF 50', 'Packable'],
  ),
  line(
    'Switchback Gift Card',
    'gift-card',
    ['unisex'],
    50,
    ['everyday'],
    'Delivered by e-mail, valid for five years.',
    ['Delivered by e-mail'],
  ),
];

/** What the recycled edition adds to a product's name (`Men's Ridgeline Down Jacket Recycled`). */
export const RECYCLED_SUFFIX = ' Recycled';
/** The sentence the recycled edition adds to a product's description. */
export const RECYCLED_NOTE = 'Made with 100% recycled face fabric.';

// Several editions per line make a realistic range (last season's colours on sale, a recycled edition …).
const EDITIONS: { suffix: string; lines: (line: ProductLine) => boolean; priceFactor: number; season: string }[] = [
  { suffix: '', lines: () => true, priceFactor: 1, season: 'FW26' },
  {
    suffix: RECYCLED_SUFFIX,
    lines: (l) => ['jacket', 'fleece', 'backpack'].includes(l.type),
    priceFactor: 1.1,
    season: 'FW26',
  },
  {
    suffix: ' (2025)',
    lines: (l) => ['jacket', 'hiking-boot', 'trail-shoe', 'tent', 'sleeping-bag'].includes(l.type),
    priceFactor: 0.95,
    season: 'FW25',
  },
];

const SIZES: Record<string, string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'apparel-women': ['XS', 'S', 'M', 'L', 'XL'],
  'apparel-kids': ['4', '6', '8', '10', '12', '14'],
  'footwear-men': ['7', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12', '13'],
  'footwear-women': ['5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '10', '11'],
  'footwear-kids': ['11K', '12K', '13K', '1Y', '2Y', '3Y', '4Y'],
  'pants-men': ['30', '32', '34', '36', '38'],
  'pants-women': ['2', '4', '6', '8', '10', '12'],
  backpack: ['S/M', 'M/L'],
  'sleeping-bag': ['Regular', 'Long'],
  one: ['One Size'],
  'gift-card': ['50', '100', '150'],
};

function sizesFor(type: ProductType, gender: ProductGender): string[] {
  const pick = (key: string) => SIZES[key] ?? [];
  if ((APPAREL as readonly string[]).includes(type))
    return pick(gender === 'kids' ? 'apparel-kids' : gender === 'women' ? 'apparel-women' : 'apparel');
  if (type === 'hiking-boot' || type === 'trail-shoe') return pick(`footwear-${gender === 'unisex' ? 'men' : gender}`);
  if (type === 'pants') return pick(gender === 'women' ? 'pants-women' : 'pants-men');
  if (type === 'backpack') return gender === 'kids' ? pick('one') : pick('backpack');
  if (type === 'sleeping-bag') return gender === 'kids' ? pick('one') : pick('sleeping-bag');
  if (type === 'gift-card') return pick('gift-card');
  return pick('one');
}

/** How a product's name starts for each gender (`Women's Ridgeline Down Jacket`); unisex names have no prefix. */
export const GENDER_LABEL: Readonly<Record<ProductGender, string>> = {
  men: "Men's",
  women: "Women's",
  kids: "Kids'",
  unisex: '',
};

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// A price point a real shop would print: whole currency units ending in 9 (or .95 for small amounts).
function pricePoint(value: number): number {
  if (value < 40) return Math.max(1, Math.round(value)) - 0.05;
  return Math.round(value / 10) * 10 - 1;
}

/** Exchange factors from the USD list price to each site's currency. */
const CURRENCY_FACTOR: Record<string, number> = { USD: 1, CAD: 1.35, GBP: 0.8 };

function upc(productIndex: number, colourIndex: number, sizeIndex: number): string {
  const body = `84${String(productIndex).padStart(4, '0')}${String(colourIndex).padStart(2, '0')}${String(sizeIndex).padStart(2, '0')}0`;
  // UPC-A check digit: odd positions ×3.
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) sum += Number(body[index]) * (index % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const STORE_HOURS = {
  mon: '10:00-20:00',
  tue: '10:00-20:00',
  wed: '10:00-20:00',
  thu: '10:00-20:00',
  fri: '10:00-21:00',
  sat: '09:00-21:00',
  sun: '11:00-18:00',
};
const LOCKER_HOURS = {
  mon: '00:00-24:00',
  tue: '00:00-24:00',
  wed: '00:00-24:00',
  thu: '00:00-24:00',
  fri: '00:00-24:00',
  sat: '00:00-24:00',
  sun: '00:00-24:00',
};

type StoreRow = CatalogSeed['stores'][number];
const store = (
  id: string,
  name: string,
  addressLine1: string,
  city: string,
  province: string | null,
  postalCode: string,
  countryCode: string,
  phone: string,
  latitude: number,
  longitude: number,
): StoreRow => ({
  id,
  kind: 'store',
  name,
  addressLine1,
  city,
  province,
  postalCode,
  countryCode,
  phone,
  latitude,
  longitude,
  services: ['pickup', 'sts', 'returns'],
  openingHours: STORE_HOURS,
});
const locker = (
  id: string,
  name: string,
  addressLine1: string,
  city: string,
  province: string | null,
  postalCode: string,
  countryCode: string,
  latitude: number,
  longitude: number,
): StoreRow => ({
  id,
  kind: 'collectionPoint',
  name,
  addressLine1,
  city,
  province,
  postalCode,
  countryCode,
  phone: null,
  latitude,
  longitude,
  services: ['pudo'],
  openingHours: LOCKER_HOURS,
});

/** The demo stores (ids match the demo store associates) and collection points. */
export const STORE_SEEDS: readonly StoreRow[] = [
  store(
    '1001',
    'Switchback Denver Flagship',
    '1601 Wazee St',
    'Denver',
    'CO',
    '80202',
    'US',
    '+13035550100',
    39.7527,
    -104.9992,
  ),
  store(
    '1002',
    'Switchback Boulder',
    '1425 Pearl St',
    'Boulder',
    'CO',
    '80302',
    'US',
    '+13035550101',
    40.0186,
    -105.2772,
  ),
  store(
    '1003',
    'Switchback Seattle',
    '1500 4th Ave',
    'Seattle',
    'WA',
    '98101',
    'US',
    '+12065550102',
    47.6108,
    -122.3366,
  ),
  store(
    '1004',
    'Switchback Portland',
    '921 SW Morrison St',
    'Portland',
    'OR',
    '97205',
    'US',
    '+15035550103',
    45.5201,
    -122.6812,
  ),
  store(
    '1005',
    'Switchback San Francisco',
    '180 Post St',
    'San Francisco',
    'CA',
    '94108',
    'US',
    '+14155550104',
    37.7886,
    -122.4048,
  ),
  store(
    '1006',
    'Switchback Salt Lake City',
    '50 S Main St',
    'Salt Lake City',
    'UT',
    '84101',
    'US',
    '+18015550105',
    40.7683,
    -111.891,
  ),
  store(
    '1007',
    'Switchback New York SoHo',
    '101 Spring St',
    'New York',
    'NY',
    '10012',
    'US',
    '+12125550106',
    40.7235,
    -73.999,
  ),
  store(
    '1008',
    'Switchback Chicago',
    '633 N Michigan Ave',
    'Chicago',
    'IL',
    '60611',
    'US',
    '+13125550107',
    41.8937,
    -87.6244,
  ),
  store(
    '2001',
    'Switchback Toronto Queen Street',
    '388 Queen St W',
    'Toronto',
    'ON',
    'M5V 2A7',
    'CA',
    '+14165550108',
    43.649,
    -79.3957,
  ),
  store(
    '2002',
    'Switchback Vancouver',
    '1050 Robson St',
    'Vancouver',
    'BC',
    'V6E 1A7',
    'CA',
    '+16045550109',
    49.2849,
    -123.1243,
  ),
  store(
    '2003',
    'Switchback Montréal',
    '1240 Rue Sainte-Catherine O',
    'Montréal',
    'QC',
    'H3G 1P1',
    'CA',
    '+15145550110',
    45.4991,
    -73.573,
  ),
  store(
    '3001',
    'Switchback London Covent Garden',
    '27 Long Acre',
    'London',
    null,
    'WC2E 9LY',
    'GB',
    '+442075550111',
    51.5124,
    -0.1246,
  ),
  store(
    '3002',
    'Switchback Manchester',
    '45 Market St',
    'Manchester',
    null,
    'M1 1WR',
    'GB',
    '+441615550112',
    53.4823,
    -2.2426,
  ),
  store(
    '3003',
    'Switchback Edinburgh',
    '120 Princes St',
    'Edinburgh',
    null,
    'EH2 4AA',
    'GB',
    '+441315550113',
    55.9519,
    -3.1995,
  ),
  locker('9001', 'ParcelPoint Union Station', '1701 Wynkoop St', 'Denver', 'CO', '80202', 'US', 39.753, -105.0002),
  locker('9002', 'ParcelPoint Capitol Hill', '1400 E Colfax Ave', 'Denver', 'CO', '80218', 'US', 39.7402, -104.9711),
  locker('9003', 'ParcelPoint Pike Place', '85 Pike St', 'Seattle', 'WA', '98101', 'US', 47.609, -122.3404),
  locker(
    '9004',
    'ParcelPoint Union Station Toronto',
    '65 Front St W',
    'Toronto',
    'ON',
    'M5J 1E6',
    'CA',
    43.6453,
    -79.3806,
  ),
  locker('9005', 'ParcelPoint King’s Cross', 'Euston Rd', 'London', null, 'N1C 4QP', 'GB', 51.5308, -0.1238),
];

const NICKNAMES = [
  'TrailMix',
  'PeakBagger',
  'Alpinista',
  'CampCook',
  'RidgeRunner',
  'SwitchbackSam',
  'Wanderlust',
  'NorthFace42',
  'DirtbagDan',
  'MountainMo',
  'CoastalKate',
  'SnowDayJo',
  'FireTowerFan',
  'UltraLiz',
  'BoulderBen',
];
const PLACES = [
  'Denver, CO',
  'Seattle, WA',
  'Portland, OR',
  'Toronto, ON',
  'Vancouver, BC',
  'London, UK',
  'Leeds, UK',
  'Boise, ID',
  'Asheville, NC',
  null,
];
const PRAISE: [string, string][] = [
  ['Exactly what I needed', 'Used it on a week in the backcountry and it performed flawlessly. Fit is true to size.'],
  ['Great value', 'Quality feels far above the price. I have recommended it to two friends already.'],
  ['My go-to piece', 'I reach for this before anything else in my closet. Comfortable from day one.'],
  ['Held up in a storm', 'Got caught in a nasty squall above treeline and stayed dry and warm.'],
  ['Love the colour', 'The colour is even better in person and has not faded after many washes.'],
];
const MIXED: [string, string][] = [
  ['Good but runs small', 'Nice build quality, but I had to size up. Check the size chart before ordering.'],
  ['Solid, a bit heavy', 'Does the job well. A little heavier than I hoped for long days.'],
];
const CRITICAL: [string, string][] = [
  ['Not for me', 'The fit did not work for my build and the zip felt stiff. Returned it easily though.'],
];
const QUESTIONS: [string, string][] = [
  ['Does this run true to size?', 'It fits true to size; size up if you plan to layer underneath.'],
  ['Is it machine washable?', 'Yes, cold gentle cycle, then tumble dry low to restore loft and water repellency.'],
  ['How much does it weigh?', 'See the specifications tab; weight is listed for a men’s medium or the regular size.'],
  ['Is there a warranty?', 'Every Switchback product carries our lifetime guarantee against manufacturing defects.'],
];

/**
 * Builds the demo catalogue. Deterministic: the same call always returns the same ids, prices and stock.
 * @param seededAt When seeding runs; review, question and sale dates are relative to it.
 * @example
 * const seed = catalogSeed(new Date());
 * seed.products.length; // 160+
 */
export function catalogSeed(seededAt: Date): CatalogSeed {
  const random = seededRandom(20_261_001);
  const daysAgo = (days: number) => new Date(seededAt.getTime() - days * 86_400_000);
  const out: CatalogSeed = {
    categories: [],
    products: [],
    productCategories: [],
    variants: [],
    prices: [],
    stores: [...STORE_SEEDS],
    inventory: [],
    reviews: [],
    questions: [],
    answers: [],
    productSets: [],
    productSetItems: [],
    promotions: [],
    coupons: [],
  };

  for (const [position, root] of Object.values(GENDER_ROOT).entries()) {
    out.categories.push({ id: String(root.id), parentId: null, slug: root.slug, name: root.name, position });
    for (const [index, department] of DEPARTMENTS.entries()) {
      const parentId = department.offset % 10 === 0 ? String(root.id) : String(root.id + 30);
      out.categories.push({
        id: String(root.id + department.offset),
        parentId,
        slug: `${root.slug}-${department.slug}`,
        name: department.name,
        position: index,
      });
    }
  }
  out.categories.push({ id: String(GEAR.id), parentId: null, slug: GEAR.slug, name: GEAR.name, position: 3 });
  for (const [index, department] of GEAR_DEPARTMENTS.entries()) {
    out.categories.push({
      id: String(department.id),
      parentId: String(GEAR.id),
      slug: department.slug,
      name: department.name,
      position: index,
    });
  }
  out.categories.push({
    id: String(GIFT_CARDS.id),
    parentId: null,
    slug: GIFT_CARDS.slug,
    name: GIFT_CARDS.name,
    position: 4,
  });
  for (const collection of COLLECTIONS) {
    out.categories.push({
      id: String(collection.id),
      parentId: String(collection.parent),
      slug: collection.slug,
      name: collection.name,
      position: 99,
    });
  }

  const categoryOf = (type: ProductType, gender: ProductGender): number => {
    if (type === 'gift-card') return GIFT_CARDS.id;
    const gear = GEAR_DEPARTMENTS.find((department) => department.type === type);
    if (gear) return gear.id;
    const root = GENDER_ROOT[gender === 'unisex' ? 'men' : gender];
    const department = DEPARTMENTS.find((candidate) => candidate.types.includes(type));
    return root.id + (department?.offset ?? 0);
  };

  let productIndex = 0;
  const serialByType = new Map<ProductType, number>();
  for (const edition of EDITIONS) {
    for (const productLine of LINES) {
      if (!edition.lines(productLine)) continue;
      if (edition.suffix && productLine.type === 'gift-card') continue;
      for (const gender of productLine.genders) {
        productIndex += 1;
        const serial = (serialByType.get(productLine.type) ?? 10_000) + 1;
        serialByType.set(productLine.type, serial);
        const id = `SB${TYPE_CODE[productLine.type]}${serial}`;
        const name = `${GENDER_LABEL[gender]} ${productLine.name}${edition.suffix}`.trim();
        const categoryId = String(categoryOf(productLine.type, gender));
        const kidsFactor = gender === 'kids' ? 0.6 : 1;
        const usd = pricePoint(productLine.price * edition.priceFactor * kidsFactor);
        const onSale = productLine.type !== 'gift-card' && (edition.season === 'FW25' || random.chance(0.18));
        const badge = productLine.limited
          ? 'Limited edition'
          : onSale
            ? 'Sale'
            : edition.suffix === RECYCLED_SUFFIX
              ? 'Recycled'
              : random.chance(0.1)
                ? 'New'
                : null;
        out.products.push({
          id,
          slug: slugify(name),
          name,
          brand: 'Switchback',
          description: `${productLine.blurb} ${edition.suffix === RECYCLED_SUFFIX ? RECYCLED_NOTE : ''}`.trim(),
          gender,
          productType: productLine.type,
          categoryId,
          activities: productLine.activities,
          season: edition.season,
          badge,
          eyebrow: productLine.collection && edition.season === 'FW26' ? 'Autumn Ridgeline' : null,
          features: productLine.features,
          maxQty: productLine.limited ? 2 : productLine.type === 'gift-card' ? 10 : null,
          isDigital: productLine.type === 'gift-card',
          isCustomizable: Boolean(productLine.customizable) && edition.suffix === '',
          popularity: random.int(1, 1000),
          createdAt: daysAgo(edition.season === 'FW25' ? 400 + random.int(0, 60) : random.int(5, 120)),
        });
        out.productCategories.push({ productId: id, categoryId });
        const collection = COLLECTIONS.find((candidate) => candidate.gender === gender);
        if (productLine.collection && edition.season === 'FW26' && edition.suffix === '' && collection) {
          out.productCategories.push({ productId: id, categoryId: String(collection.id) });
        }

        for (const [currency, factor] of Object.entries(CURRENCY_FACTOR)) {
          const original = productLine.type === 'gift-card' ? 50 : pricePoint(usd * factor);
          const discount = edition.season === 'FW25' ? 0.6 : random.pick([0.7, 0.75, 0.8]);
          const current = onSale ? pricePoint(original * discount) : original;
          // Omnibus (spec §9): the lowest price of the last 30 days; some sale items were cheaper last month.
          const historicBest = onSale ? (random.chance(0.3) ? pricePoint(current * 0.9) : original) : null;
          out.prices.push({
            productId: id,
            currency,
            original,
            current,
            historicBest,
            salesPriceActiveDate: onSale ? daysAgo(random.int(1, 20)) : null,
          });
        }

        const colourCount =
          productLine.type === 'gift-card' ? 1 : productLine.type === 'tent' ? random.int(1, 2) : random.int(2, 4);
        const start = random.int(0, COLOURS.length - 1);
        const colours = Array.from(
          { length: colourCount },
          (_, offset) => COLOURS[(start + offset * 3) % COLOURS.length] as Colour,
        );
        const sizes = sizesFor(productLine.type, gender);
        let position = 0;
        for (const [colourIndex, colour] of colours.entries()) {
          for (const [sizeIndex, size] of sizes.entries()) {
            const code = upc(productIndex, colourIndex, sizeIndex);
            out.variants.push({
              upc: code,
              productId: id,
              colorCode: colour.code,
              colorName: colour.name,
              colorHex: colour.hex,
              size,
              position,
            });
            position += 1;
            // Digital goods have no stock to count.
            const online = productLine.type === 'gift-card' ? 100_000 : random.chance(0.08) ? 0 : random.int(1, 60);
            out.inventory.push({ upc: code, locationId: ONLINE_LOCATION, quantity: online });
            if (productLine.type === 'gift-card') continue;
            for (const shop of STORE_SEEDS) {
              if (shop.kind === 'store' && random.chance(0.3))
                out.inventory.push({ upc: code, locationId: shop.id, quantity: random.int(0, 8) });
            }
          }
        }

        const reviewCount = productLine.type === 'gift-card' ? 0 : random.int(0, 9);
        let ratingSum = 0;
        for (let index = 0; index < reviewCount; index += 1) {
          const roll = random.next();
          const rating = roll < 0.55 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
          ratingSum += rating;
          const [title, text] = random.pick(rating >= 4 ? PRAISE : rating === 3 ? MIXED : CRITICAL);
          out.reviews.push({
            id: `R${id}${String(index + 1).padStart(2, '0')}`,
            productId: id,
            rating,
            title,
            text,
            nickname: random.pick(NICKNAMES),
            locale: random.chance(0.85) ? 'en-us' : 'fr-ca',
            location: random.pick(PLACES),
            isRecommended: rating >= 4,
            helpfulVotes: random.int(0, 40),
            notHelpfulVotes: random.int(0, 6),
            createdAt: daysAgo(random.int(1, 300)),
          });
        }
        out.products[out.products.length - 1] = {
          ...(out.products[out.products.length - 1] as CatalogSeed['products'][number]),
          rating: reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
          reviewsCount: reviewCount,
        };

        const questionCount = productLine.type === 'gift-card' ? 0 : random.int(0, 2);
        for (let index = 0; index < questionCount; index += 1) {
          const [question, answer] = QUESTIONS[(productIndex + index) % QUESTIONS.length] as [string, string];
          const questionId = `Q${id}${index + 1}`;
          out.questions.push({
            id: questionId,
            productId: id,
            text: question,
            nickname: random.pick(NICKNAMES),
            createdAt: daysAgo(random.int(10, 200)),
          });
          out.answers.push({
            id: `A${id}${index + 1}`,
            questionId,
            text: answer,
            nickname: 'Switchback Expert',
            isStaff: true,
            helpfulVotes: random.int(0, 20),
            createdAt: daysAgo(random.int(1, 9)),
          });
        }
      }
    }
  }

  // "Shop the look" sets: a jacket, a fleece and boots of one gender, plus a pack.
  const firstOf = (type: string, gender: ProductGender) =>
    out.products.find((product) => product.productType === type && product.gender === gender);
  const sets: [string, string, string, (string | undefined)[]][] = [
    [
      'SBSET10001',
      'The Ridgeline Hiker (Men)',
      'Everything for a cold autumn day hike.',
      ['jacket', 'fleece', 'hiking-boot'].map((type) => firstOf(type, 'men')?.id),
    ],
    [
      'SBSET10002',
      'The Ridgeline Hiker (Women)',
      'Everything for a cold autumn day hike.',
      ['jacket', 'fleece', 'hiking-boot'].map((type) => firstOf(type, 'women')?.id),
    ],
    [
      'SBSET10003',
      'Weekend Backpacking Kit',
      'Tent, bag and pack for two nights out.',
      ['tent', 'sleeping-bag', 'backpack'].map((type) => firstOf(type, 'unisex')?.id),
    ],
  ];
  for (const [id, name, description, members] of sets) {
    out.productSets.push({ id, name, description });
    members.forEach((productId, position) => {
      if (productId) out.productSetItems.push({ setId: id, productId, position });
    });
  }

  out.promotions.push(
    {
      id: 'FREESHIP',
      name: 'Free standard shipping',
      level: 'SHIPPING',
      promotionClass: 'SHIPPING',
      discountType: 'free_shipping',
      calloutMessage: 'FREESHIP|Free shipping|Free standard shipping',
      thresholds: { USD: 75, CAD: 99, GBP: 60 },
      appliesTo: {},
    },
    {
      id: 'TENTS15',
      name: '15% off tents',
      level: 'PRODUCT',
      promotionClass: 'PRODUCT',
      discountType: 'percent',
      discountValue: 15,
      calloutMessage: 'TENTS15|Tent sale|15% off every tent',
      thresholds: {},
      appliesTo: { productTypes: ['tent'] },
    },
    {
      id: 'AUTUMN10',
      name: '10% off your order',
      level: 'ORDER',
      promotionClass: 'ORDER',
      discountType: 'percent',
      discountValue: 10,
      calloutMessage: 'AUTUMN10|Autumn code|10% off your order',
      thresholds: {},
      appliesTo: {},
      requiresCoupon: true,
    },
    {
      id: 'TRAIL20',
      name: '20% off footwear',
      level: 'PRODUCT',
      promotionClass: 'PRODUCT',
      discountType: 'percent',
      discountValue: 20,
      calloutMessage: 'TRAIL20|Footwear code|20% off hiking boots and trail shoes',
      thresholds: {},
      appliesTo: { productTypes: ['hiking-boot', 'trail-shoe'] },
      requiresCoupon: true,
    },
    {
      id: 'WELCOME15',
      name: '15 off orders over 100',
      level: 'ORDER',
      promotionClass: 'ORDER',
      discountType: 'amount',
      discountValue: 15,
      calloutMessage: 'WELCOME15|Welcome|15 off your first order over 100',
      thresholds: { USD: 100, CAD: 130, GBP: 80 },
      appliesTo: {},
      requiresCoupon: true,
    },
  );
  out.coupons.push(
    { code: 'AUTUMN10', promotionId: 'AUTUMN10' },
    { code: 'TRAIL20', promotionId: 'TRAIL20' },
    { code: 'WELCOME15', promotionId: 'WELCOME15' },
    { code: 'SUMMER25', promotionId: 'AUTUMN10', endsAt: daysAgo(30) },
    { code: 'SPRING26', promotionId: 'AUTUMN10', startsAt: new Date(seededAt.getTime() + 120 * 86_400_000) },
    { code: 'STAFFONLY', promotionId: 'AUTUMN10', enabled: false },
    { code: 'FIRST100', promotionId: 'AUTUMN10', maxRedemptions: 100, redemptions: 100 },
  );
  return out;
}
