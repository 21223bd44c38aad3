// Registered sign-in for tests: the same PKCE dance the storefront does.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { RegisteredSession } from '../auth/AccountService';
import { s256Challenge } from '../auth/pkce';
import { call } from './api';

type App = Pick<Hono, 'request'>;

/** A fresh PKCE pair. */
export function pkcePair(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: s256Challenge(codeVerifier) };
}

/**
 * Signs in with e-mail and password and exchanges the code for tokens; throws when either step fails.
 * @example
 * const session = await registeredSession(app, 'alex.rivera@example.com', 'Trailhead26');
 */
export async function registeredSession(
  app: App,
  username: string,
  password: string,
  options: { guestObjects?: Record<string, string>; guestToken?: string } = {},
): Promise<RegisteredSession> {
  const { codeVerifier, codeChallenge } = pkcePair();
  const signIn = await call(app, 'POST', '/consumers-v3/auth/signin', {
    body: { type: 'Registered', username, password, codeChallenge },
  });
  if (signIn.status !== 200) throw new Error(`Sign-in failed with ${signIn.status}: ${await signIn.text()}`);
  const { authorizationCode } = (await signIn.json()) as { authorizationCode: string };
  const token = await call(app, 'POST', '/token/v2/auth/token', {
    body: {
      type: 'Registered',
      authorizationCode,
      codeVerifier,
      ...(options.guestObjects ? { guestObjects: options.guestObjects } : {}),
    },
    ...(options.guestToken ? { token: options.guestToken } : {}),
  });
  if (token.status !== 200) throw new Error(`Token exchange failed with ${token.status}: ${await token.text()}`);
  return (await token.json()) as RegisteredSession;
}
