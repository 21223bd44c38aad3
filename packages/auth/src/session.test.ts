import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '@switchback/api-client';
import { codeChallengeFor } from './createPkcePair';
import {
  AUTH_STORAGE_KEY,
  createAuthPersistence,
  refreshSession,
  signInWithPkce,
  signOut,
  signOutRedirect,
  signUpWithPkce,
  type AuthApi,
} from './session';

const SESSION: AuthSession = {
  accessToken: 'at',
  refreshToken: 'rt',
  expiresIn: 1800,
  consumerNo: 'C1',
  consumerType: 'REGISTERED',
} as AuthSession;

function fakeApi(overrides: Record<string, ReturnType<typeof vi.fn>> = {}) {
  const auth = {
    signIn: vi.fn(async (_body: unknown) => ({ authorizationCode: 'code-1' })),
    signUp: vi.fn(async (_body: unknown) => ({ authorizationCode: 'code-2', isPartiallyEnrolled: true })),
    getToken: vi.fn(async (_body: unknown) => SESSION),
    signOut: vi.fn(async (_body: unknown) => ({})),
    ...overrides,
  };
  return { api: { auth } as unknown as AuthApi, auth };
}

describe('signInWithPkce', () => {
  it('signs in with an S256 challenge and exchanges the code with its verifier and the guest objects', async () => {
    const { api, auth } = fakeApi();
    const session = await signInWithPkce(api, {
      username: ' alex@example.com ',
      password: 'Trailhead26',
      guestObjects: { basketId: 'b1', favoriteId: '', saveForLaterId: 's1' },
    });
    expect(session).toBe(SESSION);
    const signInBody = auth.signIn.mock.calls[0]?.[0] as unknown as { username: string; codeChallenge: string };
    expect(signInBody).toMatchObject({
      type: 'Registered',
      username: 'alex@example.com',
      password: 'Trailhead26',
      codeChallengeMethod: 'S256',
    });
    const tokenBody = auth.getToken.mock.calls[0]?.[0] as unknown as { codeVerifier: string; guestObjects: unknown };
    expect(tokenBody).toMatchObject({
      type: 'Registered',
      authorizationCode: 'code-1',
      guestObjects: { basketId: 'b1', saveForLaterId: 's1' },
    });
    expect(tokenBody.guestObjects).not.toHaveProperty('favoriteId');
    await expect(codeChallengeFor(tokenBody.codeVerifier)).resolves.toBe(signInBody.codeChallenge);
  });

  it('sends no guest objects when there are none, and fails without exchanging when sign-in fails', async () => {
    const { api, auth } = fakeApi();
    await signInWithPkce(api, { username: 'a@example.com', password: 'x', guestObjects: {} });
    expect(auth.getToken.mock.calls[0]?.[0]).not.toHaveProperty('guestObjects');
    const failing = fakeApi({ signIn: vi.fn(async () => Promise.reject(new Error('AUT401'))) });
    await expect(signInWithPkce(failing.api, { username: 'a@example.com', password: 'x' })).rejects.toThrow('AUT401');
    expect(failing.auth.getToken).not.toHaveBeenCalled();
  });
});

describe('signUpWithPkce', () => {
  it('signs up with a challenge, then logs in with the hand-over', async () => {
    const { api, auth } = fakeApi();
    const result = await signUpWithPkce(
      api,
      { email: 'n@example.com', password: 'Passw0rdX', firstName: 'Ne', lastName: 'Wu', isTermsConfirmed: true },
      { basketId: 'b9' },
    );
    expect(result).toEqual({ session: SESSION, isPartiallyEnrolled: true });
    expect(auth.signUp.mock.calls[0]?.[0]).toMatchObject({
      email: 'n@example.com',
      codeChallengeMethod: 'S256',
      codeChallenge: expect.any(String),
    });
    expect(auth.getToken.mock.calls[0]?.[0]).toMatchObject({
      authorizationCode: 'code-2',
      guestObjects: { basketId: 'b9' },
    });
  });
});

