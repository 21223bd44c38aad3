import { BlockIsland, type BlockServices } from '@switchback/content-blocks';
import { Suspense, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useBlockServices } from '../lib/blockServices';
import { NEWSLETTER_STATUS_ID, NEWSLETTER_STATUS_PARAM, newsletterStatusOf } from './newsletter/newsletterStatus';
import type { Messages } from '../lib/messages';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useText } from '../lib/useText';
import { storeHref } from '../lib/carriedQuery';
import { useStore } from '../lib/useStore';
import { LocationSelector } from './LocationSelector';
import { useStoreHref } from './StoreLink';
import { useConsent } from './ConsentProvider';
import { ShopBlocks } from './ShopBlocks';

type TextKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

const FOOTER_GROUPS: { title: TextKey; links: { to: string; label: TextKey }[] }[] = [
  {
    title: 'footerHelp',
    links: [
      { to: '/help/contact-us', label: 'footerContact' },
      { to: '/help/returns/how-to-return', label: 'footerReturns' },
      { to: '/policies/shipping-terms', label: 'footerShipping' },
    ],
  },
  {
    title: 'footerProgrammes',
    links: [
      { to: '/xplr-pass', label: 'footerXplr' },
      { to: '/associate-login', label: 'footerAssociate' },
    ],
  },
  {
    title: 'footerTerms',
    links: [
      { to: '/terms/brand', label: 'footerTermsOfUse' },
      { to: '/terms/sale', label: 'footerTermsOfSale' },
      { to: '/terms/privacy', label: 'footerPrivacy' },
    ],
  },
];

/**
 * What the shop's footer draws (an island of `SiteFooter`, whose code a browser loads when the shopper reaches into
 * the footer): the link columns of the CMS footer (commerce-core §7 `footer`, its `footerColumns` block drawn
 * by the content-blocks `FooterColumns`: side by side from md, accordions on phones), or — when none is published —
 * the built-in help, programme and terms links in the shopper's language through the same component; the footer's
 * other CMS blocks (newsletter sign-up, legal text) with their network services; the country and language chooser,
 * and the built-in legal line when the CMS footer has no blocks of its own.
 *
 * @example
 * <footer className="site-footer"><SiteFooterContent /></footer>
 */
export function SiteFooterContent() {
  const t = useText();
  const store = useStore();
  const { footerBlocks: chromeBlocks } = useSiteChrome();
  // The link columns sit in the footer's grid; the other blocks span it below them.
  const columnBlocks = chromeBlocks.filter((block) => block.type === 'footerColumns');
  const footerBlocks = chromeBlocks.filter((block) => block.type !== 'footerColumns');
  const builtInColumns = FOOTER_GROUPS.map((group) => ({
    title: t[group.title],
    targets: group.links.map((link) => ({ id: link.label, text: t[link.label], url: storeHref(link.to, store) })),
  }));
  const services = useFooterBlockServices();
  const [params] = useSearchParams();
  const newsletterStatus = newsletterStatusOf(params);
  const { openPreferences } = useConsent();
  // Newsletter sign-ups sit beside the link columns; the other blocks (legal text) in the bottom row.
  const signUpBlocks = footerBlocks.filter((block) => block.type === 'newsletter');
  const legalBlocks = footerBlocks.filter((block) => block.type !== 'newsletter');
  return (
    <div className="site-footer__inner">
      <div className="site-footer__columns">
        {columnBlocks.length > 0 ? (
          <ShopBlocks blocks={columnBlocks} preview={store.preview} />
        ) : (
          <Suspense fallback={null}>
            <BlockIsland
              type="footerColumns"
              render={(FooterColumns) => <FooterColumns id="site-footer-columns" columns={builtInColumns} />}
            />
          </Suspense>
        )}
      </div>
      {signUpBlocks.length > 0 || newsletterStatus ? (
        <div className="site-footer__signup">
          <ShopBlocks blocks={signUpBlocks} services={services} preview={store.preview} />
          {newsletterStatus ? (
            <p
              id={NEWSLETTER_STATUS_ID}
              role={newsletterStatus === 'subscribed' ? 'status' : 'alert'}
              className={newsletterStatus === 'subscribed' ? 'add-to-cart__done' : 'add-to-cart__problem'}
            >
              {
                {
                  subscribed: t.newsletterSubscribed,
                  email: t.emailInvalid,
                  policy: t.newsletterPolicyRequired,
                  failed: t.newsletterFailed,
                }[newsletterStatus]
              }
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="site-footer__bottom">
        {legalBlocks.length > 0 ? (
          <div className="site-footer__legal">
            <ShopBlocks blocks={legalBlocks} services={services} preview={store.preview} />
          </div>
        ) : footerBlocks.length > 0 ? null : (
          <p className="site-footer__legal">{t.legal(new Date().getUTCFullYear())}</p>
        )}
        <div className="site-footer__settings">
          <LocationSelector className="site-footer__location" />
          <button type="button" className="site-footer__consent" onClick={openPreferences}>
            {t.consentFooterLink}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The footer blocks' services: the page's, with newsletter forms posting to the storefront's `/{locale}/newsletter`
 * route without JavaScript (back to this page afterwards) instead of to the page itself, which has no action for
 * it. With JavaScript the block still subscribes through its own API call.
 */
function useFooterBlockServices(): BlockServices {
  const services = useBlockServices();
  const location = useLocation();
  // Back to this page without an earlier answer in its query.
  const query = new URLSearchParams(location.search);
  query.delete(NEWSLETTER_STATUS_PARAM);
  const returnTo = `${location.pathname}${query.size > 0 ? `?${query}` : ''}`;
  const route = useStoreHref('/newsletter');
  const newsletterFormAction = `${route}${route.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
  return useMemo(() => ({ ...services, newsletterFormAction }), [services, newsletterFormAction]);
}
