// Illustrations drawn in code so the demo shop has campaign imagery without a network or binary files.
// Each asset knows its intrinsic size; content blocks copy width and height from here so they always match.

/** An SVG image the API serves under `/media/{name}.svg`. */
export interface MediaAsset {
  width: number;
  height: number;
  render(): string;
}

type Palette = { skyTop: string; skyBottom: string; sun: string; ridges: string[]; trees: string };

// Deterministic, so the same file is served byte for byte on every start (stable ETags, cacheable).
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${body}</svg>`;
}

function ridge(width: number, height: number, baseline: number, amplitude: number, seed: number, fill: string): string {
  const next = random(seed);
  const points: string[] = [`0,${height}`];
  const steps = 12;
  for (let step = 0; step <= steps; step += 1) {
    const x = (width / steps) * step;
    const y = baseline - amplitude * (0.35 + next() * 0.65);
    points.push(`${round(x)},${round(y)}`);
  }
  points.push(`${width},${height}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function pines(width: number, height: number, count: number, seed: number, fill: string): string {
  const next = random(seed);
  let trees = '';
  for (let index = 0; index < count; index += 1) {
    const x = next() * width;
    const size = height * (0.08 + next() * 0.1);
    const base = height - next() * height * 0.04;
    trees += `<polygon points="${round(x)},${round(base - size)} ${round(x - size * 0.28)},${round(base)} ${round(x + size * 0.28)},${round(base)}" fill="${fill}"/>`;
  }
  return trees;
}

function leaves(width: number, height: number, count: number, seed: number, colours: string[]): string {
  const next = random(seed);
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = round(next() * width);
    const y = round(next() * height);
    const r = round(6 + next() * 10);
    const colour = colours[index % colours.length];
    out += `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${round(r / 2)}" transform="rotate(${Math.round(next() * 180)} ${x} ${y})" fill="${colour}" opacity="0.85"/>`;
  }
  return out;
}

function landscape(width: number, height: number, palette: Palette, seed: number, extra = ''): string {
  const [far = '#000', middle = '#000', near = '#000'] = palette.ridges;
  return svg(
    width,
    height,
    `<defs><linearGradient id="sky-${seed}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sky-${seed})"/>` +
      `<circle cx="${round(width * 0.72)}" cy="${round(height * 0.38)}" r="${round(height * 0.11)}" fill="${palette.sun}"/>` +
      ridge(width, height, height * 0.62, height * 0.3, seed, far) +
      ridge(width, height, height * 0.76, height * 0.22, seed + 1, middle) +
      ridge(width, height, height * 0.9, height * 0.14, seed + 2, near) +
      pines(width, height, 26, seed + 3, palette.trees) +
      extra,
  );
}

// A product silhouette on a soft backdrop: the card art of the category tiles. `back` draws it turned round
// (mirrored, its trims toned down), `detail` a close-up of its upper half.
function productCard(
  width: number,
  height: number,
  backdrop: string,
  accent: string,
  shape: string,
  view: ProductView = 'front',
): string {
  const placed = {
    front: `translate(${width / 2 - 260} ${height * 0.45 - 260}) scale(1.3)`,
    back: `translate(${width / 2 + 260} ${height * 0.45 - 260}) scale(-1.3 1.3)`,
    detail: `translate(${width / 2 - 560} ${height * 0.5 - 300}) scale(2.8)`,
  }[view];
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${backdrop}"/>` +
      (view === 'detail'
        ? ''
        : `<circle cx="${width / 2}" cy="${height * 0.45}" r="${width * 0.36}" fill="${accent}" opacity="0.18"/>`) +
      `<g transform="${placed}">${shape}</g>` +
      `<rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${accent}" opacity="0.12"/>`,
  );
}

// Shapes are drawn in a 400×400 box.
const JACKET = (fill: string, trim: string) =>
  `<path d="M140 60 L200 90 L260 60 L330 110 L370 250 L320 265 L300 180 L300 350 L100 350 L100 180 L80 265 L30 250 L70 110 Z" fill="${fill}"/>` +
  `<path d="M200 90 L200 350" stroke="${trim}" stroke-width="6"/><path d="M165 70 L200 120 L235 70" fill="none" stroke="${trim}" stroke-width="8"/>`;
