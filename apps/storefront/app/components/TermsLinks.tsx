import { Fragment } from 'react';
import { useText } from '../lib/useText';
import { StoreLink } from './StoreLink';

/** The terms pages a consent can name (commerce-core §2 `/terms/{topic}`). */
export type ConsentTerms = 'sale' | 'privacy' | 'loyalty' | 'brand' | 'associate-discount';

/**
 * Links to the terms pages a checkbox or a step asks the shopper to accept, for its hint: "Read: Terms of sale ·
 * Privacy notice". They open in a new tab (and say so), so a half-filled form is not lost.
 *
 * @example
 * <Checkbox name="policy" label="I accept the terms of sale and the privacy policy" hint={<TermsLinks terms={['sale', 'privacy']} />} />
 */
export function TermsLinks({
  terms,
  lead = 'read',
}: {
  terms: readonly ConsentTerms[];
  /** The words before the links: "Read:" (default) or "By placing your order you accept:". */ lead?:
    'read' | 'placeOrder';
}) {
  const t = useText();
  const names: Record<ConsentTerms, string> = {
    sale: t.footerTermsOfSale,
    privacy: t.footerPrivacy,
    loyalty: t.termsLinkLoyalty,
    brand: t.footerTermsOfUse,
    'associate-discount': t.termsLinkAssociate,
  };
  return (
    <span className="terms-links">
      {lead === 'placeOrder' ? t.checkoutTermsNotice : t.termsLinksRead}{' '}
      {terms.map((topic, index) => (
        <Fragment key={topic}>
          {index > 0 ? ' · ' : null}
          <StoreLink to={`/terms/${topic}`} target="_blank" rel="noopener">
            {names[topic]} <span className="sb-visually-hidden">{t.opensInNewTab}</span>
          </StoreLink>
        </Fragment>
      ))}
    </span>
  );
}
