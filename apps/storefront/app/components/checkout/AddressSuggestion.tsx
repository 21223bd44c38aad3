import { Button, Radio } from '@switchback/ui';
import type { CheckoutAddress } from '@switchback/checkout';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { POSTAL_ADDRESS_FIELDS } from '../../lib/addressFields';
import { useCheckoutText } from '../../lib/checkoutText';

/** Props of {@link AddressSuggestion}. */
export interface AddressSuggestionProps {
  /** The address as the shopper typed it. */
  entered: CheckoutAddress;
  /** The carrier's form of it, from the address validation call. */
  suggested: CheckoutAddress;
  /** The contact details and delivery method of the shipping form, carried to the choice. */
  email: string;
  phone: string;
  method: string;
}

function oneLine(address: CheckoutAddress) {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    [address.city, address.province, address.postalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The choice between the delivery address as typed and the carrier's suggestion (spec §7 address validation):
 * a radio group (arrow keys move between the two) with the suggestion preselected, and a button that saves the
 * chosen one (intent `confirmAddress`). Both addresses travel in hidden fields, so it works without JavaScript;
 * with it, focus moves to the question when it appears.
 *
 * @example
 * <AddressSuggestion entered={typed} suggested={carrier} email="a@b.co" phone="3035550199" method="standard" />
 */
export function AddressSuggestion({ entered, suggested, email, phone, method }: AddressSuggestionProps) {
  const TEXT = useCheckoutText().checkout;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const hidden = (prefix: string, address: CheckoutAddress) =>
    POSTAL_ADDRESS_FIELDS.map((name) => (
      <input key={`${prefix}-${name}`} type="hidden" name={`${prefix}.${name}`} value={address[name] ?? ''} />
    ));
  return (
    <section aria-labelledby="suggestion-title" className="checkout-suggestion checkout-card">
      <h3 id="suggestion-title" tabIndex={-1} ref={heading}>
        {TEXT.suggestionTitle}
      </h3>
      <Form method="post" className="checkout-form">
        <input type="hidden" name="intent" value="confirmAddress" />
        <input type="hidden" name="shipping.email" value={email} />
        <input type="hidden" name="shipping.phone" value={phone} />
        <input type="hidden" name="shippingMethod" value={method} />
        {hidden('entered', entered)}
        {hidden('suggested', suggested)}
        <fieldset>
          <legend>{TEXT.suggestionIntro}</legend>
          <Radio
            id="address-suggested"
            name="addressChoice"
            value="suggested"
            defaultChecked
            aria-describedby="address-suggested-text"
            label={
              <>
                <strong>{TEXT.suggestionSuggested}</strong>:{' '}
                <span id="address-suggested-text">{oneLine(suggested)}</span>
              </>
            }
          />
          <Radio
            id="address-entered"
            name="addressChoice"
            value="entered"
            aria-describedby="address-entered-text"
            label={
              <>
                <strong>{TEXT.suggestionEntered}</strong>: <span id="address-entered-text">{oneLine(entered)}</span>
              </>
            }
          />
        </fieldset>
        <Button type="submit">{TEXT.suggestionUse}</Button>
      </Form>
      <p>
        <a href="#shipping-firstName">{TEXT.suggestionEdit}</a>
      </p>
    </section>
  );
}