const BOOT = (fill: string, sole: string) =>
  `<path d="M120 40 L230 40 L235 220 L330 255 Q365 270 360 310 L360 330 L90 330 L95 220 Z" fill="${fill}"/>` +
  `<rect x="85" y="325" width="285" height="30" rx="8" fill="${sole}"/>` +
  `<path d="M135 90 L225 90 M135 130 L225 130 M135 170 L225 170" stroke="${sole}" stroke-width="7"/>`;
const RUNNER = (fill: string, sole: string) =>
  `<path d="M60 250 Q70 170 150 165 L210 140 Q250 175 300 200 Q360 215 365 265 L365 290 L60 290 Z" fill="${fill}"/>` +
  `<path d="M55 285 L370 285 L365 315 Q210 330 60 315 Z" fill="${sole}"/>` +
  `<path d="M170 175 L195 205 M195 165 L220 195 M220 160 L245 185" stroke="${sole}" stroke-width="6"/>`;

const AMBER: Palette = {
  skyTop: '#3b2a4f',
  skyBottom: '#f29d52',
  sun: '#ffd58a',
  ridges: ['#8c4a3c', '#5e3a33', '#2f2a2b'],
  trees: '#1f2620',
};
const FIRST_SNOW: Palette = {
  skyTop: '#5d7fa3',
  skyBottom: '#dfe9f2',
  sun: '#ffffff',
  ridges: ['#b8c7d6', '#8ea3b8', '#f4f7fa'],
  trees: '#2f4a3f',
};
const FOREST: Palette = {
  skyTop: '#f6c26b',
  skyBottom: '#f7e3b5',
  sun: '#fff3d6',
  ridges: ['#c2703d', '#9c4f2e', '#5b3a26'],
  trees: '#3b2d22',
};

const DUSK_TEAL: Palette = {
  skyTop: '#1f3b4d',
  skyBottom: '#7fb7be',
  sun: '#f6e7b0',
  ridges: ['#4f7c82', '#2f5559', '#1c3336'],
  trees: '#12201f',
};

// A simple line icon on a 48×48 grid: the service promises and event details.
function icon(body: string): string {
  return svg(
    48,
    48,
    `<g fill="none" stroke="#2f4a3f" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g>`,
  );
}

// Campfire and lanterns in front of a landscape: the store events.
const CAMPFIRE =
  '<polygon points="560,560 640,440 720,560" fill="#e8a33d"/><polygon points="590,560 640,480 690,560" fill="#ffd58a"/>' +
  '<rect x="540" y="556" width="200" height="18" rx="9" fill="#4a3526"/><circle cx="380" cy="470" r="14" fill="#ffd58a"/><circle cx="900" cy="450" r="14" fill="#ffd58a"/>';
// A runner's silhouette on the path: the trail running campaign.
const RUNNER_FIGURE =
  '<g fill="#12201f"><circle cx="800" cy="610" r="22"/><path d="M790 635 L770 720 L735 780 L750 790 L790 735 L805 790 L825 785 L812 720 L830 680 L865 700 L872 688 L835 650 Z"/></g>';

