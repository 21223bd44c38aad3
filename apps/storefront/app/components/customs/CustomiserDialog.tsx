import { formatMoney } from '@switchback/cart';
import { Dialog, Radio, RadioGroup, Select, TextField } from '@switchback/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { CustomsAddition, CustomsEdit } from '../../lib/customs.server';
import {
  customisationPrice,
  ORIGINAL_LACES,
  validateCustoms,
  type CustomisationOfferView,
  type CustomsErrors,
  type CustomsFormValues,
} from '../../lib/customsForm';
import { customsTextFor } from '../../lib/customsText';
import { useStore } from '../../lib/useStore';
import { useAnalytics } from '../AnalyticsProvider';
import { StoreLink } from '../StoreLink';
import { BootPreview } from './BootPreview';
import './customiser.css';

/** What the customiser needs of the product page: the boot, its price, the colour shown and the sizes in stock. */
export interface CustomiserProduct {
  id: string;
  name: string;
  /** The boot's own selling price (the customisation is added to it). */
  price: number;
  currency: string;
  /** The colour chosen on the page: its code (sent with the design), name and swatch (drawn in the preview). */
  colour: string | null;
  colourName: string | null;
  colourHex: string | null;
  /** Sizes of that colour in stock. */
  sizes: string[];
  selectedSize: string | null;
}

/**
 * The customiser (issue 16 customs): a modal dialog (native `<dialog>` through the design system's Dialog: focus
 * stays inside, Escape closes, focus goes back to "Customise") with the initials, thread colour, laces and placement
 * the product's offer allows, the size, a live preview, the customisation's price and the boot's total. The design is
 * checked here with the same rules as on the server (lib/customsForm: 'This field is required', 'Use at most 3
 * characters.', letters and digits only) — the first field at fault takes focus — then posted to the product page's
 * action, which saves the recipe and adds the made-to-order line. The lead time, home delivery only and no returns
 * are said before adding. With `edit` (a customised cart line reopened from the cart) the fields start from that
 * line's saved design and "Update cart" gives the line the new one.
 *
 * @example
 * <CustomiserDialog product={product} offer={offer} lang="en-US" open onClose={() => setOpen(false)} />
 */
