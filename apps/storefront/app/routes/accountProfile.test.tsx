// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as profileRoute from './accountProfile';
import { fakeCommerceApi, renderAccountRoute } from '../components/account/accountTesting';

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
});

const render = () =>
  renderAccountRoute(profileRoute, { path: '/:locale/account/profile', url: '/en-us/account/profile' });

describe('the profile form', () => {
  it('shows the saved profile: birth date in the US order, phone country, shoe size and pipe-separated interests', async () => {
    const { container } = render();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Birth date' })).toHaveValue('02/01/1990');
    expect(screen.getByRole('combobox', { name: 'Phone country' })).toHaveValue('US');
    expect(screen.getByText('Format: (XXX) XXX - XXXX')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Preferred shoe size (US)' })).toHaveValue('9.5');
    expect(screen.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Camping' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cycling' })).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a bad name and an impossible date with the spec messages at the fields, without calling the API', async () => {
    const { user } = render();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Al3x');
    const birthDate = screen.getByRole('textbox', { name: 'Birth date' });
    await user.clear(birthDate);
    await user.type(birthDate, '02301990');
    expect(birthDate).toHaveValue('02/30/1990');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Name is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Date should match MM/DD/YYYY and be a valid date.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Name is not valid.');
    // The form keeps what was typed, and focus goes to the first field to fix.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Al3x');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(api.callsTo('PUT', '/consumers-v3/consumer')).toHaveLength(0);
  });

  it('refuses a phone number that does not fit the country', async () => {
    const { user } = render();
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '1235550199');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Phone number is not valid.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/consumers-v3/consumer')).toHaveLength(0);
  });

  it('saves phone digits with the dial code, the birth date as YYYY-MM-DD and interests pipe-separated', async () => {
    const { user } = render();
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '7205550199');
    // Formatted with the country mask as the shopper types.
    expect(phone).toHaveValue('(720) 555 - 0199');
    const birthDate = screen.getByRole('textbox', { name: 'Birth date' });
    await user.clear(birthDate);
    await user.type(birthDate, '07041985');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred shoe size (US)' }), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Camping' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cycling' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.'));
    expect(api.callsTo('PUT', '/consumers-v3/consumer').map((call) => call.body)).toEqual([
      {
        consumerProfile: {
          consumerDetails: {
            firstName: 'Alex',
            lastName: 'Rivera',
            phone: '7205550199',
            phoneCode: '+1',
            birthDate: '1985-07-04',
            gender: 'F',
          },
          preferences: { interests: 'hiking|cycling', preferredShoeSize: '10' },
        },
      },
    ]);
    // The page shows what is saved now.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Birth date' })).toHaveValue('07/04/1985'));
  });

  it('shows a phone number used by another account at the phone field', async () => {
    // commerce-api's answer: the named id of §8 first, the area code second.
    api.failNext(
      'PUT',
      '/consumers-v3/consumer',
      409,
      ['PHONE_NUMBER_ALREADY_IN_USE2', 'AUT444'],
      'This phone number is already in use',
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringMatching(/Format: \(XXX\) XXX - XXXX .+/));
  });
});
