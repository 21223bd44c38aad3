// Accounts of a run's own for the contract suites: a suite that changes an account (password, addresses, saved
// cards, a cart handed over, failed sign-ins) signs one up instead of using a shared demo account, so two runs
// against one commerce-api (or two processes on one database) never change what the other signs in as.
import { createHash, randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from '../createApiClient';
import type { ApiClientOptions } from '../createTransport';

/** A signed-up, signed-in account and what it was made with. */
export interface FreshAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accessToken: string;
  refreshToken: string;
  /** A client with the account's session. */
  client: ApiClient;
}

/** A PKCE verifier and its S256 challenge. */
export const pkce = () => {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
};

/** An e-mail address no other run uses. */
export const uniqueEmail = (prefix = 'contract') => `${prefix}.${randomBytes(6).toString('hex')}@example.com`;

/**
 * Signs a new account up and signs it in (PKCE, from a guest session of its own: exchanging a code ends the guest
 * session it came from).
 * @example
 * const member = await signUpFreshAccount(LIVE, identity, { firstName: 'Maya', lastName: 'Chen' });
 * await member.client.consumer.getProfile();
 */
export async function signUpFreshAccount(
  baseUrl: string,
  identity: ApiClientOptions['identity'],
  names: { firstName: string; lastName: string } = { firstName: 'Nina', lastName: 'Hara' },
): Promise<FreshAccount> {
  const make = (token?: string) =>
    createApiClient({ baseUrl, identity, getAccessToken: () => token, sleep: () => Promise.resolve() });
  const email = uniqueEmail();
  const password = `Summit-${randomBytes(4).toString('hex')}-26`;
  await make().auth.signUp({ email, password, ...names, isTermsConfirmed: true, codeChallenge: pkce().codeChallenge });
  const { accessToken: guestToken } = await make().auth.getToken({ type: 'Guest' });
  const signer = make(guestToken);
  const { codeVerifier, codeChallenge } = pkce();
  const grant = await signer.auth.signIn({
    type: 'Registered',
    username: email,
    password,
    codeChallenge,
    codeChallengeMethod: 'S256',
  });
  const session = await signer.auth.getToken({
    type: 'Registered',
    authorizationCode: grant.authorizationCode,
    codeVerifier,
  });
  return {
    email,
    password,
    ...names,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    client: make(session.accessToken),
  };
}