const assets = {
  'autumn-ridgeline-hero': { width: 1600, height: 900, render: () => landscape(1600, 900, AMBER, 11) },
  'first-snow-hero': { width: 1600, height: 900, render: () => landscape(1600, 900, FIRST_SNOW, 23) },
  'promotions-hero': {
    width: 1600,
    height: 600,
    render: () => landscape(1600, 600, FOREST, 37, leaves(1600, 600, 70, 41, ['#d9642b', '#e8a33d', '#b5432c'])),
  },
  'trail-fork': {
    width: 1200,
    height: 600,
    render: () =>
      landscape(
        1200,
        600,
        FOREST,
        53,
        '<rect x="590" y="300" width="14" height="260" fill="#4a3526"/><polygon points="604,315 720,315 745,340 720,365 604,365" fill="#e8a33d"/><polygon points="590,385 475,385 450,410 475,435 590,435" fill="#d9642b"/>',
      ),
  },
  'trail-running-hero': { width: 1600, height: 900, render: () => landscape(1600, 900, DUSK_TEAL, 61, RUNNER_FIGURE) },
  'store-events-hero': { width: 1200, height: 600, render: () => landscape(1200, 600, AMBER, 71, CAMPFIRE) },
  'lookbook-wide': {
    width: 1600,
    height: 700,
    render: () => landscape(1600, 700, FIRST_SNOW, 83, leaves(1600, 700, 30, 89, ['#b5432c', '#e8a33d'])),
  },
  'lookbook-tall': { width: 750, height: 1000, render: () => landscape(750, 1000, FOREST, 97) },
  'trail-loop-poster': { width: 1280, height: 720, render: () => landscape(1280, 720, AMBER, 101) },
  'switchback-logo': {
    width: 240,
    height: 60,
    render: () =>
      svg(
        240,
        60,
        '<polyline points="8,48 28,16 40,34 54,10 76,48" fill="none" stroke="#2f4a3f" stroke-width="6" stroke-linejoin="round"/><text x="88" y="40" font-family="sans-serif" font-size="24" font-weight="700" fill="#2f4a3f">Switchback</text>',
      ),
  },
  'icon-delivery': {
    width: 48,
    height: 48,
    render: () =>
      icon(
        '<rect x="3" y="14" width="26" height="20"/><path d="M29 20h9l7 8v6H29z"/><circle cx="12" cy="38" r="4"/><circle cx="36" cy="38" r="4"/>',
      ),
  },
  'icon-returns': {
    width: 48,
    height: 48,
    render: () => icon('<path d="M14 10 L6 18 L14 26"/><path d="M6 18h24a12 12 0 0 1 0 24H16"/>'),
  },
  'icon-repair': {
    width: 48,
    height: 48,
    render: () => icon('<path d="M30 6a10 10 0 0 0-9 14L6 35l7 7 15-15a10 10 0 0 0 14-9l-6 6-6-2-2-6z"/>'),
  },
  'icon-leaf': {
    width: 48,
    height: 48,
    render: () => icon('<path d="M8 40C8 18 22 8 42 6c-2 20-12 34-34 34z"/><path d="M8 40L28 20"/>'),
  },
  'icon-calendar': {
    width: 48,
    height: 48,
    render: () => icon('<rect x="5" y="9" width="38" height="34" rx="3"/><path d="M5 19h38M15 4v10M33 4v10"/>'),
  },
  'icon-pin': {
    width: 48,
    height: 48,
    render: () =>
      icon('<path d="M24 44s14-14 14-24a14 14 0 0 0-28 0c0 10 14 24 14 24z"/><circle cx="24" cy="20" r="5"/>'),
  },
  'category-jackets': {
    width: 800,
    height: 1000,
    render: () => productCard(800, 1000, '#f3e6d8', '#b5432c', JACKET('#b5432c', '#5e2219')),
  },
  'category-fleece': {
    width: 800,
    height: 1000,
    render: () => productCard(800, 1000, '#eef0e6', '#5b6b3a', JACKET('#8a9a5b', '#3e4a26')),
  },
  'category-hiking-boots': {
    width: 800,
    height: 1000,
    render: () => productCard(800, 1000, '#efe4d6', '#7a4a2a', BOOT('#8b5a3c', '#2f2a2b')),
  },
  'category-trail-running': {
    width: 800,
    height: 1000,
    render: () => productCard(800, 1000, '#e3ecef', '#2f6f8f', RUNNER('#2f6f8f', '#f29d52')),
  },
} satisfies Record<string, MediaAsset>;

