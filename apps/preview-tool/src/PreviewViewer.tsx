import { blockRegistry, type Block, type BlockServices } from '@switchback/content-blocks';
import type { ShopperContext } from '@switchback/personalisation';
import { useEffect, useRef } from 'react';
import { BreakpointFrames } from './BreakpointFrames';
import { EntryPreview } from './EntryPreview';
import { DEFAULT_AUDIENCE, shopperFor, type PreviewAudienceId } from './previewAudiences';
import type { PreviewView } from './previewQuery';
import { SchemaCheck } from './SchemaCheck';
import { DEFAULT_STOREFRONT_URL, storefrontPageFor, storefrontPreviewUrl } from './storefrontLinks';

/** One CMS entry in the viewer's list. */
export interface ShowcaseItem {
  id: string;
  name: string;
  /** How many pages or fragments use this entry. */
  referrersCount: number;
  /** The content slugs of the pages that use it (`home`, `promotions`, `_category/100100`). */
  pages?: readonly string[] | undefined;
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
  /** "View as": the audience the breakpoint frames draw for (they build the same shopper). Default a guest. */
  audience?: PreviewAudienceId | undefined;
  /** `breakpoints`: each entry at phone, tablet and desktop width side by side. Default `single`. */
  view?: PreviewView | undefined;
  /** The block services of the previews (`previewBlockServices`, the storefront's composition). */
  services?: BlockServices | undefined;
  /** The site and locale the entries were loaded for (the storefront links and the frames' services use them). */
  siteId?: string | undefined;
  locale?: string | undefined;
  /** The storefront's origin for the links to the pages that use an entry. */
  storefrontUrl?: string | undefined;
}

const GUEST = shopperFor('guest');

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Lists CMS entries (id, name, referrers, last change), then each entry: its name, links that open the storefront
 * pages using it in preview mode, its schema check in plain words, and a live preview drawn by the same BlockRenderer
 * and block services as the storefront in preview mode, for the given shopper and override — at the tool's width, or
 * (`view="breakpoints"`) at phone, tablet and desktop width side by side. A segmentation or experience block is
 * headed by a note naming the segment or variant drawn. With nothing to show it says 'No results.'.
 *
 * The previews send no analytics: the renderer gets no `onBlockEvent` and no `services.onEvent`, so an
 * editor looking at a popup, a newsletter form or a variant is never counted as a shopper.
 *
 * @example
 * <PreviewViewer items={[]} notice="Fetching content is not connected yet." />
 */
export function PreviewViewer({
  items,
  notice,
  busy = false,
  shopper = GUEST,
  testOverride = '',
  audience = DEFAULT_AUDIENCE,
  view = 'single',
  services,
  siteId = 'sb-us',
  locale = 'en-us',
  storefrontUrl = DEFAULT_STOREFRONT_URL,
}: PreviewViewerProps) {
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
          {items.map((item) => (
            <article
              key={item.id}
              id={`preview-${item.id}`}
              className="preview-viewer__item"
              aria-label={`Preview of ${item.name || item.id}`}
            >
              <header className="preview-item__header">
                <h3>{item.name || item.id}</h3>
                <p className="preview-item__meta">
                  {blockRegistry.get(item.block.type)?.label ?? item.block.type} · <code>{item.id}</code>
                </p>
                <StorefrontLinks
                  pages={item.pages ?? []}
                  locale={locale}
                  storefrontUrl={storefrontUrl}
                  testOverride={testOverride}
                  name={item.name || item.id}
                />
              </header>
              <SchemaCheck
                block={item.block}
                label={blockRegistry.get(item.block.type)?.label ?? item.block.type}
                name={item.name || item.id}
              />
              {view === 'breakpoints' ? (
                <BreakpointFrames
                  name={item.name || item.id}
                  render={{ block: item.block, audience, testOverride, siteId, locale, storefrontUrl }}
                />
              ) : (
                <div className="preview-item__live">
                  <EntryPreview block={item.block} shopper={shopper} testOverride={testOverride} services={services} />
                </div>
              )}
            </article>
          ))}
        </>
      )}
    </section>
  );
}

/** Where an entry is used on the storefront: a link per page, opening it in preview mode in a new tab. */
function StorefrontLinks({
  pages,
  locale,
  storefrontUrl,
  testOverride,
  name,
}: {
  pages: readonly string[];
  locale: string;
  storefrontUrl: string;
  testOverride: string;
  name: string;
}) {
  const found = pages.flatMap((slug) => {
    const page = storefrontPageFor(slug);
    return page ? [page] : [];
  });
  if (found.length === 0) return <p className="preview-item__pages">Not used on a storefront page.</p>;
  return (
    <nav className="preview-item__pages" aria-label={`Storefront pages that use ${name}`}>
      <span>Used on:</span>
      <ul>
        {found.map((page) => (
          <li key={page.slug}>
            <a href={storefrontPreviewUrl(storefrontUrl, locale, page, testOverride)} target="_blank" rel="noopener">
              {page.label}
              <span className="sb-visually-hidden"> (storefront preview, opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
