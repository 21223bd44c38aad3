import {
  advanceSignInFlow,
  isSignInFlowStep,
  startSignInFlow,
  type SignInFlowEvent,
  type SignInFlowInput,
  type SignInFlowState,
} from '@switchback/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stepOnlyEvent } from '../../lib/authIntents';
import { toFlowView, type FlowView } from '../../lib/authFlowView';
import { expectDialogKeyboardPath, findOpenDialog } from '../../testing/dialogStoryChecks';
import { answerShopRequests, shopRedirect, shopRoute, ShopStory } from '../../testing/shopStory';
import { HeaderAccount } from './HeaderAccount';
import { SignInDialog } from './SignInDialog';
import './auth.css';

/** The account the stand-in shop knows: signing in with its password works, any other password is refused. */
const MEMBER = { email: 'maya.chen@example.com', password: 'switchback-trails' };

const viewAt = (input: SignInFlowInput, ...events: SignInFlowEvent[]): FlowView =>
  toFlowView(events.reduce(advanceSignInFlow, startSignInFlow(input)), {});

/**
 * The event each button of a step sends the flow, as the sign-in route's action works it out: the calls answered by
 * the fixed account above instead of commerce-api, the step-only intents by the same table the action uses.
 */
function eventOf(intent: string, form: FormData, state: SignInFlowState): SignInFlowEvent | undefined {
  const email = String(form.get('email') ?? state.context.email).trim();
  switch (intent) {
    case 'lookup':
      if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email))
        return { type: 'INVALID', errors: { email: 'Enter an email address like name@example.com' } };
      return { type: 'LOOKUP_DONE', email, exists: email === MEMBER.email };
    case 'signIn':
      return form.get('password') === MEMBER.password
        ? { type: 'SIGNED_IN', facts: { consumerType: 'REGISTERED', hasPhone: true } }
        : { type: 'FAILED', errorId: 'AUT401', message: 'The email or password is not right.' };
    case 'forgotPassword':
      return { type: 'RESET_REQUESTED' };
    case 'mobile':
      return { type: 'MOBILE_SAVED' };
    case 'profile':
      return { type: 'PROFILE_SAVED' };
    case 'interests':
      return { type: 'INTERESTS_SAVED' };
    case 'acceptTerms':
      return { type: 'TERMS_ACCEPTED' };
    case 'joinLoyalty':
      return { type: 'LOYALTY_JOINED' };
    default:
      return stepOnlyEvent(intent);
  }
}

/**
 * The sign-in route's action, answered over the network: it runs the flow machine of `@switchback/auth` from the
 * step the form was sent from and answers the next step's view, or sends the shopper back to `returnTo` when the
 * flow is done — as `runSignInAction` does, with the account calls answered by the fixed account above.
 */
const signInRoute = [
  http.post(shopRoute('/:locale/sign-in'), async ({ request }) => {
    const form = await request.formData();
    await delay(150);
    const step = String(form.get('step'));
    const base = startSignInFlow({});
    const state: SignInFlowState =
      isSignInFlowStep(step) && step !== 'done'
        ? { step, context: { ...base.context, email: String(form.get('email') ?? '') } }
        : base;
    const event = eventOf(String(form.get('intent')), form, state);
    const next = event ? advanceSignInFlow(state, event) : state;
    if (next.step === 'done') return shopRedirect(String(form.get('returnTo') ?? '/en-us'));
    return HttpResponse.json({ flow: toFlowView(next, {}) }, { status: next.context.errors.length > 0 ? 400 : 200 });
  }),
];

/** The dialog at a step of the flow, opened from a "Sign in" button as the header opens it. */
function SignInAtStep({ startView }: { startView: FlowView }) {
  return <ShopStory url="/en-us/cart" routes={['/:locale/sign-in']} page={() => <Opener startView={startView} />} />;
}

function Opener({ startView }: { startView: FlowView }) {
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  return (
    <>
      <button
        type="button"
        className="sb-button sb-button--secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        Sign in
      </button>
      {opening > 0 ? (
        <SignInDialog
          open={open}
          opening={opening}
          onClose={() => setOpen(false)}
          action="/en-us/sign-in?returnTo=%2Fen-us%2Fcart"
          returnTo="/en-us/cart"
          startView={startView}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Storefront/Sign-in dialog',
  component: SignInAtStep,
  args: { startView: viewAt({}) },
  argTypes: { startView: { control: false } },
  parameters: { layout: 'padded' },
  beforeEach: async () => {
    await answerShopRequests(...signInRoute);
  },
} satisfies Meta<typeof SignInAtStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const DIALOG = 'Your Switchback account';

/**
 * Opens the dialog at its step and checks the keyboard path (focus in, Tab kept inside, Escape closes, focus back on
 * "Sign in"), then opens it again and leaves it open with the step's heading and main button, for the accessibility
 * check.
 */
const stepStory = (startView: FlowView, heading: string, button: string): Story => ({
  args: { startView },
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: 'Sign in' });
    await expectDialogKeyboardPath(opener, DIALOG);
    await userEvent.click(opener);
    const dialog = await findOpenDialog(DIALOG);
    await expect(within(dialog).getByRole('heading', { level: 3, name: heading })).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: button })[0]).toBeEnabled();
  },
});

