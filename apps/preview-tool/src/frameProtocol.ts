import type { Block } from '@switchback/content-blocks';
import type { PreviewAudienceId } from './previewAudiences';

/** The breakpoints an entry is shown at side by side (the storefront's phone, tablet and desktop widths). */
export const PREVIEW_BREAKPOINTS = [
  { id: 'phone', label: 'Phone', width: 360 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1280 },
] as const;

/** What the tool sends a breakpoint frame: the entry and everything it is drawn with. */
export interface FrameRenderMessage {
  type: 'switchback:preview-frame-render';
  block: Block;
  audience: PreviewAudienceId;
  testOverride: string;
  siteId: string;
  locale: string;
  storefrontUrl: string;
}

/** What a frame tells the tool: it is ready for an entry, or how tall its content is. */
export type FrameReport =
  { type: 'switchback:preview-frame-ready' } | { type: 'switchback:preview-frame-height'; height: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads a frame's report, or `undefined` for any other message.
 *
 * @example
 * readFrameReport({ type: 'switchback:preview-frame-height', height: 420 }); // { type: …, height: 420 }
 */
export function readFrameReport(data: unknown): FrameReport | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'switchback:preview-frame-ready') return { type: data.type };
  if (
    data.type === 'switchback:preview-frame-height' &&
    typeof data.height === 'number' &&
    Number.isFinite(data.height) &&
    data.height >= 0
  ) {
    return { type: data.type, height: data.height };
  }
  return undefined;
}

/**
 * Reads the tool's render message in a frame, or `undefined` for any other message.
 *
 * @example
 * readFrameRender(event.data)?.block;
 */
export function readFrameRender(data: unknown): FrameRenderMessage | undefined {
  if (!isRecord(data) || data.type !== 'switchback:preview-frame-render' || !isRecord(data.block)) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    type: data.type,
    block: data.block as Block,
    audience: text(data.audience) as PreviewAudienceId,
    testOverride: text(data.testOverride),
    siteId: text(data.siteId),
    locale: text(data.locale) || 'en-us',
    storefrontUrl: text(data.storefrontUrl),
  };
}
