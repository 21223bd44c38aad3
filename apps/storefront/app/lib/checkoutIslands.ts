import { lazyPart } from '../components/LazyPart';

/*
 * The checkout's dialogs that only some shoppers meet, and the billing step's payment parts, each a chunk of its own
 * loaded when drawn (issue 14: dialogs load on first open; the shipping step, where checkout starts, does not carry
 * the billing step's code). The server loads them before its first request (lib/pageIslands.server.ts) and draws them in
 * one pass; a browser landing on one keeps the server's markup until the chunk has come.
 */

/** A gift line's recipient and message, asked during the shipping step (`?gift=…`). */
export const CheckoutGiftDialogPart = lazyPart(() =>
  import('../components/checkout/CheckoutGiftDialog').then((module) => module.CheckoutGiftDialog),
);

/** The address validation's suggestion, after the shipping address was sent. */
export const AddressSuggestionPart = lazyPart(() =>
  import('../components/checkout/AddressSuggestion').then((module) => module.AddressSuggestion),
);

/** The 3-D Secure challenge, when the card's bank asks for one. */
export const ChallengeDialogPart = lazyPart(() =>
  import('../components/checkout/ChallengeDialog').then((module) => module.ChallengeDialog),
);

/** The card fields of the billing step (the payment provider's hosted frame): not part of the shipping step. */
export const HostedCardFieldsPart = lazyPart(() =>
  import('../components/checkout/HostedCardFields').then((module) => module.HostedCardFields),
);

/** The billing step's pay-later button (it loads the provider's script when used). */
export const PayLaterButtonPart = lazyPart(() =>
  import('../components/checkout/PayLaterButton').then((module) => module.PayLaterButton),
);