export function CustomiserDialog({
  product,
  offer,
  lang,
  edit = null,
  open,
  onClose,
}: {
  product: CustomiserProduct;
  offer: CustomisationOfferView;
  lang: string;
  /** The cart line being changed, with its saved design; null to add a new customised boot. */
  edit?: CustomsEdit | null;
  open: boolean;
  onClose: () => void;
}) {
  const { locale } = useStore();
  const t = customsTextFor(locale);
  const fetcher = useFetcher<CustomsAddition>();
  const { track } = useAnalytics();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CustomsFormValues>(() => {
    const first: CustomsFormValues = {
      initials: '',
      threadColour: offer.threadColours[0]?.code ?? '',
      laceColour: ORIGINAL_LACES,
      placement: offer.placements[0]?.code ?? 'heel',
      size: product.selectedSize ?? '',
    };
    if (!edit) return first;
    // The saved design, each choice kept only when the offer still has it (and the size while it is in stock).
    const saved = edit.values;
    return {
      initials: saved.initials,
      threadColour: offer.threadColours.some((colour) => colour.code === saved.threadColour)
        ? saved.threadColour
        : first.threadColour,
      laceColour: offer.laceColours.some((colour) => colour.code === saved.laceColour)
        ? saved.laceColour
        : first.laceColour,
      placement: offer.placements.some((place) => place.code === saved.placement) ? saved.placement : first.placement,
      size: product.sizes.includes(saved.size) ? saved.size : first.size,
    };
  });
  const [errors, setErrors] = useState<CustomsErrors>({});
  // Once the shopper tried to add, each change re-checks the design so a fixed field loses its message at once.
  const [tried, setTried] = useState(false);
  const money = (amount: number) => formatMoney(amount, offer.prices.currency, lang);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const added = answer?.ok === true;

  // The initials take focus when the dialog opens (after the Dialog's showModal, which focuses its close button).
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLInputElement>('input[name="initials"]')?.focus();
  }, [open]);

  // The server's answer: its field errors replace ours; an add is counted once.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      // A changed design is the same line: nothing more was added.
      if (!answer.updated)
        track('add_to_cart', { currency: answer.item.currency, value: answer.item.price, items: [answer.item] });
      return;
    }
    setErrors(answer.errors);
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>(
          '[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]',
        )
        ?.focus(),
    );
  }, [answer, track]);

  const change = (name: keyof CustomsFormValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) {
      const checked = validateCustoms(next, offer, product.sizes, locale);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    const checked = validateCustoms(values, offer, product.sizes, locale);
    if (!checked.ok) {
      event.preventDefault();
      setErrors(checked.errors);
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>(
            '[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]',
          )
          ?.focus(),
      );
      return;
    }
    setErrors({});
  };

  const thread = offer.threadColours.find((colour) => colour.code === values.threadColour) ?? offer.threadColours[0];
  const laces = offer.laceColours.find((colour) => colour.code === values.laceColour) ?? offer.laceColours[0];
  const placement = offer.placements.find((place) => place.code === values.placement) ?? offer.placements[0];
  const extra = customisationPrice(values, offer);
  const lacesExtra = values.laceColour && values.laceColour !== ORIGINAL_LACES ? offer.prices.laces : 0;
  const refused = answer && !answer.ok ? answer.message : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={edit ? t.editTitle(product.name) : t.title(product.name)}
      closeLabel={t.close}
      className="customiser"
      footer={
        added ? (
          <>
            <StoreLink to="/cart" className="sb-button sb-button--primary">
              {t.viewCart}
            </StoreLink>
            <button type="button" className="sb-button sb-button--secondary" onClick={onClose}>
              {t.close}
            </button>
          </>
        ) : (
          <>
            <button
              type="submit"
              form="customiser-form"
              className="sb-button sb-button--primary"
              disabled={fetcher.state !== 'idle'}
            >
              {fetcher.state !== 'idle'
                ? edit
                  ? t.updating
                  : t.adding
                : `${edit ? t.update : t.add} · ${money(product.price + extra)}`}
            </button>
            <button type="button" className="sb-button sb-button--secondary" onClick={onClose}>
              {t.cancel}
            </button>
          </>
        )
      }
    >
      <p>{t.intro}</p>
      <div className="customiser__layout">
        <figure className="customiser__preview">
          <BootPreview
            label={t.previewLabel(
              values.initials.toUpperCase(),
              thread?.name ?? '',
              placement?.name ?? '',
              laces?.name ?? '',
            )}
            initials={values.initials.toUpperCase().slice(0, offer.initials.maxLength)}
            bootHex={product.colourHex}
            threadHex={thread?.hex ?? null}
            laceHex={values.laceColour === ORIGINAL_LACES ? null : (laces?.hex ?? null)}
            placement={values.placement === 'tongue' ? 'tongue' : 'heel'}
          />
          <figcaption>
            {t.preview}
            {product.colourName ? ` · ${product.colourName}` : ''}
          </figcaption>
        </figure>
        <fetcher.Form
          method="post"
          id="customiser-form"
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="customiser__form"
        >
          <input type="hidden" name="intent" value="customs" />
          {edit ? <input type="hidden" name="itemId" value={edit.itemId} /> : null}
          {product.colour ? <input type="hidden" name="color" value={product.colour} /> : null}
          <TextField
            label={t.initials}
            name="initials"
            value={values.initials}
            onChange={(event) => change('initials', event.currentTarget.value)}
            hint={t.initialsHint(offer.initials.maxLength)}
            error={errors.initials}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <RadioGroup
            legend={t.thread}
            name="threadColour"
            required
            orientation="horizontal"
            error={errors.threadColour}
          >
            {offer.threadColours.map((colour) => (
              <Radio
                key={colour.code}
                value={colour.code}
                checked={values.threadColour === colour.code}
                onChange={() => change('threadColour', colour.code)}
                label={
                  <>
                    <span
                      className="customiser__swatch"
                      style={{ background: colour.hex ?? 'transparent' }}
                      aria-hidden="true"
                    />{' '}
                    {colour.name}
                  </>
                }
              />
            ))}
          </RadioGroup>
          {offer.laceColours.length > 0 ? (
            <RadioGroup legend={t.laces} name="laceColour" orientation="horizontal" error={errors.laceColour}>
              {offer.laceColours.map((colour) => (
                <Radio
                  key={colour.code}
                  value={colour.code}
                  checked={values.laceColour === colour.code}
                  onChange={() => change('laceColour', colour.code)}
                  label={
                    <>
                      {colour.hex ? (
                        <span className="customiser__swatch" style={{ background: colour.hex }} aria-hidden="true" />
                      ) : null}{' '}
                      {colour.name}
                      {colour.code === ORIGINAL_LACES ? '' : ` (+${money(offer.prices.laces)})`}
                    </>
                  }
                />
              ))}
            </RadioGroup>
          ) : null}
          {offer.placements.length > 1 ? (
            <RadioGroup legend={t.placement} name="placement" orientation="horizontal" error={errors.placement}>
              {offer.placements.map((place) => (
                <Radio
                  key={place.code}
                  value={place.code}
                  label={place.name}
                  checked={values.placement === place.code}
                  onChange={() => change('placement', place.code)}
                />
              ))}
            </RadioGroup>
          ) : null}
          <Select
            label={t.size}
            name="size"
            value={values.size}
            onChange={(event) => change('size', event.currentTarget.value)}
            error={errors.size}
            required
          >
            <option value="">{t.chooseSize}</option>
            {product.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </fetcher.Form>
      </div>
      <dl className="customiser__price" aria-live="polite">
        <div>
          <dt>{t.initialsPrice}</dt>
          <dd>{money(offer.prices.initials)}</dd>
        </div>
        <div>
          <dt>{t.lacesPrice}</dt>
          <dd>{lacesExtra > 0 ? money(lacesExtra) : t.included}</dd>
        </div>
        <div className="customiser__price-total">
          <dt>{t.price}</dt>
          <dd data-testid="customs-price">{money(extra)}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd data-testid="customs-total">{money(product.price + extra)}</dd>
        </div>
      </dl>
      <p className="customiser__terms">
        {offer.leadTime ? t.leadTime(offer.leadTime) : null} {offer.returnable ? null : t.noReturns}
      </p>
      {/* What the add did: the confirmation, or why it was refused (a field's message sits at the field). */}
      <p role="status" className={added ? 'add-to-cart__done' : 'add-to-cart__problem'}>
        {added ? answer.message : refused}
      </p>
    </Dialog>
  );
}
