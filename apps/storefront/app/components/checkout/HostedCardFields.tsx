import { useEffect, useState } from 'react';
import { providerMessage } from './paymentMessages';
import { useHydrated } from './useHydrated';
import { useText } from '../../lib/useText';


/** Props of {@link HostedCardFields}. */
export interface HostedCardFieldsProps {
  /** The provider's hosted fields page, with `?origin=` of this shop. */
  src: string;
  /** The provider's origin: messages from anywhere else are ignored. */
  providerOrigin: string;
}

/**
 * The payment provider's card fields in an iframe of their own origin. The card number is typed there and stays
 * there: the provider posts back only a token, which goes into the billing form as `cardToken`.
 *
 * @example
 * <HostedCardFields src={`${hostedFieldsUrl}?origin=${origin}`} providerOrigin={paymentsOrigin} />
 */
export function HostedCardFields({ src, providerOrigin }: HostedCardFieldsProps) {
  const TEXT = useText().checkoutCard;
  const hydrated = useHydrated();
  const [card, setCard] = useState<{ token: string; cardType: string; lastFour: string } | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = providerMessage(event, providerOrigin);
      if (!data) return;
      if (data.type === 'card.tokenized' && typeof data.token === 'string') {
        setCard({ token: data.token, cardType: String(data.cardType ?? 'Card'), lastFour: String(data.lastFour ?? '') });
      }
      if (data.type === 'card.error') setCard(null);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [providerOrigin]);
  return (
    <div className="checkout-card-fields">
      <p id="card-fields-hint">{TEXT.hint}</p>
      <iframe className="checkout-card-fields__frame" title={TEXT.frameTitle} src={src} width={420} height={330} />
      <input type="hidden" name="cardToken" value={card?.token ?? ''} />
      <p role="status" className="checkout-card-fields__status">
        {card ? TEXT.ready(card.cardType, card.lastFour) : ''}
      </p>
      {hydrated ? null : <p className="checkout-notice">{TEXT.noScript}</p>}
    </div>
  );
}
