import { createContext, useContext } from 'react';

/** Where browsers send Content-Security-Policy violation reports (routes/cspReport.ts logs them). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * The response's CSP nonce while the server renders (entry.server provides it); undefined in the browser, where
 * React keeps the server's attribute (browsers hide a nonce from the DOM once the page has loaded).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The CSP nonce for a `<script>` drawn by a component.
 *
 * @example
 * const nonce = useNonce();
 * return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning … />;
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * In the browser, the nonce of the page's own scripts, for a script element added later (a payment provider's).
 * Such scripts are allowed by `'strict-dynamic'` anyway; the nonce keeps them allowed under a stricter policy.
 *
 * @example
 * script.nonce = pageNonce() ?? '';
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
