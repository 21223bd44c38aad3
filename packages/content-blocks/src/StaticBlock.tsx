import { useId, useState, type ReactNode } from 'react';
import { STATIC_ATTRIBUTE, useHeldMarkup } from './heldMarkup';

// `display: contents`: the wrapper has no box, so the block lays out as if it were not there.
const WRAPPER_STYLE = { display: 'contents' } as const;

/**
 * The server's markup of this block, when the browser is hydrating it: `useId` gives the same id on the
 * server and while hydrating, and a different form of id (`_r_…` instead of `_R_…`) to anything mounted later
 * in the browser, so only a wrapper the server drew with this very id is found.
 */
function serverMarkup(id: string): { __html: string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element?.hasAttribute(STATIC_ATTRIBUTE) ? { __html: element.innerHTML } : undefined;
}

/**
 * Draws a block that needs no JavaScript on the server, and keeps that markup in the browser instead of drawing
 * the block again: while hydrating, the wrapper takes the server's HTML as `dangerouslySetInnerHTML`, so React
 * adopts it without rendering or comparing the block (no hydration mismatch, and none of the block's work —
 * sanitising rich text, resolving links — is repeated). The markup object is kept in state: re-renders of the
 * page hand React the same object, so it never rewrites the block's DOM. So does a static block inside an island
 * that was kept as server markup and is now drawn live: it takes the markup it had there (`heldMarkup`). A block
 * mounted later in the browser (client navigation, a slide a carousel adds, a segment that changes) has no server
 * markup and is drawn as usual. Clicks inside still bubble to React handlers around it (analytics' `TrackedBlock`).
 *
 * @example
 * <StaticBlock><Hero {...props} /></StaticBlock>
 */
export function StaticBlock({ children }: { children: ReactNode }) {
  const id = useId();
  const held = useHeldMarkup('');
  const [markup] = useState(() => serverMarkup(id) ?? held);
  if (markup) {
    // suppressHydrationWarning: only this element's own HTML is not compared (browsers may serialise it differently).
    return (
      <div id={id} data-sb-static="" style={WRAPPER_STYLE} dangerouslySetInnerHTML={markup} suppressHydrationWarning />
    );
  }
  return (
    <div id={id} data-sb-static="" style={WRAPPER_STYLE}>
      {children}
    </div>
  );
}

/**
 * Whether a block has an in-page modal link (`#modal…`, `?…#modal…`) anywhere in its fields: those links open
 * the page's modal with a click handler and follow the current query, so such a block is hydrated even when its
 * type is static.
 *
 * @example
 * hasModalLink({ id: 'b', type: 'banner', targets: [{ url: '#modal-size-guide' }] }); // true
 */
export function hasModalLink(block: unknown): boolean {
  return /#modal/i.test(JSON.stringify(block) ?? '');
}
