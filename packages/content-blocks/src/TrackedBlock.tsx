import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { BlockEventHandler, PromotionTracking } from './blockEvents';

/** Props of {@link TrackedBlock}. */
export interface TrackedBlockProps {
  blockId: string;
  blockType: string;
  position: number;
  promotion: PromotionTracking | undefined;
  onBlockEvent: BlockEventHandler;
  children: ReactNode;
}

// Half the block on screen counts as seen, the usual definition of a promotion impression.
const IMPRESSION_THRESHOLD = 0.5;

/**
 * Reports a block's impression and link clicks without the block knowing: one wrapper with `display: contents`
 * (no box, so layout is unchanged) that listens to clicks bubbling from any link and observes the block's
 * first element. Every block gets analytics the same way, and blocks stay free of tracking code.
 *
 * @example
 * <TrackedBlock blockId="hero-1" blockType="hero" position={0} promotion={tracking} onBlockEvent={send}>
 *   <Hero {...props} />
 * </TrackedBlock>
 */
export function TrackedBlock({ blockId, blockType, position, promotion, onBlockEvent, children }: TrackedBlockProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // The latest handler and fields, read when the observer fires, so a re-render never re-sends an impression.
  const latest = useRef({ blockId, blockType, position, promotion, onBlockEvent });
  latest.current = { blockId, blockType, position, promotion, onBlockEvent };

  useEffect(() => {
    let element = wrapper.current?.firstElementChild;
    // A static block's wrapper (StaticBlock) has no box of its own: observe the block inside it.
    while (element?.hasAttribute('data-sb-static')) element = element.firstElementChild;
    // No observer during server rendering or in old browsers: no impression rather than a guessed one.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD)) return;
        observer.disconnect();
        const { onBlockEvent: send, ...fields } = latest.current;
        send({ kind: 'promotionImpression', ...fields });
      },
      { threshold: IMPRESSION_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    const targetId = link.closest('[data-sb-target-id]')?.getAttribute('data-sb-target-id') ?? undefined;
    onBlockEvent({
      kind: 'promotionClick',
      blockId,
      blockType,
      position,
      promotion,
      target: { id: targetId, text: (link.textContent ?? '').trim(), url: link.getAttribute('href') ?? '' },
    });
  };

  return (
    // Not a control: it only hears link activations bubbling up (Enter on a link fires click too), so
    // keyboard users are tracked the same way without a key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
    <div ref={wrapper} className="sb-tracked-block" style={{ display: 'contents' }} onClick={onClick}>
      {children}
    </div>
  );
}
