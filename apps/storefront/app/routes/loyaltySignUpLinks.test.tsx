// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as loyaltyRoute from './accountLoyalty';
import * as xplrPassRoute from './xplrPass';
import { fakeCommerceApi, renderAccountRoute } from '../components/account/accountTesting';

// Issue 5: the loyalty sign-up (`?loyalty=1`) and the simplified enrolment variant (`?variant=simplified`) are
// reachable from where a shopper looks for them, and come back to the page they left.

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('XPLR Pass page for a guest', () => {
  it('offers the loyalty sign-up, a quick sign-up and sign-in, each returning to the pass page', async () => {
    api.state.guest = true;
    const { container } = renderAccountRoute(xplrPassRoute, { path: '/:locale/xplr-pass', url: '/en-us/xplr-pass' });
    const back = 'returnTo=%2Fen-us%2Fxplr-pass';
    expect(await screen.findByRole('link', { name: 'Join XPLR Pass' })).toHaveAttribute(
      'href',
      `/en-us/sign-in?${back}&loyalty=1`,
    );
    expect(screen.getByRole('link', { name: 'Quick sign-up' })).toHaveAttribute(
      'href',
      `/en-us/sign-in?${back}&variant=simplified`,
    );
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', `/en-us/sign-in?${back}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says it in Canadian French on fr-ca', async () => {
    api.state.guest = true;
    renderAccountRoute(xplrPassRoute, { path: '/:locale/xplr-pass', url: '/fr-ca/xplr-pass' });
    expect(await screen.findByRole('link', { name: 'Adhérer à la Passe XPLR' })).toHaveAttribute(
      'href',
      '/fr-ca/sign-in?returnTo=%2Ffr-ca%2Fxplr-pass&loyalty=1',
    );
    expect(screen.getByRole('link', { name: 'Inscription rapide' })).toHaveAttribute(
      'href',
      '/fr-ca/sign-in?returnTo=%2Ffr-ca%2Fxplr-pass&variant=simplified',
    );
  });
});

describe('account loyalty page for a non-member', () => {
  it('links to the loyalty sign-up, coming back to the account loyalty page, and to the pass page', async () => {
    api.state.profile.isLoyaltyMember = false;
    const { container } = renderAccountRoute(loyaltyRoute, {
      path: '/:locale/account/loyalty',
      url: '/en-us/account/loyalty',
    });
    expect(await screen.findByRole('link', { name: 'Join XPLR Pass' })).toHaveAttribute(
      'href',
      '/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Floyalty&loyalty=1',
    );
    expect(screen.getByRole('link', { name: 'About XPLR Pass' })).toHaveAttribute('href', '/en-us/xplr-pass');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says it in Canadian French on fr-ca', async () => {
    api.state.profile.isLoyaltyMember = false;
    renderAccountRoute(loyaltyRoute, { path: '/:locale/account/loyalty', url: '/fr-ca/account/loyalty' });
    expect(await screen.findByRole('link', { name: 'Adhérer à la Passe XPLR' })).toHaveAttribute(
      'href',
      '/fr-ca/sign-in?returnTo=%2Ffr-ca%2Faccount%2Floyalty&loyalty=1',
    );
    expect(screen.getByRole('link', { name: 'À propos de la Passe XPLR' })).toHaveAttribute('href', '/fr-ca/xplr-pass');
  });

  it('offers no sign-up to a member', async () => {
    api.state.profile.isLoyaltyMember = true;
    renderAccountRoute(loyaltyRoute, { path: '/:locale/account/loyalty', url: '/en-us/account/loyalty' });
    expect(await screen.findByTestId('points-balance')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join XPLR Pass' })).toBeNull();
  });
});
