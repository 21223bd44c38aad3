// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import type { SignInFlowStep } from '@switchback/auth';
import { axeViolations, installDialogStandIn } from '@switchback/test-utils';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Form } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_VIEW, type FlowView } from '../../lib/authFlowView';
import { renderHeader, shopper, viewAt } from './authTesting';
import { SignInFlowView } from './SignInFlowView';

beforeAll(installDialogStandIn);

const STEPS: Array<[SignInFlowStep, FlowView, string, string]> = [
  ['lookup', viewAt({}), 'Sign in or create an account', 'Continue'],
  ['signIn', viewAt({}, { type: 'LOOKUP_DONE', email: 'a@example.com', exists: true }), 'Sign in', 'Sign in'],
  [
    'signUp',
    viewAt({}, { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false }),
    'Create your account',
    'Create account',
  ],
  ['forgotPassword', viewAt({}, { type: 'FORGOT_PASSWORD' }), 'Reset your password', 'Send reset link'],
  [
    'resetSent',
    viewAt({}, { type: 'FORGOT_PASSWORD' }, { type: 'RESET_REQUESTED' }),
    'Check your email',
    'Back to sign in',
  ],
  [
    'employeeTerms',
    viewAt({ loggedIn: true, consumerType: 'EMPLOYEE', hasPhone: true }),
    'Employee discount terms',
    'Accept terms',
  ],
  [
    'nonLoyalty',
    viewAt({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true, loyaltyEnrolment: true }),
    'Join Switchback Rewards',
    'Join now',
  ],
  [
    'welcome',
    viewAt(
      {},
      { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false },
      { type: 'SIGNED_UP', facts: { consumerType: 'REGISTERED' } },
    ),
    'Welcome to Switchback',
    'Continue',
  ],
  ['mobile', viewAt({ loggedIn: true, consumerType: 'REGISTERED' }), 'Add your mobile number', 'Save'],
  ['profile', viewAt({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true }), 'Complete your profile', 'Save'],
  [
    'interests',
    viewAt(
      { loggedIn: true, consumerType: 'REGISTERED', hasPhone: true, interestsEnabled: true },
      { type: 'PROFILE_SAVED' },
    ),
    'What are you into?',
    'Save',
  ],
  [
    'success',
    viewAt({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true }, { type: 'PROFILE_SAVED' }),
    'You are all set',
    'Done',
  ],
];

