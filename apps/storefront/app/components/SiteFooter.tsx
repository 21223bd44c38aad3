import { StoreLink } from './StoreLink';

const FOOTER_GROUPS = [
  {
    title: 'Help',
    links: [
      { to: '/help/contact-us', label: 'Contact us' },
      { to: '/help/returns/how-to-return', label: 'How to return' },
      { to: '/policies/shipping-terms', label: 'Shipping terms' },
    ],
  },
  {
    title: 'Programmes',
    links: [
      { to: '/xplr-pass', label: 'XPLR Pass' },
      { to: '/associate-login', label: 'Associate login' },
    ],
  },
  {
    title: 'Terms',
    links: [
      { to: '/terms/brand', label: 'Terms of use' },
      { to: '/terms/sale', label: 'Terms of sale' },
      { to: '/terms/privacy', label: 'Privacy notice' },
    ],
  },
] as const;

/**
 * The shop's footer: help, programme and terms links.
 *
 * @example
 * <SiteFooter />
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2 className="site-footer__title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <StoreLink to={link.to}>{link.label}</StoreLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className="site-footer__legal">© Switchback</p>
      </div>
    </footer>
  );
}
