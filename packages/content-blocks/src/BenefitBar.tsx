import { useId, type CSSProperties } from 'react';
import type { BenefitBarBlock } from './benefitBarBlockSchema';
import { useBlockTexts, type CloseTexts } from './blockTexts';
import { usePersistedFlag } from './usePersistedFlag';
import { useBlockLink } from './useBlockLink';

/** The benefit bar's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.benefitBar`). */
export const BENEFIT_BAR_TEXTS: CloseTexts = { close: (title: string) => `Close: ${title}` };

/** Props of {@link BenefitBar}. */
export type BenefitBarProps = Omit<BenefitBarBlock, 'type' | 'alignment' | 'targets'> & {
  type?: 'benefitBar';
  alignment?: BenefitBarBlock['alignment'] | undefined;
  targets?: BenefitBarBlock['targets'] | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The localStorage key under which a benefit bar remembers that it was closed. */
export function benefitBarStorageKey(id: string): string {
  return `sb-benefit-bar-closed:${id}`;
}

/**
 * A bar of shopper benefits with links. With `showCloseButton`, closing it hides it for good on this device
 * (localStorage, per block id). It renders on the server and hydrates shown, then hides if it was closed
 * before: correct hydration is worth a brief flash for the few who closed it.
 *
 * @example
 * <BenefitBar id="members" title="Members get free delivery and returns" showCloseButton
 *   targets={[{ id: 'join', url: '/en-gb/sign-up', text: 'Join free' }]} />
 */
export function BenefitBar({
  id,
  title,
  subtitle,
  logo,
  infoIcon,
  backgroundColor,
  alignment = 'center',
  targets = [],
  showCloseButton = false,
}: BenefitBarProps) {
  const titleId = useId();
  const TEXT = useBlockTexts('benefitBar', BENEFIT_BAR_TEXTS);
  const [closed, close] = usePersistedFlag(benefitBarStorageKey(id));
  if (showCloseButton && closed) return null;
  const style = backgroundColor ? ({ '--sb-benefit-bar-background': backgroundColor } as CSSProperties) : undefined;
  return (
    <section className={`sb-benefit-bar sb-benefit-bar--${alignment}`} aria-labelledby={titleId} style={style}>
      <div className="sb-benefit-bar__content">
        {logo ? (
          <img
            className="sb-benefit-bar__logo"
            src={logo.url}
            alt={logo.alt ?? ''}
            width={logo.width}
            height={logo.height}
          />
        ) : null}
        {infoIcon ? <img className="sb-benefit-bar__icon" src={infoIcon.url} alt="" width={20} height={20} /> : null}
        <p className="sb-benefit-bar__text">
          <strong id={titleId} className="sb-benefit-bar__title">
            {title}
          </strong>
          {subtitle ? <span className="sb-benefit-bar__subtitle"> {subtitle}</span> : null}
        </p>
        {targets.length > 0 ? (
          <ul className="sb-benefit-bar__links">
            {targets.map((target, index) => (
              <BenefitLink key={target.id ?? index} target={target} />
            ))}
          </ul>
        ) : null}
      </div>
      {showCloseButton ? (
        <button type="button" className="sb-benefit-bar__close" aria-label={TEXT.close(title)} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </section>
  );
}

function BenefitLink({ target }: { target: BenefitBarBlock['targets'][number] }) {
  const link = useBlockLink(target.url);
  if (!link) return null;
  return (
    <li>
      <a {...link} className="sb-benefit-bar__link" data-sb-target-id={target.id}>
        {target.text}
      </a>
    </li>
  );
}
