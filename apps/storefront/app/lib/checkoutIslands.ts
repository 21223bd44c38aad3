import { lazyPart } from '../components/LazyPart';

/*
 * The checkout's dialogs that only some shoppers meet, each a chunk of its own loaded when drawn (issue 14: dialogs
 * load on first open). The server loads them before its first request (lib/pageIslands.server.ts) and draws them in
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
