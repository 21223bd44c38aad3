// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as paymentsRoute from './accountPaymentMethods';
import * as subscriptionsRoute from './accountSubscriptions';
import { fakeCommerceApi, PAYMENTS_URL, renderAccountRoute } from '../components/account/accountTesting';
import { act } from '@testing-library/react';

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

describe('saved payment methods', () => {
  const render = () =>
    renderAccountRoute(paymentsRoute, {
      path: '/:locale/account/payment-methods',
      url: '/en-us/account/payment-methods',
    });

  it('saves a gift card, makes another main and removes one (also while the card provider is down)', async () => {
    // Without the provider's card frame, whose insides jsdom's axe cannot enter (the browser tests check it).
    api.failNext('GET', '/cart/v1/paymentSession', 503, 'GEN500');
    const { user, container } = render();
    expect(await screen.findByText('You have no saved payment methods.')).toBeInTheDocument();
    expect(screen.getByText('Cards cannot be added right now. Please try again later.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    const number = screen.getByRole('textbox', { name: 'Gift card number' });
    await user.type(number, '6006 4900 0000 0001');
    await user.click(screen.getByRole('button', { name: 'Save gift card' }));
    await screen.findByText('Gift card ending 0001', { selector: 'p' });
    expect(api.callsTo('POST', '/consumers-v3/consumer/payment_instruments')[0]?.body).toEqual({
      payment_method_id: 'GIFT_CARD',
      card: { number: '6006490000000001' },
    });
    // A fresh, empty form for the next card.
    expect(screen.getByRole('textbox', { name: 'Gift card number' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Gift card number' }), '6006490000000019');
    await user.click(screen.getByRole('button', { name: 'Save gift card' }));
    await user.click(await screen.findByRole('button', { name: 'Make main Gift card ending 0019' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Make main Gift card ending 0001' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Gift card ending 0001' }));
    await waitFor(() => expect(screen.queryByText('Gift card ending 0001', { selector: 'p' })).toBeNull());
    expect(screen.getAllByTestId('payment-instrument')).toHaveLength(1);
  });

  it('names each saved reward code by its own code, not by an ending they share', async () => {
    api.state.instruments.push(
      {
        payment_instrument_id: 'pi_r5',
        payment_method_id: 'REWARD_CODE',
        card: {
          paymentInstrumentId: 'pi_r5',
          main: false,
          code: 'RWD-5OFF-MAYA',
          amount: 5,
          currency: 'USD',
          expiresAt: '2027-03-31',
        },
      },
      {
        payment_instrument_id: 'pi_r10',
        payment_method_id: 'REWARD_CODE',
        card: {
          paymentInstrumentId: 'pi_r10',
          main: false,
          code: 'RWD-10OFF-MAYA',
          amount: 10,
          currency: 'USD',
          expiresAt: '2027-06-30',
        },
      },
    );
    render();
    const saved = await screen.findAllByTestId('payment-instrument');
    expect(saved.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Reward code RWD-5OFF-MAYA'),
      expect.stringContaining('Reward code RWD-10OFF-MAYA'),
    ]);
    expect(saved[0]).toHaveTextContent('Worth $5.00 · Expires 2027-03-31');
    expect(screen.queryByText(/ending MAYA/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Reward code RWD-10OFF-MAYA' })).toBeInTheDocument();
  });

  it("says 'gift card already exists' for a card saved before and 'gift card save failed' otherwise (spec §8)", async () => {
    const { user } = render();
    await screen.findByText('You have no saved payment methods.');
    api.failNext(
      'POST',
      '/consumers-v3/consumer/payment_instruments',
      409,
      'CCA401',
      'This gift card or reward is already saved in your account',
    );
    await user.type(screen.getByRole('textbox', { name: 'Gift card number' }), '6006490000000001');
    await user.click(screen.getByRole('button', { name: 'Save gift card' }));
    // In an error toast of the page's queue (spec §8), not inline; it stays until dismissed.
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(toasts).toHaveTextContent('gift card already exists'));
    expect(alertText()).not.toContain('gift card already exists');

    api.failNext('POST', '/consumers-v3/consumer/payment_instruments', 500, 'GEN500', 'boom');
    await user.click(screen.getByRole('button', { name: 'Save gift card' }));
    await waitFor(() => expect(toasts).toHaveTextContent('gift card save failed'));
    expect(toasts).toHaveTextContent('gift card already exists');

    // Dismissed from the keyboard.
    const close = within(toasts).getAllByRole('button', { name: 'Dismiss' })[0]!;
    close.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toasts).not.toHaveTextContent('gift card already exists'));
    expect(toasts).toHaveTextContent('gift card save failed');
  });

  it('checks the gift card number before calling the API', async () => {
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: 'Gift card number' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Save gift card' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Gift card number' })).toHaveAccessibleDescription(
        expect.stringContaining('Enter the 12 to 19 digits of the gift card.'),
      ),
    );
    expect(api.callsTo('POST', '/consumers-v3/consumer/payment_instruments')).toHaveLength(0);
  });
});

