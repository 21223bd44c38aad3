import { Button } from '@switchback/ui';
import { formatMoney, shippingDayEstimate } from '@switchback/cart';
import { imageSources } from '../../lib/imageSources';
import type { CartLine } from '../../lib/toCartLine';
import { PriceTag } from '../PriceTag';
import { StoreLink } from '../StoreLink';
import { CartForm } from './CartForm';
import { CustomsSummary } from '../customs/CustomsSummary';
import { QuantityStepper } from './QuantityStepper';
import { useShopperRoles } from '../../lib/useShopperRoles';
import { useCartText } from '../../lib/cartText';
import { useStore } from '../../lib/useStore';
import { customsEditPath, customsLabelsFor } from '../../lib/customsLabels';

const IMAGE = { width: 96, height: 120 } as const;

/**
 * One cart line: image, name, variant, prices, delivery method (with the change-delivery dialog link), gift
 * option, the quantity stepper, save for later and remove; an item-level problem (spec §8) below it.
 *
 * @example
 * <CartLineItem line={line} currency="USD" lang="en-US" problem={null} pendingQty={null} />
 */
export function CartLineItem({
  line,
  currency,
  lang,
  problem,
  pendingQty,
}: {
  line: CartLine;
  currency: string;
  lang: string;
  problem: string | null;
  /** The quantity being sent right now (shown at once, replaced by the cart's answer). */
  pendingQty: number | null;
}) {
  const TEXT = useCartText().cartLine;
  const { locale } = useStore();
  // Employees have no saved-for-later list (spec §6).
  const { usesWishlists } = useShopperRoles();
  const problemId = `cart-line-${line.id}-problem`;
  const image = line.imageUrl ? imageSources(line.imageUrl, [IMAGE.width]) : null;
  // A customised line's page reopens its customiser with the line's design (`?recipe=`).
  const pageUrl = line.pdpUrl && line.customs ? customsEditPath(line.pdpUrl, line.customs.recipeId) : line.pdpUrl;
  const name = pageUrl ? <StoreLink to={pageUrl}>{line.name}</StoreLink> : line.name;
  const estimate = line.deliveryTime ? shippingDayEstimate(line.deliveryTime) : null;
  const shownQty = pendingQty ?? line.qty;
  return (
    <li className="cart-line" data-testid="cart-line" data-delivery={line.deliveryMethod}>
      {image ? (
        <img
          className="cart-line__image"
          src={image.src}
          srcSet={image.srcSet}
          width={IMAGE.width}
          height={IMAGE.height}
          alt=""
          loading="lazy"
        />
      ) : null}
      <div className="cart-line__details">
        {/* "× quantity" is what the cart holds (or is being set to), whatever the form field shows. */}
        <h3 className="cart-line__name">
          {name} <span className="cart-line__qty">× {shownQty}</span>
          {line.bonus ? <span className="cart-line__badge"> {TEXT.bonus}</span> : null}
        </h3>
        <dl className="cart-line__variant">
          {line.color ? (
            <div>
              <dt>{TEXT.color}</dt>
              <dd>{line.color}</dd>
            </div>
          ) : null}
          {line.giftCardAmount !== null ? (
            <div>
              <dt>{TEXT.amount}</dt>
              <dd data-testid="gift-card-amount">{formatMoney(line.giftCardAmount, currency, lang)}</dd>
            </div>
          ) : null}
          {line.size ? (
            <div>
              <dt>{TEXT.size}</dt>
              <dd>{line.size}</dd>
            </div>
          ) : null}
          {line.customs ? (
            <div>
              <dt className="sb-visually-hidden">{customsLabelsFor(locale).customs}</dt>
              <dd>
                <CustomsSummary customs={line.customs} currency={currency} lang={lang} />
                {pageUrl ? (
                  <>
                    {' '}
                    <StoreLink to={pageUrl} className="cart-line__change-design">
                      {customsLabelsFor(locale).changeDesign}
                      <span className="sb-visually-hidden"> {line.name}</span>
                    </StoreLink>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{TEXT.delivery}</dt>
            <dd data-testid="line-delivery">
              {TEXT.methods[line.deliveryMethod] ?? line.deliveryLabel ?? line.deliveryMethod}
              {line.store?.name ? ` ${TEXT.at} ${line.store.name}` : ''}
              {estimate !== null ? ` (${estimate === 0 ? TEXT.sameDay : TEXT.days(estimate)})` : ''}
            </dd>
          </div>
          {line.giftOption ? (
            <div>
              <dt>{TEXT.giftFor}</dt>
              <dd>
                {line.giftOption.to
                  ? `${line.giftOption.to}${line.giftCardAmount !== null && line.giftOption.email ? ` (${line.giftOption.email})` : ''}`
                  : line.giftOption.email}
              </dd>
            </div>
          ) : null}
          {line.giftCardAmount !== null && line.giftOption?.message ? (
            <div>
              <dt>{TEXT.message}</dt>
              <dd>{line.giftOption.message}</dd>
            </div>
          ) : null}
        </dl>
        <PriceTag price={{ currency, current: line.current, original: line.original }} lang={lang} />
        <p className="cart-line__total">
          {TEXT.rowTotal} <span data-testid="row-total">{formatMoney(line.rowTotal, currency, lang)}</span>
        </p>
        {line.employeeDiscount ? (
          <p className="cart-line__employee-discount">
            {TEXT.employeeDiscount}{' '}
            <span data-testid="line-employee-discount">−{formatMoney(line.employeeDiscount, currency, lang)}</span>
          </p>
        ) : null}
        {problem ? (
          <p id={problemId} className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="cart-line__actions">
          <QuantityStepper
            itemId={line.id}
            name={line.name}
            qty={line.qty}
            maxQty={line.maxQty}
            problemId={problem ? problemId : undefined}
          />
          {usesWishlists ? (
            <CartForm intent="saveForLater" itemId={line.id}>
              <Button type="submit" variant="ghost" size="sm">
                {TEXT.saveForLater}
                <span className="sb-visually-hidden"> {line.name}</span>
              </Button>
            </CartForm>
          ) : null}
          <CartForm intent="remove" itemId={line.id} className="cart-line__remove">
            <Button type="submit" variant="ghost" size="sm">
              {TEXT.remove}
              <span className="sb-visually-hidden"> {line.name}</span>
            </Button>
          </CartForm>
        </div>
        <p className="cart-line__links">
          {line.canChangeDelivery ? (
            <StoreLink to={`/cart?delivery=${encodeURIComponent(line.id)}`} preventScrollReset>
              {TEXT.changeDelivery}
              <span className="sb-visually-hidden">
                {' '}
                {TEXT.forItem} {line.name}
              </span>
            </StoreLink>
          ) : null}{' '}
          <StoreLink to={`/cart?gift=${encodeURIComponent(line.id)}`} preventScrollReset>
            {line.giftOption ? TEXT.editGift : TEXT.addGift}
            <span className="sb-visually-hidden">
              {' '}
              {TEXT.forItem} {line.name}
            </span>
          </StoreLink>
        </p>
      </div>
    </li>
  );
}
