import { BlockRenderer } from '@switchback/content-blocks';
import { useBlockServices } from '../lib/blockServices';
import type { Messages } from '../lib/messages';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useText } from '../lib/useText';
import { LocationSelector } from './LocationSelector';
import { StoreLink } from './StoreLink';

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
 * The shop's footer: the link columns of the CMS footer (commerce-core §7 `footer`), or — when none is published —
 * the built-in help, programme and terms links in the shopper's language; the footer's other CMS blocks (newsletter
 * sign-up, legal text) with their network services; the country and language chooser, and the built-in legal line
 * when the CMS footer has no blocks of its own.
 *
 * @example
 * <SiteFooter />
 */
export function SiteFooter() {
  const t = useText();
  const { footerColumns, footerBlocks } = useSiteChrome();
  const services = useBlockServices();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__group">
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={`${link.href} ${link.text}`}>
                  {link.internal ? <StoreLink to={link.href}>{link.text}</StoreLink> : <a href={link.href}>{link.text}</a>}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {(footerColumns.length > 0 ? [] : FOOTER_GROUPS).map((group) => (
          <nav key={group.title} aria-label={t[group.title]} className="site-footer__group">
            <h2 className="site-footer__title">{t[group.title]}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <StoreLink to={link.to}>{t[link.label]}</StoreLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {footerBlocks.length > 0 ? (
          <div className="site-footer__blocks">
            <BlockRenderer blocks={footerBlocks} services={services} />
          </div>
        ) : null}
        <LocationSelector className="site-footer__location" />
        {footerBlocks.length > 0 ? null : <p className="site-footer__legal">{t.legal(new Date().getUTCFullYear())}</p>}
      </div>
    </footer>
  );
}