const BACKPACK = (fill: string, trim: string) =>
  `<rect x="110" y="70" width="180" height="280" rx="60" fill="${fill}"/><rect x="140" y="200" width="120" height="110" rx="20" fill="${trim}"/>` +
  `<path d="M160 70 Q200 20 240 70" fill="none" stroke="${trim}" stroke-width="14"/><path d="M150 150 L250 150" stroke="${trim}" stroke-width="8"/>`;
const TENT = (fill: string, trim: string) =>
  `<polygon points="200,60 370,330 30,330" fill="${fill}"/><polygon points="200,140 250,330 150,330" fill="${trim}"/>` +
  `<path d="M200 40 L200 70 M20 335 L380 335" stroke="${trim}" stroke-width="8"/>`;
const SLEEPING_BAG = (fill: string, trim: string) =>
  `<rect x="120" y="40" width="160" height="320" rx="80" fill="${fill}"/><ellipse cx="200" cy="105" rx="55" ry="45" fill="${trim}"/>` +
  `<path d="M130 180 L270 180 M125 240 L275 240 M130 300 L270 300" stroke="${trim}" stroke-width="6"/>`;
const PANTS = (fill: string, trim: string) =>
  `<path d="M120 50 L280 50 L300 350 L220 350 L200 160 L180 350 L100 350 Z" fill="${fill}"/><rect x="120" y="50" width="160" height="22" fill="${trim}"/>`;
const FLEECE = (fill: string, trim: string) =>
  `<path d="M150 60 L200 80 L250 60 L330 110 L370 250 L320 265 L300 180 L300 350 L100 350 L100 180 L80 265 L30 250 L70 110 Z" fill="${fill}"/>` +
  `<path d="M200 80 L200 180" stroke="${trim}" stroke-width="6"/><rect x="150" y="58" width="100" height="22" rx="8" fill="${trim}"/>`;
const BEANIE = (fill: string, trim: string) =>
  `<path d="M90 280 Q90 90 200 90 Q310 90 310 280 Z" fill="${fill}"/><rect x="80" y="260" width="240" height="60" rx="14" fill="${trim}"/><circle cx="200" cy="80" r="32" fill="${trim}"/>`;
const GIFT_CARD = (fill: string, trim: string) =>
  `<rect x="40" y="110" width="320" height="190" rx="18" fill="${fill}"/><path d="M40 170 L360 170" stroke="${trim}" stroke-width="16"/>` +
  `<path d="M250 110 L250 300" stroke="${trim}" stroke-width="16"/>`;

const PRODUCT_SHAPES = {
  jacket: JACKET,
  fleece: FLEECE,
  boot: BOOT,
  runner: RUNNER,
  pants: PANTS,
  backpack: BACKPACK,
  tent: TENT,
  'sleeping-bag': SLEEPING_BAG,
  beanie: BEANIE,
  'gift-card': GIFT_CARD,
} satisfies Record<string, (fill: string, trim: string) => string>;

/** The silhouettes product images are drawn with. */
export type ProductShape = keyof typeof PRODUCT_SHAPES;

