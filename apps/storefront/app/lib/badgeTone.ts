import type { BadgeTone } from '@switchback/ui';

// The catalogue's badges (commerce-api's seed, in English and as the French site gets them) and the design system's
// tone each one is drawn in.
const TONES: Record<string, BadgeTone> = {
  sale: 'sale',
  solde: 'sale',
  'limited edition': 'brand',
  'édition limitée': 'brand',
  recycled: 'success',
  recyclé: 'success',
  new: 'brand',
  nouveau: 'brand',
};

/**
 * The tone a product's badge is drawn in: sales in the sale pair, limited editions and new arrivals in the brand's,
 * recycled in the success pair; any other badge neutral.
 *
 * @example
 * badgeTone('Sale'); // 'sale'
 * badgeTone('Bestseller'); // 'neutral'
 */
export function badgeTone(badge: string): BadgeTone {
  return TONES[badge.trim().toLowerCase()] ?? 'neutral';
}