function renderView(view: FlowView) {
  const Stub = createRoutesStub([
    {
      path: '/:locale/sign-in',
      Component: () => (
        <SignInFlowView
          view={view}
          Form={Form}
          action="/en-us/sign-in"
          returnTo="/en-us/cart"
          idPrefix="t"
          headingLevel={1}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/en-us/sign-in']} />);
}

describe('SignInFlowView', () => {
  it("the dialog's constant first view is the machine's first state for a guest", () => {
    expect(LOOKUP_VIEW).toEqual(viewAt({}));
  });

  it.each(STEPS)(
    'draws the %s step with its heading and main button, without axe violations',
    async (step, view, heading, button) => {
      expect(view.step).toBe(step);
      const { container } = renderView(view);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
      const main = screen.getAllByRole('button', { name: button })[0] as HTMLButtonElement;
      expect(main.name).toBe('intent');
      expect((container.querySelector('input[name="step"]') as HTMLInputElement).value).toBe(step);
      expect((container.querySelector('input[name="returnTo"]') as HTMLInputElement).value).toBe('/en-us/cart');
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('links the sign-up agreement, the employee terms and the loyalty step to their terms pages, opening in a new tab', () => {
    const cases: Array<[FlowView, string, string]> = [
      [
        viewAt({}, { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false }),
        'Terms of sale',
        '/en-us/terms/sale',
      ],
      [
        viewAt({}, { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false }),
        'Privacy notice',
        '/en-us/terms/privacy',
      ],
      [
        viewAt({ loggedIn: true, consumerType: 'EMPLOYEE', hasPhone: true }),
        'Associate discount terms',
        '/en-us/terms/associate-discount',
      ],
      [
        viewAt({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true, loyaltyEnrolment: true }),
        'XPLR Pass terms',
        '/en-us/terms/loyalty',
      ],
    ];
    for (const [view, name, href] of cases) {
      const { unmount } = renderView(view);
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      unmount();
    }
    renderView(viewAt({}, { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false }));
    // The links are the agreement checkbox's hint, read out with it.
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }),
    ).toHaveAccessibleDescription(/Terms of sale.*Privacy notice/);
  });

  it('puts invalid credentials at the password, described by the message', () => {
    renderView(
      viewAt({}, { type: 'LOOKUP_DONE', email: 'a@example.com', exists: true }, { type: 'FAILED', errorId: 'AUT401' }),
    );
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The email or password is incorrect.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns about the last attempt and shows a locked account at the top', () => {
    const warned = viewAt(
      {},
      { type: 'LOOKUP_DONE', email: 'a@example.com', exists: true },
      { type: 'FAILED', errorId: 'AUT426' },
    );
    const { unmount } = renderView(warned);
    expect(screen.getByText('One more failed attempt will lock your account.')).toBeTruthy();
    unmount();
    renderView(
      viewAt({}, { type: 'LOOKUP_DONE', email: 'a@example.com', exists: true }, { type: 'FAILED', errorId: 'AUT423' }),
    );
    expect(screen.getByRole('alert').textContent).toContain('locked');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
  });

  it('shows a login in use at the e-mail field of sign-up, editable, and a phone in use at the phone', () => {
    const signUp = viewAt(
      {},
      { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false },
      { type: 'FAILED', errorId: 'AUT439' },
    );
    const { unmount } = renderView(signUp);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    unmount();
    renderView(
      viewAt({}, { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false }, { type: 'FAILED', errorId: 'AUT444' }),
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number (optional)' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the birth date after MISSING_BIRTHDATE, and hides the optional fields in the simplified variant', () => {
    const { unmount } = renderView(
      viewAt(
        {},
        { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false },
        { type: 'FAILED', errorId: 'MISSING_BIRTHDATE' },
      ),
    );
    const birthDate = screen.getByRole('textbox', { name: 'Birth date' });
    expect(birthDate.hasAttribute('required')).toBe(true);
    // Typed as on the account's profile: month first on the US site, masked as the shopper types.
    expect(birthDate).toHaveAccessibleDescription(/^Format: MM\/DD\/YYYY/);
    fireEvent.input(birthDate, { target: { value: '04121990' } });
    expect(birthDate).toHaveValue('04/12/1990');
    unmount();
    renderView(viewAt({ simplified: true }, { type: 'LOOKUP_DONE', email: 'n@example.com', exists: false }));
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
  });
});

describe('HeaderAccount', () => {
  it('links a guest to the sign-in page with returnTo, and keeps only the consumer number and type locally', async () => {
    renderHeader(shopper());
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/en-us/sign-in?returnTo=%2Fen-us%2Fcart');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('sb_auth') ?? 'null')).toEqual({
        consumerNo: 'C1',
        consumerType: 'GUEST',
      }),
    );
  });

  it('shows "Account" to a registered shopper', async () => {
    renderHeader(shopper({ registered: true, consumerType: 'REGISTERED' }));
    expect((await screen.findByRole('link', { name: 'Account' })).getAttribute('href')).toBe('/en-us/account');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('opens the sign-in dialog, runs the flow through the route action, and closes on Escape', async () => {
    renderHeader(shopper());
    const link = await screen.findByRole('link', { name: 'Sign in' });
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Your Switchback account' });
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'alex@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('alex@example.com')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('shows the employee terms prompt instead of the discount, and the spend banner once accepted', async () => {
    const { unmount } = renderHeader(shopper({ registered: true, consumerType: 'EMPLOYEE', termsPending: true }));
    expect((await screen.findByRole('region', { name: 'Account notices' })).textContent).toContain(
      'Accept the employee discount terms',
    );
    unmount();
    renderHeader(
      shopper({
        registered: true,
        consumerType: 'EMPLOYEE',
        spend: { type: 'employee', currentSpend: 420, limit: 2000, remaining: 1580 },
        currency: 'USD',
      }),
    );
    expect((await screen.findByTestId('spend-banner')).textContent).toBe(
      'Employee discount: $420.00 spent of $2,000.00 · $1,580.00 left this year',
    );
  });

  it('confirms a sign-in made from the dialog, once', async () => {
    renderHeader(shopper({ registered: true, consumerType: 'REGISTERED', justSignedIn: true }));
    const confirmation = await screen.findByRole('dialog', { name: 'You are signed in' });
    expect(confirmation.hasAttribute('open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(confirmation.hasAttribute('open')).toBe(false));
  });

  it('the sign-out button posts intent=signOut with the page it was pressed on', async () => {
    const { container } = renderHeader(shopper({ registered: true }), '/en-us/account/orders');
    await screen.findByRole('button', { name: 'Sign out' });
    const form = container.querySelector('form[action="/en-us/sign-in"]') as HTMLFormElement;
    expect(new FormData(form).get('intent')).toBe('signOut');
    expect(new FormData(form).get('from')).toBe('/en-us/account/orders');
  });
});