describe('the postLogin order hand-over', () => {
  it('sends orderNo, st and action postLogin with the exchange of a sign-in and of a sign-up', async () => {
    const signingIn = fakeApi();
    await signInWithPkce(signingIn.api, {
      username: 'a@example.com',
      password: 'x',
      postLoginOrder: { orderNo: 'SB40000001', st: 'st-1' },
    });
    expect(signingIn.auth.getToken.mock.calls[0]?.[0]).toMatchObject({
      type: 'Registered',
      orderNo: 'SB40000001',
      st: 'st-1',
      action: 'postLogin',
    });
    const signingUp = fakeApi();
    await signUpWithPkce(
      signingUp.api,
      { email: 'n@example.com', password: 'Passw0rdX', firstName: 'Ne', lastName: 'Wu', isTermsConfirmed: true },
      { basketId: 'b9' },
      { orderNo: 'SB40000002' },
    );
    const body = signingUp.auth.getToken.mock.calls[0]?.[0];
    expect(body).toMatchObject({ guestObjects: { basketId: 'b9' }, orderNo: 'SB40000002', action: 'postLogin' });
    expect(body).not.toHaveProperty('st');
  });

  it('sends no postLogin without an order', async () => {
    const { api, auth } = fakeApi();
    await signInWithPkce(api, { username: 'a@example.com', password: 'x', postLoginOrder: { orderNo: '' } });
    const body = auth.getToken.mock.calls[0]?.[0];
    expect(body).not.toHaveProperty('action');
    expect(body).not.toHaveProperty('orderNo');
  });
});

describe('refreshSession', () => {
  it('asks for a Refresh token', async () => {
    const { api, auth } = fakeApi();
    await refreshSession(api, 'rt-1');
    expect(auth.getToken).toHaveBeenCalledWith({ type: 'Refresh', refreshToken: 'rt-1' });
  });
});

describe('signOutRedirect', () => {
  it.each([
    ['/en-us/cart', '/en-us'],
    ['/en-us/checkout', '/en-us'],
    ['/fr-ca/favorites', '/fr-ca'],
    ['/en-us/account/orders/1', '/en-us'],
    ['/pre/en-us/account', '/pre/en-us'],
    ['/en-us/c/jackets-1001', null],
    ['/en-us', null],
    ['/en-us/cartography', null],
  ])('%s → %s', (path, expected) => {
    expect(signOutRedirect(path)).toBe(expected);
  });
});

describe('signOut', () => {
  it('sends the refresh token, clears the stores, fetches a guest token and says where to go', async () => {
    const order: string[] = [];
    const { api, auth } = fakeApi({
      signOut: vi.fn(async () => {
        order.push('signOut');
        return {};
      }),
      getToken: vi.fn(async () => {
        order.push('guest');
        return { ...SESSION, consumerType: 'GUEST' };
      }),
    });
    const result = await signOut({
      api,
      refreshToken: 'rt-1',
      clearStores: () => {
        order.push('clear');
      },
      pathname: '/en-us/account',
    });
    expect(auth.signOut).toHaveBeenCalledWith({ refreshToken: 'rt-1' });
    expect(auth.getToken).toHaveBeenCalledWith({ type: 'Guest' });
    expect(order).toEqual(['signOut', 'clear', 'guest']);
    expect(result).toMatchObject({ guest: { consumerType: 'GUEST' }, redirectTo: '/en-us' });
  });

  it('still clears and becomes a guest when the sign-out call fails', async () => {
    const clearStores = vi.fn();
    const { api } = fakeApi({ signOut: vi.fn(async () => Promise.reject(new Error('AUT432'))) });
    const result = await signOut({ api, clearStores, pathname: '/en-us/p/x-ABCDEFGH' });
    expect(clearStores).toHaveBeenCalledOnce();
    expect(result.redirectTo).toBeNull();
  });
});

describe('createAuthPersistence', () => {
  function memory() {
    const map = new Map<string, string>();
    return {
      map,
      storage: {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      },
    };
  }

  it('keeps the consumer number and type only, never a token', () => {
    const { map, storage } = memory();
    const persisted = createAuthPersistence(storage);
    persisted.save(SESSION);
    expect(JSON.parse(map.get(AUTH_STORAGE_KEY) ?? '')).toEqual({ consumerNo: 'C1', consumerType: 'REGISTERED' });
    expect(map.get(AUTH_STORAGE_KEY)).not.toContain('rt');
    expect(persisted.load()).toEqual({ consumerNo: 'C1', consumerType: 'REGISTERED' });
    persisted.clear();
    expect(persisted.load()).toBeNull();
  });

  it('reads foreign or broken values as null', () => {
    const { map, storage } = memory();
    const persisted = createAuthPersistence(storage);
    map.set(AUTH_STORAGE_KEY, '{not json');
    expect(persisted.load()).toBeNull();
    map.set(AUTH_STORAGE_KEY, JSON.stringify({ consumerNo: 7 }));
    expect(persisted.load()).toBeNull();
  });
});
