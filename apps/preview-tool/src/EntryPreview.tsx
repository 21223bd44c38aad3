import { BlockFeaturesProvider, BlockRenderer, type Block, type BlockServices } from '@switchback/content-blocks';
import type { ShopperContext } from '@switchback/personalisation';
import { personalisationNote } from './personalisationNote';

/** Props of {@link EntryPreview}. */
export interface EntryPreviewProps {
  block: Block;
  shopper: ShopperContext;
  /** The `p13n_testcontext` value ('' for none). */
  testOverride: string;
  /** The block services (see `previewBlockServices`). */
  services?: BlockServices | undefined;
}

/**
 * One entry drawn as the storefront draws it in preview mode: `BlockRenderer` with the shopper, the forced segment or
 * variant and the shared block services, headed by the note naming the segment or variant shown; a pop-up is drawn in
 * place, at once and every time (`inPlacePopups`). Used in the tool's own page and inside each breakpoint frame.
 *
 * @example
 * <EntryPreview block={item.block} shopper={shopperFor('loyalty')} testOverride="" services={services} />
 */
export function EntryPreview({ block, shopper, testOverride, services }: EntryPreviewProps) {
  const note = personalisationNote(block, shopper, testOverride);
  return (
    <>
      {note ? <p className="preview-viewer__note">{note}</p> : null}
      {/* A pop-up is drawn in its entry, at once and after every reload (not after its delay in the window's corner,
          once per visitor). */}
      <BlockFeaturesProvider inPlacePopups>
        <BlockRenderer
          blocks={[block]}
          preview
          shopper={shopper}
          testOverride={testOverride || undefined}
          services={services}
        />
      </BlockFeaturesProvider>
    </>
  );
}
