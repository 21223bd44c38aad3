// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as passwordRoute from './accountPassword';
import { fakeCommerceApi, renderAccountRoute } from '../components/account/accountTesting';

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
});

const CHANGE = '/consumers-v3/consumer/changepassword';
const render = (url = '/en-us/account/password') =>
  renderAccountRoute(passwordRoute, { path: '/:locale/account/password', url });

async function fill(user: ReturnType<typeof render>['user'], current: string, next: string, confirm: string) {
  if (current) await user.type(await screen.findByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change-password page', () => {
  it('labels its three password fields for password managers', async () => {
    const { container } = render();
    const current = await screen.findByLabelText(/^Current password/);
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a weak new password and a confirmation that differs with the spec messages, without calling the API', async () => {
    const { user } = render();
    await fill(user, 'Trailhead26', 'trailhead', 'Trailhead27');

    const next = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(next).toHaveAttribute('aria-invalid', 'true'));
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Password does not meet requirements.'));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Values do not match.');
    await waitFor(() => expect(next).toHaveFocus());
    expect(api.callsTo('POST', CHANGE)).toHaveLength(0);
  });

  it('shows a wrong current password (AUT450) at the current-password field', async () => {
    const { user } = render();
    await fill(user, 'NotMyPassword1', 'Summit2027', 'Summit2027');

    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
    expect(screen.getByLabelText(/^New password/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.state.password).toBe('Trailhead26');
  });

  it('shows a new password the same as the old one (AUT451) at the new-password field', async () => {
    const { user } = render();
    await fill(user, 'Trailhead26', 'Trailhead26', 'Trailhead26');
    const next = screen.getByLabelText(/^New password/);
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        expect.stringContaining('Your new password must be different from your previous password.'),
      ),
    );
  });

  it('changes the password, says so at the top and moves focus there', async () => {
    const { user } = render();
    await fill(user, 'Trailhead26', 'Summit2027', 'Summit2027');

    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Your password has been changed.'));
    await waitFor(() => expect(status).toHaveFocus());
    expect(api.callsTo('POST', CHANGE).map((call) => call.body)).toEqual([
      { currentPassword: 'Trailhead26', newPassword: 'Summit2027' },
    ]);
    expect(api.state.password).toBe('Summit2027');
    // The form is emptied, so the passwords are not left on screen.
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('speaks French in fr-ca', async () => {
    const { user } = render('/fr-ca/account/password');
    await user.type(await screen.findByLabelText(/^Mot de passe actuel/), 'Mauvais2026');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Summit2027');
    await user.type(screen.getByLabelText(/^Confirmez le nouveau mot de passe/), 'Summit2027');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAccessibleDescription(
        'Votre mot de passe actuel est incorrect.',
      ),
    );
  });
});
