import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CustomsEdit } from '../../lib/customs.server';
import type { CustomisationOfferView } from '../../lib/customsForm';
import { customsLabelsFor } from '../../lib/customsLabels';
import { useStore } from '../../lib/useStore';
import type { CustomiserProduct } from './CustomiserDialog';

// The customiser (fields, preview, its strings and stylesheet) is a chunk of its own: the product page pays for it
// on the first "Customise" only.
const CustomiserDialog = lazy(() =>
  import('./CustomiserDialog').then((module) => ({ default: module.CustomiserDialog })),
);

/**
 * "Customise" on a customisable product's page (issue 16 customs): a button that opens {@link CustomiserDialog}, whose
 * code is fetched on the first click. Drawn once JavaScript runs (the customiser is an interactive design tool);
 * without it the page still sells the boot as it comes. With `edit` (the page opened from a customised cart line's
 * link, `?recipe=`) the customiser opens at once with that line's design, and saving it updates the line.
 *
 * @example
 * <CustomiseButton product={{ id, name, price: 169, currency: 'USD', colourHex: '#5b4636', colourName: 'Bark', colour: 'BRK', sizes: ['9'], selectedSize: '9' }} offer={offer} lang="en-US" />
 */
export function CustomiseButton({
  product,
  offer,
  lang,
  edit = null,
}: {
  product: CustomiserProduct;
  offer: CustomisationOfferView;
  lang: string;
  /** A cart line to change (its saved design); null to add a new customised boot. */
  edit?: CustomsEdit | null;
}) {
  const t = customsLabelsFor(useStore().locale);
  const [hydrated, setHydrated] = useState(false);
  // How many times the shopper asked for the customiser: 0 until the first click, which loads its chunk.
  const [openRequest, setOpenRequest] = useState(0);
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  // The line the page was opened for, kept while the page revalidates (its `?recipe=` names the old design then).
  const [line] = useState(edit);
  useEffect(() => {
    setHydrated(true);
    if (line) {
      setOpenRequest(1);
      setOpen(true);
    }
  }, [line]);
  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        ref={openerRef}
        className="sb-button sb-button--secondary sb-button--full-width customise-button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpenRequest((count) => count + 1);
          setOpen(true);
        }}
      >
        {t.customise}
      </button>
      {openRequest > 0 ? (
        <Suspense fallback={null}>
          <CustomiserDialog
            product={product}
            offer={offer}
            lang={lang}
            edit={line}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
