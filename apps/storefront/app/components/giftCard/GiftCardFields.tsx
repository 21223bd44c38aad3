import { formatMoney } from '@switchback/cart';
import { Radio, RadioGroup, TextField } from '@switchback/ui';
import { useState } from 'react';
import {
  GIFT_CARD_LIMITS,
  GIFT_MESSAGE_MAX,
  GIFT_NAME_MAX,
  OTHER_AMOUNT,
  type GiftCardErrors,
  type GiftCardFormValues,
} from '../../lib/giftCardForm';
import { useBrowseText } from '../../lib/browseText';

/**
 * The gift card's part of the product page's add-to-cart form (spec §3 cart item `customAmount` and `giftOption`):
 * the amount (one of the product's preset amounts, or "Other amount" with a typed amount between the limits), the
 * recipient's name and e-mail and a message, and the note that it is delivered by e-mail. Field names are those
 * `lib/giftCardForm.ts` reads; after a refused add, `values` and `errors` put back what was typed and say what is wrong.
 *
 * @example
 * <GiftCardFields presets={['50', '100']} currency="USD" lang="en-US" values={null} errors={{}} />
 */
export function GiftCardFields({
  presets,
  currency,
  lang,
  values,
  errors,
}: {
  presets: readonly string[];
  currency: string;
  lang: string;
  values: GiftCardFormValues | null;
  errors: GiftCardErrors;
}) {
  const TEXT = useBrowseText().giftCardBuy;
  const [choice, setChoice] = useState(values?.amount ?? '');
  const money = (amount: number) => formatMoney(amount, currency, lang);
  return (
    <div className="gift-card-fields">
      <RadioGroup legend={TEXT.amount} name="amount" required orientation="horizontal" error={errors.amount}>
        {presets.map((preset) => (
          <Radio
            key={preset}
            label={money(Number(preset))}
            value={preset}
            checked={choice === preset}
            onChange={() => setChoice(preset)}
          />
        ))}
        <Radio
          label={TEXT.otherAmount}
          value={OTHER_AMOUNT}
          checked={choice === OTHER_AMOUNT}
          onChange={() => setChoice(OTHER_AMOUNT)}
        />
      </RadioGroup>
      <TextField
        label={TEXT.customAmount}
        name="customAmount"
        inputMode="decimal"
        autoComplete="off"
        hint={TEXT.customAmountHint(money(GIFT_CARD_LIMITS.min), money(GIFT_CARD_LIMITS.max))}
        error={errors.customAmount}
        defaultValue={values?.customAmount ?? ''}
        // Typing an amount chooses "Other amount".
        onInput={() => setChoice(OTHER_AMOUNT)}
      />
      <TextField
        label={TEXT.recipientEmail}
        name="recipientEmail"
        type="email"
        required
        maxLength={100}
        autoComplete="off"
        hint={TEXT.recipientEmailHint}
        error={errors.recipientEmail}
        defaultValue={values?.recipientEmail ?? ''}
      />
      <TextField
        label={TEXT.recipientName}
        name="recipientName"
        maxLength={GIFT_NAME_MAX}
        autoComplete="off"
        error={errors.recipientName}
        defaultValue={values?.recipientName ?? ''}
      />
      <div className={`sb-field sb-field--md${errors.message ? ' sb-field--invalid' : ''}`}>
        <label htmlFor="gift-card-message" className="sb-field__label">
          {TEXT.message}
        </label>
        <p id="gift-card-message-hint" className="sb-field__hint">
          {TEXT.messageHint}
        </p>
        <div className="sb-text-field__box">
          <textarea
            id="gift-card-message"
            name="message"
            rows={3}
            maxLength={GIFT_MESSAGE_MAX}
            className="sb-text-field__input gift-card-fields__message"
            aria-describedby={
              errors.message ? 'gift-card-message-hint gift-card-message-error' : 'gift-card-message-hint'
            }
            aria-invalid={errors.message ? true : undefined}
            defaultValue={values?.message ?? ''}
          />
        </div>
        {errors.message ? (
          <p id="gift-card-message-error" className="sb-field__error">
            {errors.message}
          </p>
        ) : null}
      </div>
      <p className="gift-card-fields__delivery">{TEXT.delivery}</p>
    </div>
  );
}
