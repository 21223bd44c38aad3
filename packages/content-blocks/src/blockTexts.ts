import { useMemo } from 'react';
import type { MessageCatalogue } from '@switchback/validation';
import { useBlockFeatures } from './BlockFeatures';

/** The video block's own words (its player controls and transcript links). */
export interface VideoTexts {
  play: string;
  pause: string;
  /** A transcript link, with the track's label when it has one ("Transcript (English)"). */
  transcript: (label: string) => string;
  /** The video's name when the CMS gives neither an SEO title nor a title. */
  untitled: string;
}

/** A collection carousel's controls and how a screen reader names it and its slides. */
export interface CarouselTexts {
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (index: number) => string;
  slideOf: (index: number, count: number) => string;
  chooser: string;
  progress: string;
  /** `aria-roledescription` of the carousel and of a slide. */
  carousel: string;
  slide: string;
}

/** The promo bar's controls (a rotating carousel of messages). */
export interface PromoBarTexts {
  region: string;
  previous: string;
  next: string;
  pause: string;
  resume: string;
  chooser: string;
  /** A message's position, as its slide is named ("2 of 3"). */
  slideOf: (index: number, count: number) => string;
  /** A dot that shows that message ("Message 2 of 3"). */
  goTo: (index: number, count: number) => string;
  close: string;
  carousel: string;
  slide: string;
}

/** The close buttons of a benefit bar and a minimised pop-up, which name what they close. */
export interface CloseTexts {
  close: (title: string) => string;
}

/** The close button of the blocks' dialogs (dialog block, pop-up, event sign-up). */
export interface DialogTexts {
  close: string;
}

/** The English close label of the blocks' dialogs; an app gives its language's in `texts.dialog`. */
export const DIALOG_TEXTS: DialogTexts = { close: 'Close' };

/** The anchors block's name when it has no title. */
export interface AnchorsTexts {
  onThisPage: string;
}

/** The event sign-up block's fixed words (the CMS may set the trigger, submit and confirmation texts). */
export interface EventSignupTexts {
  trigger: string;
  stepAccount: string;
  stepJoin: string;
  signInIntro: string;
  signUpIntro: string;
  toSignUp: string;
  toSignIn: string;
  signInLink: string;
  signUpLink: string;
  firstName: string;
  lastName: string;
  email: string;
  days: string;
  daysRequired: string;
  plusOne: string;
  terms: string;
  submit: string;
  confirmationTitle: string;
  confirmationSubtitle: string;
  close: string;
  dismiss: string;
  /** A sign-up that failed without a reason from the server (network, server error). */
  failed: string;
}

/** The newsletter block's defaults for what the CMS leaves empty, and its fixed words. */
export interface NewsletterTexts {
  title: string;
  emailLabel: string;
  policyText: string;
  submitLabel: string;
  successMessage: string;
  dismiss: string;
  loading: string;
  /** A subscription that failed without a reason from the server (network, server error). */
  failed: string;
}

/** The recommendations block's fixed words. */
export interface RecommendationsTexts {
  title: string;
  add: string;
  added: string;
  choose: string;
  rating: (score: number) => string;
  loading: string;
}

/** The up-sell block's fixed words. */
export interface UpSellTexts {
  title: string;
  add: string;
  added: string;
  choose: (name: string) => string;
}

/**
 * The fixed UI strings of the blocks (labels, control names, defaults for what the CMS leaves empty), by block.
 * Every block has English defaults of its own; an app in another language gives its words here, once, through
 * `BlockFeaturesProvider`'s `texts` (any key it leaves out stays English). The article grid's words come with
 * the block services (`articleGridTexts`), the mega menu's with its `text` prop.
 *
 * @example
 * <BlockFeaturesProvider texts={{ video: { play: 'Lire la vidéo', pause: 'Mettre la vidéo en pause' } }}>
 *   <BlockRenderer blocks={page.blocks} />
 * </BlockFeaturesProvider>
 */
export interface BlockTexts {
  video?: Partial<VideoTexts> | undefined;
  carousel?: Partial<CarouselTexts> | undefined;
  promoBar?: Partial<PromoBarTexts> | undefined;
  benefitBar?: Partial<CloseTexts> | undefined;
  popup?: Partial<CloseTexts> | undefined;
  dialog?: Partial<DialogTexts> | undefined;
  anchors?: Partial<AnchorsTexts> | undefined;
  eventSignup?: Partial<EventSignupTexts> | undefined;
  newsletter?: Partial<NewsletterTexts> | undefined;
  recommendations?: Partial<RecommendationsTexts> | undefined;
  upSell?: Partial<UpSellTexts> | undefined;
  /**
   * The field errors of the blocks' forms (newsletter, event sign-up) by `@switchback/validation` message key, e.g.
   * its `messagesForLocale('fr-CA')`; English when left out.
   */
  validation?: MessageCatalogue | undefined;
}

/**
 * A block's words: its English `defaults` with what the app gave for `block` in `BlockFeaturesProvider`'s `texts`.
 *
 * @example
 * const text = useBlockTexts('video', VIDEO_TEXTS);
 * <button>{text.play}</button>
 */
export function useBlockTexts<K extends Exclude<keyof BlockTexts, 'validation'>>(
  block: K,
  defaults: Required<NonNullable<BlockTexts[K]>>,
): Required<NonNullable<BlockTexts[K]>> {
  const given = useBlockFeatures().texts?.[block];
  return useMemo(() => (given ? { ...defaults, ...given } : defaults), [defaults, given]);
}
