import { Button, Radio, TextField } from '@switchback/ui';
import { Form } from 'react-router';
import { useCheckoutText } from '../../lib/checkoutText';

/** A collection point as the shipping step lists it. */
export interface CollectionPointView {
  id: string;
  name: string;
  /** One line: street, city, province and postal code. */
  address: string;
  /** Kilometres from the searched place, when there was one. */
  distanceKm: number | null;
}

/** Props of {@link CollectionPoints}. */
export interface CollectionPointsProps {
  /** The collection-point method of the home shipment, with its price already formatted. */
  price: string;
  deliveryTime: string;
  /** The point the home lines go to now, or null when they go to the delivery address. */
  chosen: CollectionPointView | null;
  /** What the search field holds: the last search, else the delivery address's postal code. */
  near: string;
  /** Whether the page shows the answer of a search (so "none found" can be said). */
  searched: boolean;
  /** The points found near `near`. */
  found: CollectionPointView[];
  /** A message about the search or the choice, shown next to them. */
  problem: string | null;
  /** The checkout page's URL with its carried query (`siteId`, `cms`, …), which the search form reloads with `step=shipping&near=…`. */
  action: string;
}

/**
 * Delivery to a collection point (spec §3 shipping method code `pudo`) in the checkout's shipping step: a search by
 * postal code or city (a GET form, so the result is a page of its own), the points found as a radio group with a
 * button that sends the choice (a POST form, intent `pudo`), and, once chosen, the point with a way back to home
 * delivery. Every part works without JavaScript.
 *
 * @example
 * <CollectionPoints price="$5.95" deliveryTime="2-4 business days" chosen={null} near="80202" searched={false} found={[]} problem={null} action="/en-us/checkout" />
 */
export function CollectionPoints({
  price,
  deliveryTime,
  chosen,
  near,
  searched,
  found,
  problem,
  action,
}: CollectionPointsProps) {
  const TEXT = useCheckoutText().checkout;
  const problemId = 'collection-point-problem';
  // A GET form replaces the query of its action: the carried parameters travel as hidden fields.
  const [path = action, query = ''] = action.split('?');
  const carried = [...new URLSearchParams(query).entries()].filter(([name]) => name !== 'step' && name !== 'near');
  return (
    <section aria-labelledby="collection-point-title" className="checkout-pickup checkout-points checkout-card">
      <h3 id="collection-point-title">{TEXT.collectionPoint}</h3>
      {chosen ? (
        <div data-testid="collection-point-chosen">
          <p>
            <strong>{TEXT.collectionPointChosen(chosen.name)}</strong>
            {chosen.address ? (
              <>
                <br />
                {chosen.address}
              </>
            ) : null}
          </p>
          <Form method="post" className="checkout-inline">
            <input type="hidden" name="intent" value="homeDelivery" />
            <Button type="submit" variant="secondary" size="sm">
              {TEXT.collectionPointHome}
            </Button>
          </Form>
        </div>
      ) : (
        <p>{TEXT.collectionPointIntro(price, deliveryTime)}</p>
      )}
      <Form
        method="get"
        action={path}
        className="checkout-inline"
        role="search"
        aria-label={chosen ? TEXT.collectionPointChange : TEXT.collectionPoint}
      >
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="step" value="shipping" />
        <TextField
          id="collection-point-near"
          name="near"
          label={TEXT.collectionPointSearch}
          hint={TEXT.collectionPointSearchHint}
          defaultValue={near}
          autoComplete="postal-code"
          aria-describedby={problem || (searched && found.length === 0) ? problemId : undefined}
          aria-invalid={problem || (searched && found.length === 0) ? true : undefined}
        />
        <Button type="submit" variant="secondary">
          {chosen ? TEXT.collectionPointChange : TEXT.collectionPointFind}
        </Button>
      </Form>
      {found.length > 0 ? (
        <Form method="post" className="checkout-form">
          <input type="hidden" name="intent" value="pudo" />
          <fieldset>
            <legend>{TEXT.collectionPointResults(near)}</legend>
            {found.map((point, index) => (
              <Radio
                key={point.id}
                id={`point-${point.id}`}
                name="pointId"
                value={point.id}
                defaultChecked={chosen ? chosen.id === point.id : index === 0}
                aria-describedby={`point-${point.id}-where`}
                label={
                  <>
                    <strong>{point.name}</strong>{' '}
                    <span id={`point-${point.id}-where`}>
                      {point.address}
                      {point.distanceKm !== null ? ` · ${TEXT.collectionPointDistance(String(point.distanceKm))}` : ''}
                    </span>
                  </>
                }
              />
            ))}
          </fieldset>
          <Button type="submit">{TEXT.collectionPointUse}</Button>
        </Form>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="checkout-problem">
          {problem}
        </p>
      ) : searched && found.length === 0 ? (
        <p id={problemId} role="alert" className="checkout-problem">
          {TEXT.collectionPointNone(near)}
        </p>
      ) : null}
    </section>
  );
}
