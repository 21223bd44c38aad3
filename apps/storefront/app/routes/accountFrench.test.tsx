// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCommerceApi, renderAccountRoute } from '../components/account/accountTesting';
import { FavoriteButton } from '../components/account/FavoriteButton';
import { OrderSummaryList } from '../components/account/OrderSummaryList';
import * as addressesRoute from './accountAddresses';
import * as orderRoute from './accountOrder';
import * as ordersRoute from './accountOrders';
import * as paymentRoute from './accountPaymentMethods';
import * as profileRoute from './accountProfile';

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
  // errorMessageFor reports every API error as a warning; expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .join(' ');

describe('the account pages in Canadian French', () => {
  it('draws the profile form in French on /fr-ca, interests included, without axe violations', async () => {
    const { container } = renderAccountRoute(profileRoute, {
      path: '/:locale/account/profile',
      url: '/fr-ca/account/profile',
    });
    expect(await screen.findByRole('textbox', { name: 'Prénom' })).toHaveValue('Alex');
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Pays du téléphone' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Randonnée' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vélo' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Enregistrer le profil' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws the addresses page in French', async () => {
    renderAccountRoute(addressesRoute, { path: '/:locale/account/addresses', url: '/fr-ca/account/addresses' });
    expect(await screen.findByText('Vous n’avez encore aucune adresse enregistrée.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Adresses' })).toBeInTheDocument();
    const form = within(screen.getByRole('region', { name: 'Ajouter une adresse' }));
    expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Alex');
    expect(form.getByRole('textbox', { name: 'Adresse (ligne 1)' })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Pays' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Ajouter l’adresse' })).toBeInTheDocument();
    expect(screen.queryByText('Add an address')).toBeNull();
  });

  it('names the favourites button and an order list in French', () => {
    const Stub = createRoutesStub([
      {
        path: '/:locale/p/x',
        Component: () => (
          <>
            <FavoriteButton productId="SBJK10026" productName="Alpenglow Parka" />
            <OrderSummaryList orders={[]} lang="fr-CA" />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={['/fr-ca/p/x']} />);
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris Alpenglow Parka' })).toBeInTheDocument();
    expect(screen.getByText('Vous n’avez encore passé aucune commande.')).toBeInTheDocument();
  });

  it('answers the profile form in French: field errors from the validation rules, the saved line, and an API refusal', async () => {
    const { user } = renderAccountRoute(profileRoute, {
      path: '/:locale/account/profile',
      url: '/fr-ca/account/profile',
    });
    const gender = await screen.findByRole('combobox', { name: 'Genre' });
    expect(within(gender).getByRole('option', { selected: true })).toHaveTextContent('Femme');
    expect(within(gender).getByRole('option', { name: 'Préfère ne pas répondre' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Pays du téléphone' })).getByRole('option', {
        name: 'États-Unis (+1)',
      }),
    ).toBeInTheDocument();

    // The form is drawn again with the values sent, so the field is looked up each time.
    const firstName = () => screen.getByRole('textbox', { name: 'Prénom' });
    await user.clear(firstName());
    await user.type(firstName(), 'Al3x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(() => expect(firstName()).toHaveAccessibleDescription('Le nom n’est pas valide.'));
    expect(alertText()).toContain('Veuillez corriger les champs en surbrillance.');
    expect(api.callsTo('PUT', '/consumers-v3/consumer')).toHaveLength(0);

    await user.clear(firstName());
    await user.type(firstName(), 'Alexis');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(() => expect(statusText()).toContain('Votre profil a été enregistré.'));

    api.failNext('PUT', '/consumers-v3/consumer', 409, 'AUT444', 'This phone number is already in use');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveAccessibleDescription(
        expect.stringContaining('Ce numéro de téléphone est déjà utilisé.'),
      ),
    );
  });

  it('answers the address form in French, errors and success, with the countries named in French', async () => {
    const { user } = renderAccountRoute(addressesRoute, {
      path: '/:locale/account/addresses',
      url: '/fr-ca/account/addresses',
    });
    const form = within(await screen.findByRole('region', { name: 'Ajouter une adresse' }));
    expect(
      within(form.getByRole('combobox', { name: 'Pays' })).getByRole('option', { name: 'Royaume-Uni' }),
    ).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Adresse (ligne 1)' }), '1000 rue Sherbrooke O');
    await user.click(form.getByRole('button', { name: 'Ajouter l’adresse' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Ville' })).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(api.callsTo('POST', '/consumers-v3/consumer/address')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Ville' }), 'Montréal');
    await user.type(form.getByRole('textbox', { name: 'État ou province' }), 'QC');
    await user.type(form.getByRole('textbox', { name: 'Code postal' }), 'H3A 1E8');
    await user.type(form.getByRole('textbox', { name: 'Numéro de téléphone' }), '5145550142');
    await user.click(form.getByRole('button', { name: 'Ajouter l’adresse' }));
    await waitFor(() => expect(statusText()).toContain('L’adresse a été ajoutée.'));
  });

  it('shows order statuses in French in the order list', async () => {
    api.addOrder('SB40000001');
    renderAccountRoute(ordersRoute, { path: '/:locale/account/orders', url: '/fr-ca/account/orders' });
    const [row] = await screen.findAllByTestId('order-summary');
    expect(row).toHaveTextContent('Confirmée');
    expect(row).not.toHaveTextContent('Confirmed');
  });

  it('answers an order cancellation in French, with the new status in French', async () => {
    api.addOrder('SB40000001');
    const { user } = renderAccountRoute(orderRoute, {
      path: '/:locale/account/orders/:orderNo',
      url: '/fr-ca/account/orders/SB40000001',
    });
    await user.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Annulée'));
    expect(statusText()).toContain('Votre commande a été annulée.');
  });

  it('answers the gift card form in French: the spec §8 save failures and the saved card', async () => {
    const { user } = renderAccountRoute(paymentRoute, {
      path: '/:locale/account/payment-methods',
      url: '/fr-ca/account/payment-methods',
    });
    const number = await screen.findByRole('textbox', { name: 'Numéro de la carte-cadeau' });
    await user.type(number, '123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte-cadeau' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Numéro de la carte-cadeau' })).toHaveAccessibleDescription(
        expect.stringContaining('Entrez les 12 à 19 chiffres de la carte-cadeau.'),
      ),
    );

    api.failNext('POST', '/consumers-v3/consumer/payment_instruments', 500, 'GEN500', 'boom');
    await user.clear(screen.getByRole('textbox', { name: 'Numéro de la carte-cadeau' }));
    await user.type(screen.getByRole('textbox', { name: 'Numéro de la carte-cadeau' }), '6006490000000001');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte-cadeau' }));
    // In an error toast of the page's queue (spec §8), not inline.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent(
        'l’enregistrement de la carte-cadeau a échoué',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte-cadeau' }));
    await screen.findByText('Carte-cadeau se terminant par 0001', { selector: 'p' });
    expect(statusText()).toContain('La carte-cadeau a été enregistrée.');
  });
});
