import type { ReactNode } from 'react';
import { useText } from '../lib/useText';

/**
 * The honest placeholder of a page that is not built yet: its heading and one line, no invented content.
 *
 * @example
 * <ComingSoon title="Checkout" />
 */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  const t = useText();
  return (
    <section className="page status-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="status-page__text">{t.comingSoon}</p>
      {children}
    </section>
  );
}
