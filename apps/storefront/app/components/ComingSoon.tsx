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
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{t.comingSoon}</p>
      {children}
    </section>
  );
}