// Darkens a #rrggbb colour, for trims and soles drawn in the product's own colour.
function shade(hex: string, factor: number): string {
  const channel = (offset: number) =>
    Math.round(Number.parseInt(hex.slice(offset, offset + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** The views a product is photographed from: each colour has one image of each, in this order. */
export const PRODUCT_VIEWS = ['front', 'back', 'detail'] as const;

/** One of {@link PRODUCT_VIEWS}. */
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const PRODUCT_IMAGE = /^product-([a-z-]+)-([0-9a-f]{6})-([a-z0-9]{8,11})(?:-(back|detail))?$/;
const PRODUCT_BACKDROPS = ['#f3efe8', '#eef0e6', '#e9eef2', '#f4ece4', '#efeaf1'];

// Product photography stand-in: the silhouette of its type in its colour, on a backdrop picked by its id.
function productImage(name: string): MediaAsset | undefined {
  const match = PRODUCT_IMAGE.exec(name);
  if (!match) return undefined;
  const [, shape = '', hex = '', id = '', view = 'front'] = match;
  if (!Object.hasOwn(PRODUCT_SHAPES, shape)) return undefined;
  const draw = PRODUCT_SHAPES[shape as ProductShape];
  const backdrop =
    PRODUCT_BACKDROPS[[...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PRODUCT_BACKDROPS.length] ??
    '#f3efe8';
  const colour = `#${hex}`;
  return {
    width: 800,
    height: 1000,
    render: () =>
      productCard(
        800,
        1000,
        backdrop,
        colour,
        // From the back the zip, laces and trims do not show.
        draw(colour, view === 'back' ? colour : shade(colour, 0.55)),
        view as ProductView,
      ),
  };
}

/**
 * The path of a product image, drawn on request from its shape, colour, product id and view (front by default).
 * @example
 * productImagePath('boot', '#8b5a3c', 'SBHB10001'); // '/media/product-boot-8b5a3c-sbhb10001.svg'
 * productImagePath('boot', '#8b5a3c', 'SBHB10001', 'back'); // '/media/product-boot-8b5a3c-sbhb10001-back.svg'
 */
export function productImagePath(
  shape: ProductShape,
  hex: string,
  productId: string,
  view: ProductView = 'front',
): string {
  const suffix = view === 'front' ? '' : `-${view}`;
  return `/media/product-${shape}-${hex.replace('#', '').toLowerCase()}-${productId.toLowerCase()}${suffix}.svg`;
}

/** The name of an image the API serves. */
export type MediaName = keyof typeof assets;

/** Every image the API serves, by file name without `.svg`. */
export const mediaLibrary: Readonly<Record<MediaName, MediaAsset>> = assets;

/**
 * Looks an asset up by an untrusted name (own keys only, so `constructor` or `__proto__` find nothing).
 * @example
 * findMedia('trail-fork')?.render();
 */
export function findMedia(name: string): MediaAsset | undefined {
  return Object.hasOwn(mediaLibrary, name) ? mediaLibrary[name as MediaName] : productImage(name);
}

/**
 * The path under which an asset is served, as stored in content.
 * @example
 * mediaPath('autumn-ridgeline-hero'); // '/media/autumn-ridgeline-hero.svg'
 */
export function mediaPath(name: MediaName): string {
  return `/media/${name}.svg`;
}

/**
 * The bundled demo videos and their text files (`src/media/video/`, copied to `dist/video/` by the build): the
 * video made by tooling/scripts/make-demo-video.mjs, and its WebVTT captions and chapters and plain-text
 * transcripts, written by hand, in English and French.
 */
export const MEDIA_VIDEOS = [
  'trail-loop.webm',
  'trail-loop.captions.en.vtt',
  'trail-loop.captions.fr.vtt',
  'trail-loop.chapters.en.vtt',
  'trail-loop.chapters.fr.vtt',
  'trail-loop.transcript.en.txt',
  'trail-loop.transcript.fr.txt',
] as const;

/**
 * The path under which a bundled video or one of its text files is served, as stored in content.
 * @example
 * videoPath('trail-loop.webm'); // '/media/video/trail-loop.webm'
 */
export function videoPath(file: (typeof MEDIA_VIDEOS)[number]): string {
  return `/media/video/${file}`;
}

/**
 * The cloud name of the sandbox's hosted-video account: a video block's `cloudinaryAsset` with this cloud name
 * and the public id of a bundled video (`trail-loop`) is delivered by `GET /media/hosted/…` (see mediaRoutes.ts).
 */
export const SANDBOX_VIDEO_CLOUD = 'switchback-sandbox';

/**
 * The bundled video a sandbox asset's public id names, or `undefined`.
 * @example
 * sandboxVideoFile('trail-loop'); // 'trail-loop.webm'
 */
export function sandboxVideoFile(publicId: string): (typeof MEDIA_VIDEOS)[number] | undefined {
  const file = `${publicId}.webm`;
  return (MEDIA_VIDEOS as readonly string[]).includes(file) ? (file as (typeof MEDIA_VIDEOS)[number]) : undefined;
}
