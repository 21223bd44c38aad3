import { experienceBlockSchema, segmentationBlockSchema } from '@switchback/content-blocks';
import {
  readExperienceDecision,
  selectExperienceVariant,
  selectSegment,
  type ShopperContext,
} from '@switchback/personalisation';

/**
 * The editor's note above a personalised block: which segment of a segmentation block, or which variant of an
 * experience block, the preview shows for this shopper and override. It is decided by the same functions
 * (`selectSegment`, `selectExperienceVariant`) and from the same parsed fields as the blocks themselves, so it
 * names what is drawn. `undefined` for any other block, or one whose fields do not parse (the renderer
 * explains those itself).
 *
 * @example
 * personalisationNote(block, shopperFor('loyalty'), ''); // 'Showing segment: loyalty-loggedin'
 */
export function personalisationNote(block: unknown, shopper: ShopperContext, testOverride: string): string | undefined {
  const type = typeof block === 'object' && block !== null ? (block as { type?: unknown }).type : undefined;
  if (type === 'segmentation') {
    const parsed = segmentationBlockSchema.safeParse(block);
    if (!parsed.success) return undefined;
    const selection = selectSegment(parsed.data, shopper, testOverride || undefined);
    if (!selection) return 'Showing nothing: no segment matches and there is no baseline';
    if (selection.source === 'baseline') return 'Showing baseline';
    return `Showing segment: ${selection.segment.id}${selection.source === 'override' ? ' (forced)' : ''}`;
  }
  if (type === 'experience' || type === 'experienceBlock') {
    const parsed = experienceBlockSchema.safeParse(block);
    if (!parsed.success) return undefined;
    // The preview has no personalisation provider, so a decision exists only if one was published on the page.
    const choice = selectExperienceVariant(
      parsed.data.variants,
      readExperienceDecision(parsed.data.experienceId),
      testOverride || undefined,
    );
    if (choice.source === 'baseline') return 'Showing baseline';
    const name = choice.variant.name ?? choice.variant.variantId ?? '';
    return `Showing variant: ${name}${choice.source === 'override' ? ' (forced)' : ''}`;
  }
  return undefined;
}
