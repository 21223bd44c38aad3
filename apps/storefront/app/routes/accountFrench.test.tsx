// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, useMswServer } from '@switchback/test-utils';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCommerceApi, renderAccountRoute } from '../components/account/accountTesting';
import { FavoriteButton } from '../components/account/FavoriteButton';
import { OrderSummaryList } from '../components/account/OrderSummaryList';
import * as addressesRoute from './accountAddresses';
import * as profileRoute from './accountProfile';

const server = useMswServer();

beforeEach(() => {
  server.use(...fakeCommerceApi().handlers);
});

describe('the account pages in Canadian French', () => {
  it('draws the profile form in French on /fr-ca, interests included, without axe violations', async () => {
    const { container } = renderAccountRoute(profileRoute, { path: '/:locale/account/profile', url: '/fr-ca/account/profile' });
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
});
