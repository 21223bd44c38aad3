// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { setupMswServer } from '@switchback/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCommerceApi, renderAccountRoute } from '../components/account/accountTesting';
import * as forgotPasswordRoute from './forgotPassword';

const server = setupMswServer();

beforeEach(() => {
  server.use(...fakeCommerceApi().handlers);
});

describe('choosing a new password on /fr-ca', () => {
  it('lists the password hints and answers the field errors in French, the mismatch included', async () => {
    const { user } = renderAccountRoute(forgotPasswordRoute, {
      path: '/:locale/forgot-password',
      url: '/fr-ca/forgot-password?code=c1&email=alex%40example.com',
    });
    const password = await screen.findByLabelText('Nouveau mot de passe');
    expect(screen.getByText('Au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Une lettre majuscule')).toBeInTheDocument();
    expect(screen.queryByText('One uppercase letter')).toBeNull();

    await user.type(password, 'court');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
        'Le mot de passe ne respecte pas les exigences.',
      ),
    );

    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Sentier2026');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'Sentier2025');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Confirmez le nouveau mot de passe')).toHaveAccessibleDescription(
        'Les mots de passe ne correspondent pas.',
      ),
    );
  });
});
