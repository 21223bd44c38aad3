import type { ShopperContext } from '@switchback/personalisation';
import { GUEST_SHOPPER } from '@switchback/personalisation';

const GUEST: ShopperContext = GUEST_SHOPPER;
const SIGNED_IN: ShopperContext = { ...GUEST, loggedIn: true };

/**
 * The shoppers an editor can view content as ("View as"), each a `ShopperContext` that decides segmentation
 * blocks the way the storefront does (content-blocks §5). The signed-in audiences have an empty cart, so a
 * segment they match is about who they are, not what they carry.
 */
export const PREVIEW_AUDIENCES = [
  { id: 'guest', label: 'Guest (empty cart)', shopper: GUEST },
  { id: 'guest-cart', label: 'Guest with items in cart', shopper: { ...GUEST, cartItemCount: 2 } },
  { id: 'signed-in', label: 'Signed in', shopper: SIGNED_IN },
  { id: 'loyalty', label: 'Loyalty member', shopper: { ...SIGNED_IN, loyaltyMember: true } },
  { id: 'employee', label: 'Employee', shopper: { ...SIGNED_IN, employee: true } },
  { id: 'athlete', label: 'Athlete', shopper: { ...SIGNED_IN, athlete: true } },
  { id: 'wranx', label: 'WRANX professional', shopper: { ...SIGNED_IN, identityTypes: ['WRANX'] } },
  { id: 'ipa', label: 'IPA professional', shopper: { ...SIGNED_IN, identityTypes: ['IPA'] } },
] as const satisfies readonly { id: string; label: string; shopper: ShopperContext }[];

/** The id of one of {@link PREVIEW_AUDIENCES}, as written to the page query (`audience=loyalty`). */
export type PreviewAudienceId = (typeof PREVIEW_AUDIENCES)[number]['id'];

/** The audience when the query names none (or one the tool does not know). Not written to the query. */
export const DEFAULT_AUDIENCE: PreviewAudienceId = 'guest';

/** Who the previews are drawn for. */
export interface PreviewPersonalisation {
  audience: PreviewAudienceId;
  /** The `p13n_testcontext` value: a segment id, or an experience variant id or name, to force. */
  testOverride: string;
}

/**
 * The shopper context of an audience.
 *
 * @example
 * shopperFor('loyalty'); // { loggedIn: true, loyaltyMember: true, … cartItemCount: 0 }
 */
export function shopperFor(audience: PreviewAudienceId): ShopperContext {
  return (PREVIEW_AUDIENCES.find(({ id }) => id === audience) ?? PREVIEW_AUDIENCES[0]).shopper;
}

/**
 * Reads the audience (`audience`) and the forced segment or variant (`p13n_testcontext`) from the page query.
 *
 * @example
 * readPreviewPersonalisation('?audience=loyalty&p13n_testcontext=v-2'); // { audience: 'loyalty', testOverride: 'v-2' }
 */
export function readPreviewPersonalisation(search: string): PreviewPersonalisation {
  const params = new URLSearchParams(search);
  const audience = params.get('audience') ?? '';
  return {
    audience: PREVIEW_AUDIENCES.some(({ id }) => id === audience) ? (audience as PreviewAudienceId) : DEFAULT_AUDIENCE,
    testOverride: params.get('p13n_testcontext')?.trim() ?? '',
  };
}

/**
 * The page query with the audience and override written: the default audience and an empty override are
 * dropped, every other parameter (the controls' selection, `page`, `preview`, …) is kept.
 *
 * @example
 * applyPreviewPersonalisation('?docType=segmentation', { audience: 'employee', testOverride: '' });
 * // '?docType=segmentation&audience=employee'
 */
export function applyPreviewPersonalisation(search: string, values: PreviewPersonalisation): string {
  const params = new URLSearchParams(search);
  if (values.audience === DEFAULT_AUDIENCE) params.delete('audience');
  else params.set('audience', values.audience);
  const override = values.testOverride.trim();
  if (override === '') params.delete('p13n_testcontext');
  else params.set('p13n_testcontext', override);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
