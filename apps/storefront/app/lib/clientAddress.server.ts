import { createContext, RouterContextProvider } from 'react-router';

/** The header commerce-api reads the shopper's address from (it believes it from loopback and TRUSTED_PROXIES). */
export const CLIENT_IP_HEADER = 'x-client-ip';

const IP_TEXT = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The address of the socket a request came on, as the HTTP server saw it (null in the Vite dev server and in tests
 * that call a loader directly). Set once per request by {@link createLoadContext}; never read from a header, so a
 * client cannot choose it.
 */
export const peerAddressContext = createContext<string | null>(null);

/**
 * The router context a request starts with: its socket's remote address under {@link peerAddressContext}. The
 * production server (`server.mjs`: Express with React Router's request handler) passes it as `getLoadContext`,
 * which React Router documents as the way to hand server values to middleware and loaders; it reaches the function
 * through the server build's entry module (entry.server.tsx re-exports it), so the context key is the app's own.
 *
 * @example
 * createRequestHandler({ build, getLoadContext: (req) => build.entry.module.createLoadContext(req) });
 */
export function createLoadContext(incoming: {
  socket?: { remoteAddress?: string | undefined };
}): RouterContextProvider {
  const context = new RouterContextProvider();
  const peer = incoming.socket?.remoteAddress?.trim();
  context.set(peerAddressContext, peer && IP_TEXT.test(peer) ? peer : null);
  return context;
}

/**
 * The shopper's IP address: behind a trusted proxy (`TRUST_PROXY=1`) the last `X-Forwarded-For` hop it added,
 * otherwise the address of the socket (`peerAddress`, from {@link peerAddressContext}). Null when neither is known.
 *
 * @example
 * clientAddress(request, context.get(peerAddressContext)); // '203.0.113.7'
 */
export function clientAddress(request: Request, peerAddress: string | null | undefined): string | null {
  if (/^(1|true|on|yes)$/i.test((process.env.TRUST_PROXY ?? '').trim())) {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last && IP_TEXT.test(last)) return last;
  }
  return peerAddress && IP_TEXT.test(peerAddress) ? peerAddress : null;
}