/** What the provider's hosted fields post to the shop once the card is entered. */
/**
 * The card fields are on screen and the form listens to the provider: the "needs JavaScript" notice goes once the
 * form's effects have run (a message posted before that would be missed, as in a real browser).
 */
async function cardFieldsListening(): Promise<HTMLElement> {
  const frame = await screen.findByTitle('Card details (secure payment provider)');
  await waitFor(() => expect(screen.queryByText(/Saving a card needs JavaScript/)).toBeNull());
  return frame;
}

function providerPostsCard(
  origin = PAYMENTS_URL,
  card: { token: string; cardType: string; lastFour: string } = {
    token: 'sandbox_tok_visa_4242_abc',
    cardType: 'VISA',
    lastFour: '4242',
  },
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        data: {
          source: 'switchback-sandbox-pay',
          type: 'card.tokenized',
          ...card,
          expirationMonth: 12,
          expirationYear: 2030,
        },
      }),
    );
  });
}

describe('saving a credit card', () => {
  const render = () =>
    renderAccountRoute(paymentsRoute, {
      path: '/:locale/account/payment-methods',
      url: '/en-us/account/payment-methods',
    });

  it("shows the provider's card fields and saves the token it posts, never a card number", async () => {
    const { user } = render();
    const frame = await cardFieldsListening();
    expect(frame.getAttribute('src')).toMatch(/^http:\/\/pay\.test\/payments\/sandbox\/v1\/hosted-fields\?origin=/);
    // A message from anywhere but the provider is ignored.
    providerPostsCard('http://evil.test');
    expect(screen.queryByText('VISA ending 4242 is ready to save.')).toBeNull();
    providerPostsCard();
    expect(await screen.findByText('VISA ending 4242 is ready to save.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Maya Chen');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await screen.findByText('VISA ending 4242', { selector: 'p' });
    expect(screen.getByText('Expires 12/2030')).toBeInTheDocument();
    expect(api.callsTo('POST', '/consumers-v3/consumer/payment_instruments')[0]?.body).toEqual({
      payment_method_id: 'CREDIT_CARD',
      card: {
        cardToken: 'sandbox_tok_visa_4242_abc',
        cardType: 'VISA',
        lastFour: '4242',
        holder: 'Maya Chen',
        expirationMonth: 12,
        expirationYear: 2030,
      },
    });
  });

  it('makes a saved credit card the main one and deletes a card, keeping the list and the main badge true', async () => {
    const { user } = render();
    await cardFieldsListening();
    const saveCard = async (card?: { token: string; cardType: string; lastFour: string }) => {
      // The form has emptied itself after the previous save (its status names no card), as a shopper sees it.
      await waitFor(() => expect(screen.queryByText(/is ready to save/)).toBeNull());
      providerPostsCard(PAYMENTS_URL, card);
      await screen.findByText(/is ready to save/);
      await user.clear(screen.getByRole('textbox', { name: 'Name on card' }));
      await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Maya Chen');
      await user.click(screen.getByRole('button', { name: 'Save card' }));
    };
    await saveCard();
    await screen.findByText('VISA ending 4242', { selector: 'p' });
    await saveCard({ token: 'sandbox_tok_mastercard_4444_def', cardType: 'MASTERCARD', lastFour: '4444' });
    await screen.findByText('MASTERCARD ending 4444', { selector: 'p' });
    const card = (label: string) =>
      screen.getAllByTestId('payment-instrument').find((item) => item.textContent?.includes(label));
    // The first card saved is the main one: it has no "Make main" button.
    expect(card('VISA ending 4242')).toHaveTextContent('Main payment method');
    expect(screen.queryByRole('button', { name: 'Make main VISA ending 4242' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make main MASTERCARD ending 4444' }));
    expect(await screen.findByText('This is now your main payment method.')).toBeInTheDocument();
    const [patched] = api.callsTo('PATCH', '/consumers-v3/consumer/payment_instruments/pi-2');
    expect(patched?.body).toEqual({ main: true });
    await waitFor(() => expect(card('MASTERCARD ending 4444')).toHaveTextContent('Main payment method'));
    expect(card('VISA ending 4242')).not.toHaveTextContent('Main payment method');
    expect(screen.getByRole('button', { name: 'Make main VISA ending 4242' })).toBeInTheDocument();

    // A refused deletion keeps the card and says why.
    api.failNext('DELETE', '/consumers-v3/consumer/payment_instruments/pi-1', 502, 'GEN500', 'server down');
    await user.click(screen.getByRole('button', { name: 'Remove VISA ending 4242' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(card('VISA ending 4242')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove VISA ending 4242' }));
    expect(await screen.findByText('The payment method was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('VISA ending 4242', { selector: 'p' })).toBeNull());
    expect(api.callsTo('DELETE', '/consumers-v3/consumer/payment_instruments/pi-1')).toHaveLength(2);
    expect(screen.getAllByTestId('payment-instrument')).toHaveLength(1);
    expect(card('MASTERCARD ending 4444')).toHaveTextContent('Main payment method');
  });

  it('asks for the card and a valid name before calling the API', async () => {
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'M4ya');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(
      await screen.findByText('Enter the card in the secure fields and choose "Use this card" first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription('Name is not valid.');
    expect(api.callsTo('POST', '/consumers-v3/consumer/payment_instruments')).toHaveLength(0);
  });

  it("shows the server's message for a card already saved and 'credit card save failed' otherwise (spec §8)", async () => {
    const { user } = render();
    await cardFieldsListening();
    providerPostsCard();
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Maya Chen');
    api.failNext(
      'POST',
      '/consumers-v3/consumer/payment_instruments',
      409,
      'CCA400',
      'This card is already saved in your account',
    );
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    // In an error toast (spec §8), not inline.
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(toasts).toHaveTextContent('This card is already saved in your account'));
    expect(alertText()).not.toContain('This card is already saved in your account');

    api.failNext('POST', '/consumers-v3/consumer/payment_instruments', 502, 'PYT300', 'provider down');
    providerPostsCard();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(toasts).toHaveTextContent('credit card save failed'));

    // The same failure again does not stack a second identical toast; Dismiss removes it.
    api.failNext('POST', '/consumers-v3/consumer/payment_instruments', 502, 'PYT300', 'provider down');
    providerPostsCard();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(api.callsTo('POST', '/consumers-v3/consumer/payment_instruments')).toHaveLength(3));
    expect(within(toasts).getAllByText('credit card save failed')).toHaveLength(1);
    await user.click(within(toasts).getAllByRole('button', { name: 'Dismiss' })[1]!);
    await waitFor(() => expect(toasts).not.toHaveTextContent('credit card save failed'));
  });
});

describe('subscriptions', () => {
  const render = () =>
    renderAccountRoute(subscriptionsRoute, {
      path: '/:locale/account/subscriptions',
      url: '/en-us/account/subscriptions',
    });

  it('shows the current choices and saves the newsletter and the SMS opt-in together', async () => {
    const { user, container } = render();
    const newsletter = await screen.findByRole('checkbox', { name: 'Email newsletter' });
    const sms = screen.getByRole('checkbox', { name: 'Text messages (SMS)' });
    expect(newsletter).toBeChecked();
    expect(sms).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(newsletter);
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save subscriptions' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Text messages (SMS)' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Email newsletter' })).not.toBeChecked();
    expect(api.callsTo('PUT', '/consumers-v3/consumer/subscription')[0]?.body).toEqual({
      subscriptions: [
        { type: 'Newsletter', channel: 'email', optin: false },
        { type: 'Newsletter', channel: 'sms', optin: true },
      ],
    });
  });

  it('refuses the SMS opt-in without a phone number on the profile (spec §5)', async () => {
    api.state.profile.consumerDetails.phone = null as unknown as string;
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Text messages (SMS)' }));
    await user.click(screen.getByRole('button', { name: 'Save subscriptions' }));
    expect(await screen.findByText('Add a phone number to your profile to get text messages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a phone number' })).toHaveAttribute('href', '/en-us/account/profile');
    expect(api.callsTo('PUT', '/consumers-v3/consumer/subscription')).toHaveLength(0);
  });
});
