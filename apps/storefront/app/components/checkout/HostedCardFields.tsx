import { useCallback, useEffect, useRef, useState } from 'react';
import { providerMessage } from './paymentMessages';
import { useHydrated } from '../../lib/useHydrated';
import { useCheckoutText } from '../../lib/checkoutText';

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
  const TEXT = useCheckoutText().checkoutCard;
  const hydrated = useHydrated();
  const [card, setCard] = useState<{ token: string; cardType: string; lastFour: string } | null>(null);
  // The provider reports the height of its fields (they wrap on phones); until then CSS gives a height that fits.
  const [height, setHeight] = useState<number | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Only once the frame shows the provider's page: until it loads, its window holds the initial about:blank of this
  // page's origin (readable here, hence a `contentDocument`), and a message aimed at the provider's origin would be
  // dropped with a console error. Its load event asks then.
  const askForHeight = useCallback(() => {
    const frame = frameRef.current;
    if (!frame?.contentWindow || frame.contentDocument) return;
    frame.contentWindow.postMessage({ type: 'card.measure' }, providerOrigin);
  }, [providerOrigin]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = providerMessage(event, providerOrigin);
      if (!data) return;
      if (data.type === 'card.tokenized' && typeof data.token === 'string') {
        setCard({
          token: data.token,
          cardType: String(data.cardType ?? 'Card'),
          lastFour: String(data.lastFour ?? ''),
        });
      }
      if (data.type === 'card.error') setCard(null);
      if (data.type === 'card.resize') setHeight(frameHeight(data.height));
    };
    window.addEventListener('message', onMessage);
    // The frame may have reported its height before this page listened (it loads while the page hydrates): ask again.
    askForHeight();
    return () => window.removeEventListener('message', onMessage);
  }, [providerOrigin, askForHeight]);
  return (
    <div className="checkout-card-fields">
      <p id="card-fields-hint">{TEXT.hint}</p>
      <iframe
        ref={frameRef}
        onLoad={askForHeight}
        className="checkout-card-fields__frame"
        title={TEXT.frameTitle}
        src={src}
        width={420}
        height={330}
        style={height === null ? undefined : { height: `${height}px` }}
      />
      <input type="hidden" name="cardToken" value={card?.token ?? ''} />
      <p role="status" className="checkout-card-fields__status">
        {card ? TEXT.ready(card.cardType, card.lastFour) : ''}
      </p>
      {hydrated ? null : <p className="checkout-notice">{TEXT.noScript}</p>}
    </div>
  );
}

/**
 * The iframe height for a height the provider reported: its content plus the frame's 1px borders, bounded so a
 * misbehaving frame can neither vanish nor take over the page.
 *
 * @example
 * frameHeight(352); // 354
 */
export function frameHeight(reported: unknown): number | null {
  if (typeof reported !== 'number' || !Number.isFinite(reported)) return null;
  return Math.min(Math.max(Math.ceil(reported) + 2, 200), 900);
}
