import { formatMoney } from '@switchback/cart';
import { Button } from '@switchback/ui';
import { data, Form } from 'react-router';
import type { Route } from './+types/accountPaymentMethods';
import { AccountSection, Field, FormMessage, useFocusFirstError } from '../components/account/Field';
import { SavedCardForm } from '../components/account/SavedCardForm';
import { QueuedToasts, useMessageToast, useToastQueue } from '../components/QueuedToasts';
import { changePaymentInstruments } from '../lib/accountActions.server';
import type { FormOutcome } from '../lib/accountForms';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.payment;
  return pageMeta(title, description, { noindex: true });
};

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(accountContext);
  const { locale, lang } = context.get(storeContext);
  const texts = accountMessagesFor(locale);
  const origin = new URL(request.url).origin;
  const [{ payment_instruments: instruments }, cardSession] = await Promise.all([
    api.consumer.getPaymentInstruments({}, { signal: request.signal }),
    // The provider's hosted card fields; the page still works (gift cards, removal) when the provider is down.
    api.checkout
      .getPaymentSession({ paymentMethodId: 'CREDIT_CARD', referer: origin }, { signal: request.signal })
      .catch(() => null),
  ]);
  const hostedFieldsUrl = str((cardSession as Record<string, unknown> | null)?.hostedFieldsUrl);
  return {
    hostedFields: hostedFieldsUrl
      ? {
          src: `${hostedFieldsUrl}?origin=${encodeURIComponent(origin)}&locale=${locale}`,
          origin: new URL(hostedFieldsUrl).origin,
        }
      : null,
    instruments: instruments.map((instrument) => {
      const card = (instrument.card ?? {}) as Record<string, unknown>;
      const lastFour = str(card.lastFour) ?? str(card.numberLastDigits) ?? str(card.code);
      const month = num(card.expirationMonth);
      const year = num(card.expirationYear);
      const kind =
        str(card.cardType) ?? texts.paymentMethodNames[instrument.payment_method_id] ?? instrument.payment_method_id;
      const id = str(card.paymentInstrumentId) ?? instrument.payment_instrument_id ?? '';
      const main = card.main === true;
      // A reward code is no secret card number, and several of one member share their last characters (RWD-5OFF-MAYA,
      // RWD-10OFF-MAYA): it is named in full, with its value and expiry.
      const rewardCode = instrument.payment_method_id === 'REWARD_CODE' ? str(card.code) : null;
      if (rewardCode) {
        const amount = num(card.amount);
        const currency = str(card.currency);
        const expiresAt = str(card.expiresAt);
        const detail = [
          amount !== null && currency ? texts.accountPayment.rewardValue(formatMoney(amount, currency, lang)) : null,
          expiresAt ? texts.accountPayment.expires(expiresAt) : null,
        ].filter(Boolean);
        return {
          id,
          main,
          label: texts.accountPayment.rewardCode(rewardCode),
          detail: detail.length > 0 ? detail.join(' · ') : null,
        };
      }
      return {
        id,
        main,
        label: lastFour ? texts.accountPayment.ending(kind, lastFour.slice(-4)) : kind,
        detail: month && year ? texts.accountPayment.expires(`${String(month).padStart(2, '0')}/${year}`) : null,
      };
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const outcome = await changePaymentInstruments(account.api, await request.formData(), {
    locale: context.get(storeContext).locale,
    signal: request.signal,
  });
  account.changed();
  return data<FormOutcome>(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function AccountPaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAccountText().accountPayment;
  const { instruments } = loaderData;
  const giftCard = actionData?.form === 'gift-card' ? actionData : undefined;
  const formRef = useFocusFirstError(giftCard);
  // Spec §8: the card-save failures ('credit card save failed', 'gift card already exists', 'gift card save
  // failed', …) in error toasts of one queue once hydrated (inline before, and without JavaScript).
  const toastText = useAccountText().savedCardForm;
  const { queue, toasts } = useToastQueue();
  const giftCardFailure = giftCard && !giftCard.ok ? giftCard.message : undefined;
  const toasted = useMessageToast(queue, giftCardFailure, 'error', { trigger: giftCard });
  const giftCardInline = toasted && giftCardFailure && giftCard ? { ...giftCard, message: undefined } : actionData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <QueuedToasts queue={queue} toasts={toasts} label={toastText.notifications} dismissLabel={toastText.dismiss} />
      <AccountSection id="instruments" title={TEXT.cards}>
        <FormMessage outcome={actionData} form="instruments" />
        {instruments.length === 0 ? <p>{TEXT.none}</p> : null}
        <ul className="account-cards">
          {instruments.map((instrument) => (
            <li key={instrument.id} className="account-card" data-testid="payment-instrument">
              <p className="account-card__title">{instrument.label}</p>
              {instrument.detail ? <p>{instrument.detail}</p> : null}
              {instrument.main ? <p className="account-badge">{TEXT.main}</p> : null}
              <div className="account-card__actions">
                {instrument.main ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="main" />
                    <input type="hidden" name="paymentInstrumentId" value={instrument.id} />
                    <Button type="submit" variant="secondary" size="sm">
                      {TEXT.makeMain} <span className="sb-visually-hidden">{instrument.label}</span>
                    </Button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="paymentInstrumentId" value={instrument.id} />
                  <Button type="submit" variant="secondary" size="sm">
                    {TEXT.remove} <span className="sb-visually-hidden">{instrument.label}</span>
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </AccountSection>
      <AccountSection id="credit-card" title={TEXT.addCard}>
        {loaderData.hostedFields ? (
          <SavedCardForm
            key={instruments.length}
            hostedFields={loaderData.hostedFields}
            outcome={actionData}
            toasts={queue}
          />
        ) : (
          <p>{TEXT.cardsUnavailable}</p>
        )}
      </AccountSection>
      <AccountSection id="gift-card" title={TEXT.addGiftCard}>
        <Form method="post" ref={formRef} className="account-form" noValidate key={instruments.length}>
          <input type="hidden" name="intent" value="giftCard" />
          <FormMessage outcome={giftCardInline} form="gift-card" />
          <Field
            id="gift-card-number"
            name="giftCardNumber"
            label={TEXT.giftCardNumber}
            hint={TEXT.giftCardHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
            error={giftCard?.errors?.giftCardNumber}
            required
          />
          <Button type="submit">{TEXT.save}</Button>
        </Form>
      </AccountSection>
    </section>
  );
}
