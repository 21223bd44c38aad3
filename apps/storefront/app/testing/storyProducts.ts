// Products of the storefront's stories: a parka in two colours, boots with low stock, a gift card. Images are the
// Storybook app's own (apps/storybook/public/media). Not part of the app.
import type { ProductCard } from '../lib/toProductCard';

/** A listing tile's product, as `toProductCard` makes it. */
export const PARKA_CARD: ProductCard = {
  id: 'SBJK10026',
  name: 'Alpenglow Parka',
  path: '/p/alpenglow-parka-SBJK10026',
  badge: 'New',
  eyebrow: 'Insulated',
  image: { url: '/media/shell-jacket-cutout.svg', alt: 'Alpenglow Parka in slate, front', width: 800, height: 1000 },
  colors: [
    { code: 'SLT', name: 'Slate', hex: '#4a5563' },
    { code: 'PLM', name: 'Plum', hex: '#5b2a4a' },
  ],
  price: { currency: 'USD', current: 289, original: 359 },
  rating: { score: 4.6, reviewsCount: 38 },
};

/** A second tile. */
export const BOOT_CARD: ProductCard = {
  id: 'SBFW10003',
  name: 'Ridgeline Mid Hiking Boot',
  path: '/p/ridgeline-mid-hiking-boot-SBFW10003',
  badge: null,
  eyebrow: 'Waterproof',
  image: { url: '/media/category-hiking-boots.svg', alt: 'Ridgeline Mid boot, side view', width: 800, height: 1000 },
  colors: [{ code: 'BRN', name: 'Bark', hex: '#6b4a2f' }],
  price: { currency: 'USD', current: 189 },
  rating: null,
};

/** A gift card: no sizes, its amount and recipient are asked on its page. */
export const GIFT_CARD: ProductCard = {
  id: 'SBGC10001',
  name: 'Switchback Gift Card',
  path: '/p/switchback-gift-card-SBGC10001',
  badge: null,
  eyebrow: null,
  image: null,
  colors: [],
  price: { currency: 'USD', current: 25, lowCurrent: 25, highCurrent: 500 },
  rating: null,
  digital: true,
};

/** Sizes of each colour with their stock, as the product route's loader answers them. */
export const SIZES_BY_COLOUR: Record<string, { size: string; upc: string; available: boolean; lowStock?: boolean }[]> =
  {
    SLT: [
      { size: 'S', upc: 'SLT-S', available: false },
      { size: 'M', upc: 'SLT-M', available: true },
      { size: 'L', upc: 'SLT-L', available: true, lowStock: true },
      { size: 'XL', upc: 'SLT-XL', available: true },
    ],
    PLM: [
      { size: 'M', upc: 'PLM-M', available: false },
      { size: 'L', upc: 'PLM-L', available: true },
    ],
    BRN: [
      { size: '9', upc: 'BRN-9', available: true },
      { size: '10', upc: 'BRN-10', available: true },
    ],
  };
