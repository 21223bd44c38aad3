import { DeferredIsland } from '@switchback/content-blocks';
import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { siteFooterIsland } from '../lib/chromeIslands';
import { useStore } from '../lib/useStore';
import { useAnalytics } from './AnalyticsProvider';
import { NEWSLETTER_STATUS_PARAM } from './newsletter/newsletterStatus';
import './SiteFooter.css';

/**
 * The shop's footer (what it draws: `SiteFooterContent`). Issue 14: a shopper only uses it by reaching into it, so
 * its code is not part of a page's first load: the server draws it in full, the browser keeps that markup (links
 * work; a press on the cookie preferences button or a newsletter sign-up sent is kept for the live footer) and loads
 * its code when the shopper points at, touches or tabs into it (content-blocks `DeferredIsland`), or when a client
 * navigation changes what it shows (the locale, a sign-up's answer). Live from the start: the analytics of
 * content-blocks §9, a footer link click for every link of the footer, CMS or built in.
 *
 * @example
 * <SiteFooter />
 */
export function SiteFooter() {
  const { locale, preview } = useStore();
  const [params] = useSearchParams();
  const { track } = useAnalytics();
  const onFooterClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link) return;
    // The column's id (a CMS column, or a built-in group), not the island's wrapper.
    const column = link.closest('section, li, div')?.closest('[id]:not([data-sb-island])')?.id;
    track('footer_link_click', {
      link_text: link.textContent?.trim() ?? '',
      link_url: link.getAttribute('href') ?? '',
      ...(column ? { footer_section: column } : {}),
    });
  };
  return (
    <footer className="site-footer" onClickCapture={onFooterClick}>
      <DeferredIsland
        name="site-footer"
        load={siteFooterIsland.load}
        loaded={siteFooterIsland.loaded}
        wake="interaction"
        version={JSON.stringify([locale, preview, params.get(NEWSLETTER_STATUS_PARAM)])}
        render={(SiteFooterContent) => <SiteFooterContent />}
      />
    </footer>
  );
}
