import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useBlockTexts, type PromoBarTexts } from './blockTexts';
import { CallToActions } from './CallToActions';
import type { PromoBarBlock, PromoBarMessage } from './promoBarBlockSchema';
import { safeHref } from './safeHref';
import { richTextHasText, useCleanHtml } from './richTextSanitizer';
import { promoBarStorageKey } from './promoBarStorage';
import { usePersistedFlag } from './usePersistedFlag';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useBlockLink } from './useBlockLink';

/** Props of {@link PromoBar}. */
export type PromoBarProps = Omit<PromoBarBlock, 'type'> & {
  type?: 'promoBar';
  /** At most this many messages rotate (the spec leaves the number to configuration). Default 5. */
  maxMessages?: number | undefined;
  /**
   * CMS sections that drew nothing for this shopper (content-blocks §4: "a section counts as empty when no
   * component results", e.g. a segmentation section with no segment and no baseline for them). A message
   * whose `sectionId` is among them is dropped.
   */
  emptySections?: readonly string[] | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * The messages that can be shown: a message whose section is empty is dropped — its `sectionId` is one of
 * `emptySections`, or the message itself has no text left after sanitising and no safe link — then at most
 * `max` are kept.
 *
 * @example
 * visiblePromoMessages(block.messages, 5, ['header-loyalty']);
 */
export function visiblePromoMessages(
  messages: readonly PromoBarMessage[],
  max = 5,
  emptySections: readonly string[] = [],
): PromoBarMessage[] {
  return messages
    .filter((message) => {
      if (message.sectionId !== undefined && emptySections.includes(message.sectionId)) return false;
      return (
        richTextHasText(message.richText?.html ?? '') ||
        message.targets.some((target) => safeHref(target.url) !== undefined)
      );
    })
    .slice(0, Math.max(0, max));
}

/** The promo bar's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.promoBar`). */
export const PROMO_BAR_TEXTS: PromoBarTexts = {
  region: 'Promotions',
  previous: 'Previous message',
  next: 'Next message',
  pause: 'Pause rotating messages',
  resume: 'Resume rotating messages',
  chooser: 'Choose a message',
  slideOf: (index: number, count: number) => `${index} of ${count}`,
  goTo: (index: number, count: number) => `Message ${index} of ${count}`,
  close: 'Close promotions',
  carousel: 'carousel',
  slide: 'slide',
};

/**
 * How long the first message shows: `autorotateTime` after the page began to load, however late the bar's code
 * came (its island loads it shortly before then, `blockCatalog`); a bar drawn later on shows it for the full time.
 */
function firstRotationDelay(autorotateTime: number): number {
  const full = autorotateTime * 1000;
  const sincePageLoad = typeof performance === 'undefined' ? full : performance.now();
  return sincePageLoad < full ? full - sincePageLoad : full;
}

/**
 * The promo bar: one message at a time, at most 548 px wide, with previous/next arrows and a dot per message.
 * It rotates every `autorotateTime` seconds, except while the pointer is over it or focus is inside it, after
 * the shopper pauses it, or when they prefer reduced motion. Rotation is announced only when the shopper
 * changes the message (an automatic change is silent). With `closable`, closing hides it for good on this
 * device. The server renders the first message; the bar works as plain text and links without JavaScript.
 *
 * @example
 * <PromoBar id="promo" autorotateTime={6} closable
 *   messages={[{ id: 'm1', targets: [], richText: { html: '<p>Free delivery over £50</p>' } }]} />
 */
export function PromoBar({
  id,
  autorotateTime = 0,
  closable = false,
  messages,
  maxMessages = 5,
  emptySections,
  preview = false,
}: PromoBarProps) {
  const TEXT = useBlockTexts('promoBar', PROMO_BAR_TEXTS);
  const shown = visiblePromoMessages(messages, maxMessages, emptySections);
  const [closed, close] = usePersistedFlag(promoBarStorageKey(id));
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [userMoved, setUserMoved] = useState(false);
  const firstChange = useRef(true);
  const count = shown.length;
  const current = count === 0 ? 0 : index % count;
  const rotates = count > 1 && autorotateTime > 0 && !reduceMotion;
  const paused = stopped || hovered || focused;

  useEffect(() => {
    if (!rotates || paused || (closable && closed)) return;
    const timer = window.setTimeout(
      () => {
        firstChange.current = false;
        setIndex((value) => (value + 1) % count);
      },
      firstChange.current ? firstRotationDelay(autorotateTime) : autorotateTime * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [rotates, paused, closable, closed, count, autorotateTime, current]);

  if (count === 0 || (closable && closed)) return null;

  const go = (next: number) => {
    setUserMoved(true);
    setIndex((next + count) % count);
  };

  return (
    <section
      className="sb-promo-bar"
      aria-roledescription={TEXT.carousel}
      aria-label={TEXT.region}
      style={messageStyle(shown[current]!)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="sb-promo-bar__inner">
        {count > 1 ? (
          <button
            type="button"
            className="sb-promo-bar__arrow"
            aria-label={TEXT.previous}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        <div className="sb-promo-bar__messages" aria-live={userMoved ? 'polite' : 'off'}>
          {shown.map((message, position) => (
            <PromoMessage
              key={message.id}
              message={message}
              label={TEXT.slideOf(position + 1, count)}
              roleDescription={TEXT.slide}
              hidden={position !== current}
              preview={preview}
            />
          ))}
        </div>
        {count > 1 ? (
          <button type="button" className="sb-promo-bar__arrow" aria-label={TEXT.next} onClick={() => go(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="sb-promo-bar__controls">
          {rotates ? (
            <button
              type="button"
              className="sb-promo-bar__pause"
              aria-label={stopped ? TEXT.resume : TEXT.pause}
              onClick={() => setStopped((value) => !value)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <div className="sb-promo-bar__dots" role="group" aria-label={TEXT.chooser}>
            {shown.map((message, position) => (
              <button
                key={message.id}
                type="button"
                className="sb-promo-bar__dot"
                aria-label={TEXT.goTo(position + 1, count)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </div>
      ) : null}
      {closable ? (
        <button type="button" className="sb-promo-bar__close" aria-label={TEXT.close} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </section>
  );
}

function PromoMessage({
  message,
  label,
  hidden,
  preview,
  roleDescription,
}: {
  message: PromoBarMessage;
  label: string;
  roleDescription: string;
  hidden: boolean;
  preview: boolean;
}) {
  const [first, ...rest] = message.targets;
  const link = useBlockLink(message.clickable ? first?.url : undefined);
  // Inside a clickable message the text's own links would nest links: the sanitiser unwraps them (their text stays).
  const html = useCleanHtml(message.richText?.html ?? '', link ? 'noLinks' : 'block');
  const text = html ? (
    <div className="sb-promo-bar__text sb-rich-text" dangerouslySetInnerHTML={{ __html: html }} />
  ) : null;
  return (
    <div
      className="sb-promo-bar__message"
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      hidden={hidden}
    >
      {link && first ? (
        // A clickable message is one link: its text plus the target's label, so the link's name says both.
        <a {...link} className="sb-promo-bar__message-link" data-sb-target-id={first.id}>
          {text} <span className="sb-promo-bar__cta">{first.text}</span>
        </a>
      ) : (
        text
      )}
      {(link ? rest : message.targets).length > 0 ? (
        <CallToActions
          className="sb-promo-bar__ctas"
          targets={(link ? rest : message.targets).map((target) => ({ ...target, style: { sm: 'text-link' } }))}
          preview={preview}
        />
      ) : null}
    </div>
  );
}

function messageStyle(message: PromoBarMessage): CSSProperties {
  const style: Record<string, string> = {};
  if (message.background) style['--sb-promo-bar-background'] = message.background;
  if (message.textColor) style['--sb-promo-bar-color'] = message.textColor;
  if (message.hoverLinkColor) style['--sb-promo-bar-hover'] = message.hoverLinkColor;
  return style as CSSProperties;
}
