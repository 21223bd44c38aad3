import { Server } from 'node:http';

/**
 * The request header in which this process records the address of the socket a request came on. Set by the
 * server itself for every request (a value the client sent under this name is overwritten), so it can be trusted.
 */
export const PEER_ADDRESS_HEADER = 'x-switchback-peer-address';

/** The header commerce-api reads the shopper's address from (it believes it from loopback and TRUSTED_PROXIES). */
export const CLIENT_IP_HEADER = 'x-client-ip';

let installed = false;

/**
 * Makes every incoming request of this process carry its socket's remote address in {@link PEER_ADDRESS_HEADER}.
 * `react-router-serve` hands React Router a `Request` built from the headers only, so this is how the server learns
 * who is calling (for commerce-api's per-IP rate limits). Installed once, before the server starts listening
 * (entry.server.tsx is imported first).
 *
 * @example
 * installPeerAddressHeader();
 */
export function installPeerAddressHeader(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  Server.prototype.emit = function emitWithPeerAddress(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const incoming = args[0] as
        { headers?: Record<string, unknown>; socket?: { remoteAddress?: string } } | undefined;
      if (incoming?.headers) incoming.headers[PEER_ADDRESS_HEADER] = incoming.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof Server.prototype.emit;
}

const IP_TEXT = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The shopper's IP address: behind a trusted proxy (`TRUST_PROXY=1`) the last `X-Forwarded-For` hop it added,
 * otherwise the address of the socket. Null when neither is known (a test calling a loader directly).
 *
 * @example
 * clientAddress(request); // '203.0.113.7'
 */
export function clientAddress(request: Request): string | null {
  if (/^(1|true|on|yes)$/i.test((process.env.TRUST_PROXY ?? '').trim())) {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last && IP_TEXT.test(last)) return last;
  }
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.trim();
  return peer && IP_TEXT.test(peer) ? peer : null;
}
