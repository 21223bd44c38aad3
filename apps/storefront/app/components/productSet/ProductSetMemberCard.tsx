import { useFetcher, useLocation } from 'react-router';
import { imageSources } from '../../lib/imageSources';
import { useBrowseText } from '../../lib/browseText';
import { PriceTag } from '../PriceTag';
import { StoreLink } from '../StoreLink';
import type { ProductSetMember } from './productSet.server';
import { oneAtATime } from '../../lib/oneAtATime';

/**
 * The answer of adding one set member to the cart: which member, done or not, and a message in the shopper's
 * language.
 *
 * @example
 * const added: SetAddResult = { ok: true, productId: 'SBJK10001', message: 'Added to your cart.' };
 */
export interface SetAddResult {
  ok: boolean;
  productId: string;
  message: string;
}

const IMAGE_WIDTHS = [300, 600] as const;

/**
 * One product of a set page: picture, name (to its own page), price, its colours as links that keep the other
 * members' choices, its sizes with stock, and its own "Add to cart". The form is a fetcher form with JavaScript
 * (the answer shows under this member only) and a plain POST to the set page without (`pageResult` is then the
 * page action's answer for this member).
 *
 * @example
 * <ProductSetMemberCard member={member} setPath="/set/ridgeline-SBSET10001" colorParam="color-SBJK10001" lang="en-US" />
 */
export function ProductSetMemberCard({
  member,
  setPath,
  colorParam,
  lang,
  pageResult,
}: {
  member: ProductSetMember;
  setPath: string;
  colorParam: string;
  lang: string;
  pageResult?: SetAddResult | undefined;
}) {
  const t = useBrowseText();
  const location = useLocation();
  const fetcher = useFetcher<SetAddResult>();
  const pending = oneAtATime(fetcher.state !== 'idle');
  const result = fetcher.data ?? pageResult;
  const headingId = `set-member-${member.id}`;
  const colourHref = (code: string) => {
    const next = new URLSearchParams(location.search);
    next.set(colorParam, code);
    return `${setPath}?${next}`;
  };
  const canBuy = member.sizes.some((entry) => entry.available);
  return (
    <article className="product-set__member" aria-labelledby={headingId}>
      {member.image ? (
        <img
          {...imageSources(member.image.url, IMAGE_WIDTHS)}
          sizes="(min-width: 48em) 25vw, 50vw"
          width={member.image.width}
          height={member.image.height}
          alt={member.image.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h2 id={headingId}>
        <StoreLink to={member.path} aria-label={t.productSetDetails(member.name)}>
          {member.name}
        </StoreLink>
      </h2>
      {member.price ? <PriceTag price={member.price} lang={lang} employeePrice /> : null}
      {member.colors.length > 0 ? (
        <nav aria-label={t.productSetChooseColour(member.name)}>
          <ul className="option-list">
            {member.colors.map((color) => (
              <li key={color.code}>
                <StoreLink
                  to={colourHref(color.code)}
                  aria-current={color.code === member.selectedColor ? 'true' : undefined}
                  preventScrollReset
                  replace
                >
                  {color.name}
                </StoreLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <fetcher.Form
        method="post"
        action={`${location.pathname}${location.search}`}
        className="add-to-cart"
        preventScrollReset
        onSubmit={pending.onSubmit}
      >
        <input type="hidden" name="productId" value={member.id} />
        {member.selectedColor ? <input type="hidden" name="color" value={member.selectedColor} /> : null}
        {member.sizes.length > 0 ? (
          // Keyed by colour: another colour draws its sizes anew, so a colour's only size is chosen as the page
          // drawn without JavaScript chooses it (defaultChecked alone only applies when a radio is first drawn).
          <fieldset key={member.selectedColor ?? ''}>
            <legend>{t.productSetSizeOf(member.name)}</legend>
            <ul className="option-list">
              {member.sizes.map((entry) => (
                <li key={entry.size}>
                  <label>
                    <input
                      type="radio"
                      name="size"
                      value={entry.size}
                      disabled={!entry.available}
                      required
                      defaultChecked={member.sizes.length === 1 && entry.available}
                    />{' '}
                    {entry.size}
                    {entry.available ? null : ` (${t.soldOut})`}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {/* Seen: "Add to cart"; heard: "Add to cart Alpenglow Parka" — the visible words start the name (WCAG 2.5.3). */}
        <button type="submit" className="sb-button" disabled={!canBuy} {...pending.button}>
          {t.addToCart} <span className="sb-visually-hidden">{member.name}</span>
        </button>
        <p role="status" className={result ? (result.ok ? 'add-to-cart__done' : 'add-to-cart__problem') : undefined}>
          {result ? (
            <>
              {result.message} {result.ok ? <StoreLink to="/cart">{t.viewCart}</StoreLink> : null}
            </>
          ) : null}
        </p>
      </fetcher.Form>
    </article>
  );
}
