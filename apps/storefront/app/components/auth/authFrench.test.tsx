// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, Form } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FlowView } from '../../lib/authFlowView';
import { renderHeader, shopper, viewAt } from './authTesting';
import { SignInFlowView } from './SignInFlowView';

function renderFlow(view: FlowView, locale = 'fr-ca') {
  const Stub = createRoutesStub([
    {
      path: '/:locale/sign-in',
      Component: () => (
        <SignInFlowView
          view={view}
          Form={Form}
          action={`/${locale}/sign-in`}
          returnTo={`/${locale}/cart`}
          idPrefix="t"
          headingLevel={1}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={[`/${locale}/sign-in`]} />);
}

const guest = shopper();

describe('sign-in in Canadian French', () => {
  it('asks for the email in French on /fr-ca', () => {
    renderFlow(viewAt({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Connectez-vous ou créez un compte' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeTruthy();
    expect(screen.queryByText('Sign in or create an account')).toBeNull();
  });

  it('draws the password step, the sign-up form and the interests in French', () => {
    renderFlow(viewAt({}, { type: 'LOOKUP_DONE', email: 'a@example.com', exists: true }));
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mot de passe oublié?' })).toBeTruthy();
  });

  it('lists the sign-up form’s password hints in French', () => {
    renderFlow(viewAt({}, { type: 'LOOKUP_DONE', email: 'new@example.com', exists: false }));
    expect(screen.getByText('Au moins 8 caractères')).toBeTruthy();
    expect(screen.getByText('Une lettre minuscule')).toBeTruthy();
    expect(screen.queryByText('At least one number')).toBeNull();
  });

  it('names the interests in French', () => {
    renderFlow(
      viewAt(
        { loggedIn: true, consumerType: 'REGISTERED', hasPhone: true, interestsEnabled: true },
        { type: 'PROFILE_SAVED' },
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Qu’est-ce qui vous passionne?' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Course en sentier' })).toBeTruthy();
  });

  it('keeps English on /en-gb', () => {
    renderFlow(viewAt({}), 'en-gb');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('the header says "Connexion" to a guest and "Compte" to a registered shopper, with a French sign-out and notice', async () => {
    renderHeader(guest, '/fr-ca/cart');
    expect((await screen.findByRole('link', { name: 'Connexion' })).getAttribute('href')).toBe(
      '/fr-ca/sign-in?returnTo=%2Ffr-ca%2Fcart',
    );
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('shows the employee terms notice in French', async () => {
    renderHeader({ ...guest, registered: true, consumerType: 'EMPLOYEE', termsPending: true }, '/fr-ca/account');
    expect(await screen.findByRole('link', { name: 'Compte' })).toBeTruthy();
    const notices = await screen.findByRole('region', { name: 'Avis du compte' });
    expect(notices.textContent).toContain('Acceptez les conditions du rabais employé');
  });
});
