import { BlockRenderer, type Block } from '@switchback/content-blocks';
import type { ShopperContext } from '@switchback/personalisation';
import { useEffect, useRef } from 'react';
import { personalisationNote } from './personalisationNote';
import { shopperFor } from './previewAudiences';

/** One CMS entry in the viewer's list. */
export interface ShowcaseItem {
  id: string;
  name: string;
  /** How many pages or fragments use this entry. */
  referrersCount: number;
  /** ISO 8601 timestamp of the last edit. */
  modifiedAt: string;
  block: Block;
}

/** Props of {@link PreviewViewer}. */
export interface PreviewViewerProps {
  items: readonly ShowcaseItem[];
  /** Shown above the list, e.g. why there is nothing to show. Announced politely when it changes. */
  notice?: string | undefined;
  /** Results are loading: the list is marked busy and 'No results.' is not claimed yet. */
  busy?: boolean | undefined;
  /** The shopper the previews are drawn for (segmentation blocks). Default: a guest with an empty cart. */
  shopper?: ShopperContext | undefined;
  /** The `p13n_testcontext` value: forces a segmentation block's segment or an experience block's variant. */
  testOverride?: string | undefined;
}

const GUEST = shopperFor('guest');

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Lists CMS entries (id, name, referrers, last change), then a live preview of each, drawn by the same
 * BlockRenderer as the storefront in preview mode, for the given shopper and override. A segmentation or
 * experience block is headed by a note naming the segment or variant drawn. With nothing to show it says
 * 'No results.'.
 *
 * The previews send no analytics: the renderer gets no `onBlockEvent` and no `services.onEvent`, so an
 * editor looking at a popup, a newsletter form or a variant is never counted as a shopper.
 *
 * @example
 * <PreviewViewer items={[]} notice="Fetching content is not connected yet." />
 */
export function PreviewViewer({ items, notice, busy = false, shopper = GUEST, testOverride = '' }: PreviewViewerProps) {
  const top = useRef<HTMLElement>(null);

  // New results start at the top, not wherever the editor had scrolled to in the previous list.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [items]);

  return (
    <section ref={top} className="preview-viewer" aria-labelledby="preview-viewer-title" aria-busy={busy || undefined}>
      <h2 id="preview-viewer-title">Results</h2>
      <p className="preview-viewer__notice" role="status">
        {notice}
      </p>
      {busy ? null : items.length === 0 ? (
        <p>No results.</p>
      ) : (
        <>
          <table className="preview-viewer__list">
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Name</th>
                <th scope="col">Referrers</th>
                <th scope="col">Modified</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <a href={`#preview-${item.id}`}>{item.id}</a>
                  </td>
                  <td>{item.name}</td>
                  <td>{item.referrersCount}</td>
                  <td>
                    <time dateTime={item.modifiedAt}>{formatDate(item.modifiedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {items.map((item) => {
            const note = personalisationNote(item.block, shopper, testOverride);
            return (
              <article key={item.id} id={`preview-${item.id}`} className="preview-viewer__item" aria-label={`Preview of ${item.name}`}>
                {note ? <p className="preview-viewer__note">{note}</p> : null}
                <BlockRenderer blocks={[item.block]} preview shopper={shopper} testOverride={testOverride || undefined} />
              </article>
            );
          })}
        </>
      )}
    </section>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