/** First step: the e-mail, which decides between signing in and creating an account. */
export const Lookup = stepStory(viewAt({}), 'Sign in or create an account', 'Continue');
/** A known e-mail: the password. */
export const SignInStep = stepStory(
  viewAt({}, { type: 'LOOKUP_DONE', email: MEMBER.email, exists: true }),
  'Sign in',
  'Sign in',
);
SignInStep.name = 'Sign in';
/** A new e-mail: the account form, with the password rules and the terms. */
export const SignUp = stepStory(
  viewAt({}, { type: 'LOOKUP_DONE', email: 'sam.new@example.com', exists: false }),
  'Create your account',
  'Create account',
);
/** Loyalty sign-up: the programme's terms too. */
export const SignUpForLoyalty = stepStory(
  viewAt({ loyaltyEnrolment: true }, { type: 'LOOKUP_DONE', email: 'sam.new@example.com', exists: false }),
  'Create your account',
  'Create account',
);
/** Forgotten password: where to send the link. */
export const ForgotPassword = stepStory(
  viewAt({}, { type: 'FORGOT_PASSWORD' }),
  'Reset your password',
  'Send reset link',
);
/** The link is on its way. */
export const ResetSent = stepStory(
  viewAt({}, { type: 'FORGOT_PASSWORD' }, { type: 'RESET_REQUESTED' }),
  'Check your email',
  'Back to sign in',
);
/** An employee signed in: the discount terms. */
export const EmployeeTerms = stepStory(
  viewAt({ loggedIn: true, consumerType: 'EMPLOYEE', hasPhone: true }),
  'Employee discount terms',
  'Accept terms',
);
/** A member who is not in the loyalty programme, from the loyalty sign-up. */
export const JoinLoyalty = stepStory(
  viewAt({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true, loyaltyEnrolment: true }),
  'Join Switchback Rewards',
  'Join now',
);
/** Right after creating the account. */
export const Welcome = stepStory(
  viewAt(
    {},
    { type: 'LOOKUP_DONE', email: 'sam.new@example.com', exists: false },
    { type: 'SIGNED_UP', facts: { consumerType: 'REGISTERED' } },
  ),
  'Welcome to Switchback',
  'Continue',
);
/** No mobile number on the account yet. */
export const Mobile = stepStory(
  viewAt({ loggedIn: true, consumerType: 'REGISTERED' }),
  'Add your mobile number',
  'Save',
);
/** Completing the profile. */
export const Profile = stepStory(
  viewAt({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true }),
  'Complete your profile',
  'Save',
);
/** Interests, where offered. */
export const Interests = stepStory(
  viewAt(
    { loggedIn: true, consumerType: 'REGISTERED', hasPhone: true, interestsEnabled: true },
    { type: 'PROFILE_SAVED' },
  ),
  'What are you into?',
  'Save',
);
/** All done. */
export const Success = stepStory(
  viewAt({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true }, { type: 'PROFILE_SAVED' }),
  'You are all set',
  'Done',
);

/** A wrong password: the message under the password field, focus moved there, the dialog still open. */
export const WrongPassword: Story = {
  args: { startView: viewAt({}, { type: 'LOOKUP_DONE', email: MEMBER.email, exists: true }) },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    const dialog = await findOpenDialog(DIALOG);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(/./);
    await waitFor(() => expect(password).toHaveFocus());
  },
};

/**
 * The header's own "Sign in" link: the keyboard path, then e-mail, password, and the dialog closes on the page the
 * shopper was on (the shop's redirect to `returnTo`). Each step's dialog is checked by axe in the stories above.
 */
export const FromTheHeader: Story = {
  render: () => (
    <ShopStory
      url="/en-us/cart"
      routes={['/:locale/sign-in']}
      page={() => (
        <ul className="site-header__actions">
          <HeaderAccount />
        </ul>
      )}
    />
  ),
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('link', { name: 'Sign in' });
    await expectDialogKeyboardPath(opener, DIALOG);
    await userEvent.click(opener);
    const dialog = await findOpenDialog(DIALOG);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), MEMBER.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('heading', { level: 3, name: 'Sign in' });
    await userEvent.type(within(dialog).getByLabelText('Password'), MEMBER.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(dialog.open).toBe(false));
  },
};
