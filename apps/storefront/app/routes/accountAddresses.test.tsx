// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as addressesRoute from './accountAddresses';
import { fakeCommerceApi, renderAccountRoute } from '../components/account/accountTesting';

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
});

const render = () =>
  renderAccountRoute(addressesRoute, { path: '/:locale/account/addresses', url: '/en-us/account/addresses' });

async function addAddress(user: ReturnType<typeof render>['user'], line1: string, city: string) {
  const form = within(screen.getByRole('region', { name: 'Add an address' }));
  await user.type(form.getByRole('textbox', { name: 'Address line 1' }), line1);
  await user.type(form.getByRole('textbox', { name: 'City' }), city);
  await user.type(form.getByRole('textbox', { name: 'State or province' }), 'CO');
  await user.type(form.getByRole('textbox', { name: 'Postal code' }), '80202');
  await user.type(form.getByRole('textbox', { name: 'Phone number' }), '3035550142');
  await user.click(form.getByRole('button', { name: 'Add address' }));
  await screen.findByRole('listitem', { name: new RegExp(`^${line1}`) });
}

describe('the addresses page', () => {
  it('offers an empty add form prefilled with the profile name, email and the store country, without violations', async () => {
    const { container } = render();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    const form = within(screen.getByRole('region', { name: 'Add an address' }));
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('alex.rivera@example.com');
    expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the spec §5 address rules at the fields and saves nothing', async () => {
    const { user } = render();
    const form = within(await screen.findByRole('region', { name: 'Add an address' }));
    await user.clear(form.getByRole('textbox', { name: 'Last name' }));
    await user.type(form.getByRole('textbox', { name: 'Last name' }), 'R');
    await user.type(form.getByRole('textbox', { name: 'Address line 1' }), 'x'.repeat(31));
    await user.click(form.getByRole('button', { name: 'Add address' }));
    expect(await form.findByText('Use at least 2 characters.')).toBeInTheDocument();
    expect(form.getByText('Use at most 30 characters.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo('POST', '/consumers-v3/consumer/address')).toHaveLength(0);
  });

  it("checks the country's own rules as checkout does: a US ZIP code and a state", async () => {
    const { user } = render();
    const form = within(await screen.findByRole('region', { name: 'Add an address' }));
    await user.type(form.getByRole('textbox', { name: 'Address line 1' }), '1601 Wazee St');
    await user.type(form.getByRole('textbox', { name: 'City' }), 'Denver');
    await user.type(form.getByRole('textbox', { name: 'Postal code' }), 'ABC');
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '3035550142');
    await user.click(form.getByRole('button', { name: 'Add address' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
        'Enter a 5-digit ZIP code.',
      ),
    );
    expect(form.getByRole('textbox', { name: 'State or province' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(api.callsTo('POST', '/consumers-v3/consumer/address')).toHaveLength(0);
  });

  it('makes the first address main, and moves main to another one on request', async () => {
    const { user } = render();
    await screen.findByRole('region', { name: 'Add an address' });
    await addAddress(user, '1601 Wazee St', 'Denver');
    expect(screen.getByRole('listitem', { name: '1601 Wazee St, Main address' })).toBeInTheDocument();
    await addAddress(user, '500 Pearl St', 'Boulder');
    expect(screen.getByRole('listitem', { name: '500 Pearl St' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/consumers-v3/consumer/address')[1]?.body).toEqual({
      firstName: 'Alex',
      lastName: 'Rivera',
      email: 'alex.rivera@example.com',
      phone: '3035550142',
      addressLine1: '500 Pearl St',
      city: 'Boulder',
      postalCode: '80202',
      countryCode: 'US',
      approachType: 'S',
      province: 'CO',
    });

    await user.click(screen.getByRole('button', { name: 'Make main 500 Pearl St' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: '500 Pearl St, Main address' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: '1601 Wazee St' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'This is now your main address.'),
    ).toBe(true);
  });

  it('edits and deletes an address', async () => {
    const { user } = render();
    await screen.findByRole('region', { name: 'Add an address' });
    await addAddress(user, '1601 Wazee St', 'Denver');
    const card = within(screen.getByRole('listitem', { name: '1601 Wazee St, Main address' }));
    await user.click(card.getByText('Edit'));
    const city = card.getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Golden');
    await user.click(card.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: '1601 Wazee St, Main address' })).getByText('Golden CO 80202'),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete 1601 Wazee St' }));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/consumers-v3/consumer/address/addr-1')).toHaveLength(1);
  });
});
