import { defaultErrorCatalogue } from '@switchback/api-client';
import { mapSignUpError } from '@switchback/validation';
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';

/**
 * The steps of the sign-in and enrolment flow (commerce-core §2): lookup, sign in, sign up, forgot password, the
 * profile-completion steps (non-loyalty, welcome, mobile, profile, interests, success), the employee discount
 * terms prompt (§4, §6) and `done`, the final state (the host closes the dialog or redirects).
 *
 * @example
 * const step: SignInFlowStep = 'signIn';
 */
export type SignInFlowStep =
  | 'lookup'
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetSent'
  | 'employeeTerms'
  | 'nonLoyalty'
  | 'welcome'
  | 'mobile'
  | 'profile'
  | 'interests'
  | 'success'
  | 'done';

/** Every step, in the order of the flow. */
export const SIGN_IN_FLOW_STEPS: readonly SignInFlowStep[] = [
  'lookup',
  'signIn',
  'signUp',
  'forgotPassword',
  'resetSent',
  'employeeTerms',
  'nonLoyalty',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
  'done',
];

/**
 * An error the flow shows: at the top of the step (`field` absent) or at one field (spec §5/§8).
 *
 * @example
 * const error: FlowError = { errorId: 'AUT401', message: 'The email or password is incorrect.', field: 'password' };
 */
export interface FlowError {
  readonly errorId: string;
  readonly message: string;
  /** The field the message belongs to; absent for a message at the top of the step. */
  readonly field?: string;
}

/**
 * What is known about the signed-in shopper, as the token or profile answers it.
 *
 * @example
 * const who: SignedInFacts = { consumerType: 'EMPLOYEE', employeeTermsAccepted: false, hasPhone: true };
 */
export interface SignedInFacts {
  readonly consumerType: string;
  readonly employeeTermsAccepted?: boolean;
  readonly hasPhone?: boolean;
  readonly isLoyaltyMember?: boolean;
}

/**
 * How the flow starts (spec §2: lookup when logged out, mobile when logged in without a phone, profile when
 * logged in with a phone).
 *
 * @example
 * const input: SignInFlowInput = { loggedIn: false, interestsEnabled: true };
 */
export interface SignInFlowInput {
  readonly loggedIn?: boolean;
  readonly email?: string;
  readonly consumerType?: string;
  readonly hasPhone?: boolean;
  readonly employeeTermsAccepted?: boolean;
  readonly isLoyaltyMember?: boolean;
  /** The simplified enrolment variant (spec §2 "where allowed"): a short sign-up, no welcome and no interests. */
  readonly simplified?: boolean;
  /** Whether the interests step is offered after sign-up and profile completion. */
  readonly interestsEnabled?: boolean;
  /** The flow was opened to join the loyalty programme (loyalty sign-up). */
  readonly loyaltyEnrolment?: boolean;
}

/**
 * The flow's context: the e-mail in use, the facts that choose the next step, and the errors of the current step.
 *
 * @example
 * const { email, errors } = snapshot.context;
 */
export interface SignInFlowContext {
  email: string;
  loggedIn: boolean;
  consumerType: string | null;
  hasPhone: boolean;
  employeeTermsAccepted: boolean;
  isLoyaltyMember: boolean;
  simplified: boolean;
  interestsEnabled: boolean;
  loyaltyEnrolment: boolean;
  /** Set after AUT426: one more failure locks the account. */
  lastAttempt: boolean;
  /** Set after AUT423/AUT441: the account is locked; the step offers the forgot-password path. */
  locked: boolean;
  /** Sign-up asked for a birth date after MISSING_BIRTHDATE. */
  requireBirthDate: boolean;
  errors: FlowError[];
}

/**
 * Events of the flow. The host performs the call of a step and reports its outcome: the machine itself makes no
 * calls, so the same flow runs in the browser (dialog) and on the server (the no-JavaScript page).
 *
 * @example
 * actor.send({ type: 'LOOKUP_DONE', email: 'alex@example.com', exists: true });
 * actor.send({ type: 'FAILED', errorId: 'AUT401' });
 */
export type SignInFlowEvent =
  | { type: 'LOOKUP_DONE'; email: string; exists: boolean }
  | { type: 'SIGNED_IN'; facts: SignedInFacts }
  | { type: 'SIGNED_UP'; facts: SignedInFacts }
  | { type: 'FAILED'; errorId: string; message?: string }
  | { type: 'INVALID'; errors: Readonly<Record<string, string>> }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'RESET_REQUESTED' }
  | { type: 'CHANGE_EMAIL' }
  | { type: 'BACK' }
  | { type: 'TERMS_ACCEPTED' }
  | { type: 'TERMS_DECLINED' }
  | { type: 'LOYALTY_JOINED' }
  | { type: 'CONTINUE' }
  | { type: 'MOBILE_SAVED' }
  | { type: 'PROFILE_SAVED' }
  | { type: 'INTERESTS_SAVED' }
  | { type: 'SKIP' }
  | { type: 'CLOSE' };

const INVALID_CREDENTIALS = new Set(['AUT401', 'AUT418', 'AUT437', 'AUT438']);
const LOCKED = new Set(['AUT423', 'AUT441']);
const PHONE_IN_USE = new Set(['AUT444', 'AUT442', 'PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE2']);

function messageOf(errorId: string, message: string | undefined): string {
  return defaultErrorCatalogue[errorId] ?? message ?? defaultErrorCatalogue.AUT500 ?? 'Something went wrong.';
}

/**
 * Where an error of a step is shown (spec §5 and §8): invalid credentials and the last-attempt warning at the
 * password, a login in use at the e-mail, a phone in use at the phone, a malformed e-mail at the e-mail; a locked
 * account, an expired reset link, a failed bot check and anything else at the top of the step.
 *
 * @example
 * placeFlowError('signIn', 'AUT426'); // [{ errorId: 'AUT426', message: 'One more failed attempt…', field: 'password' }]
 */
export function placeFlowError(step: SignInFlowStep, errorId: string, message?: string): FlowError[] {
  const text = messageOf(errorId, message);
  const at = (field: string): FlowError[] => [{ errorId, message: text, field }];
  if (errorId === 'AUT453') return at('email');
  if (step === 'signIn' && (INVALID_CREDENTIALS.has(errorId) || errorId === 'AUT426')) return at('password');
  if (step === 'signUp') {
    const mapped = mapSignUpError(errorId);
    if (mapped)
      return Object.entries(mapped.errors).map(([field, fieldMessage]) => ({
        errorId,
        message: String(fieldMessage),
        field,
      }));
  }
  if ((step === 'mobile' || step === 'profile') && PHONE_IN_USE.has(errorId)) return at('phone');
  return [{ errorId, message: text }];
}

const learn = (facts: SignedInFacts) => ({
  loggedIn: true,
  consumerType: facts.consumerType,
  employeeTermsAccepted: facts.employeeTermsAccepted === true,
  hasPhone: facts.hasPhone === true,
  isLoyaltyMember: facts.isLoyaltyMember === true,
});

/**
 * The sign-in and enrolment flow as one xstate v5 machine (commerce-core §2, §4, §6, §8).
 *
 * - lookup → sign in (the e-mail has an account) or sign up (it has none); forgot password from lookup or sign in.
 * - Sign in → the employee terms prompt for an employee who has not accepted them, the non-loyalty step when the
 *   flow was opened to join the loyalty programme by someone who is not a member, otherwise `done`.
 * - Sign up logs in (the host exchanges the code) → welcome → interests (when offered) → success; the simplified
 *   variant goes straight to success.
 * - Logged in: mobile (no phone) → profile → interests (when offered) → success.
 *
 * Errors of a step stay on that step, placed by {@link placeFlowError}.
 *
 * @example
 * import { createActor } from 'xstate';
 * const actor = createActor(signInFlowMachine, { input: { loggedIn: false } }).start();
 * actor.send({ type: 'LOOKUP_DONE', email: 'alex.rivera@example.com', exists: true });
 * actor.getSnapshot().value; // 'signIn'
 */
export const signInFlowMachine = setup({
  types: {
    context: {} as SignInFlowContext,
    events: {} as SignInFlowEvent,
    input: {} as SignInFlowInput | undefined,
  },
  guards: {
    loggedOut: ({ context }) => !context.loggedIn,
    termsPending: ({ context }) => context.consumerType === 'EMPLOYEE' && !context.employeeTermsAccepted,
    joiningLoyalty: ({ context }) => context.loyaltyEnrolment && !context.isLoyaltyMember,
    enrollingWithoutPhone: ({ context }) => context.loyaltyEnrolment && !context.hasPhone,
    enrolling: ({ context }) => context.loyaltyEnrolment,
    withoutPhone: ({ context }) => !context.hasPhone,
    simplified: ({ context }) => context.simplified,
    interestsOffered: ({ context }) => context.interestsEnabled && !context.simplified,
  },
  actions: {
    clearErrors: assign({ errors: [] as FlowError[] }),
  },
}).createMachine({
  id: 'signInFlow',
  context: ({ input }) => ({
    email: input?.email ?? '',
    loggedIn: input?.loggedIn === true,
    consumerType: input?.consumerType ?? null,
    hasPhone: input?.hasPhone === true,
    employeeTermsAccepted: input?.employeeTermsAccepted === true,
    isLoyaltyMember: input?.isLoyaltyMember === true,
    simplified: input?.simplified === true,
    interestsEnabled: input?.interestsEnabled === true,
    loyaltyEnrolment: input?.loyaltyEnrolment === true,
    lastAttempt: false,
    locked: false,
    requireBirthDate: false,
    errors: [],
  }),
  initial: 'start',
  on: {
    CLOSE: { target: '.done' },
    INVALID: {
      actions: assign({
        errors: ({ event }) =>
          Object.entries(event.errors).map(([field, message]) => ({ errorId: 'VALIDATION', message, field })),
      }),
    },
  },
  states: {
    start: {
      always: [
        { guard: 'loggedOut', target: 'lookup' },
        { guard: 'termsPending', target: 'employeeTerms' },
        { guard: 'joiningLoyalty', target: 'nonLoyalty' },
        { guard: 'withoutPhone', target: 'mobile' },
        { target: 'profile' },
      ],
    },
    lookup: {
      entry: assign({ lastAttempt: false, locked: false }),
      on: {
        LOOKUP_DONE: [
          {
            guard: ({ event }) => event.exists,
            target: 'signIn',
            actions: [assign({ email: ({ event }) => event.email.trim() }), 'clearErrors'],
          },
          { target: 'signUp', actions: [assign({ email: ({ event }) => event.email.trim() }), 'clearErrors'] },
        ],
        FAILED: { actions: assign({ errors: ({ event }) => placeFlowError('lookup', event.errorId, event.message) }) },
        FORGOT_PASSWORD: { target: 'forgotPassword', actions: 'clearErrors' },
      },
    },
    signIn: {
      on: {
        SIGNED_IN: [
          {
            guard: ({ event }) => event.facts.consumerType === 'EMPLOYEE' && event.facts.employeeTermsAccepted !== true,
            target: 'employeeTerms',
            actions: [assign(({ event }) => learn(event.facts)), 'clearErrors'],
          },
          {
            guard: ({ context, event }) => context.loyaltyEnrolment && event.facts.isLoyaltyMember !== true,
            target: 'nonLoyalty',
            actions: [assign(({ event }) => learn(event.facts)), 'clearErrors'],
          },
          { target: 'done', actions: [assign(({ event }) => learn(event.facts)), 'clearErrors'] },
        ],
        FAILED: {
          actions: assign({
            errors: ({ event }) => placeFlowError('signIn', event.errorId, event.message),
            lastAttempt: ({ context, event }) =>
              event.errorId === 'AUT426' || (context.lastAttempt && !LOCKED.has(event.errorId)),
            locked: ({ event }) => LOCKED.has(event.errorId),
          }),
        },
        FORGOT_PASSWORD: { target: 'forgotPassword', actions: 'clearErrors' },
        CHANGE_EMAIL: { target: 'lookup', actions: 'clearErrors' },
        BACK: { target: 'lookup', actions: 'clearErrors' },
      },
    },
    signUp: {
      on: {
        SIGNED_UP: [
          {
            guard: 'simplified',
            target: 'success',
            actions: [assign(({ event }) => learn(event.facts)), 'clearErrors'],
          },
          { target: 'welcome', actions: [assign(({ event }) => learn(event.facts)), 'clearErrors'] },
        ],
        FAILED: {
          actions: assign({
            errors: ({ event }) => placeFlowError('signUp', event.errorId, event.message),
            requireBirthDate: ({ context, event }) => context.requireBirthDate || event.errorId === 'MISSING_BIRTHDATE',
          }),
        },
        CHANGE_EMAIL: { target: 'lookup', actions: 'clearErrors' },
        BACK: { target: 'lookup', actions: 'clearErrors' },
      },
    },
    forgotPassword: {
      on: {
        RESET_REQUESTED: { target: 'resetSent', actions: assign({ errors: [], locked: false, lastAttempt: false }) },
        FAILED: {
          actions: assign({ errors: ({ event }) => placeFlowError('forgotPassword', event.errorId, event.message) }),
        },
        BACK: [
          { guard: ({ context }) => context.email !== '', target: 'signIn', actions: 'clearErrors' },
          { target: 'lookup', actions: 'clearErrors' },
        ],
      },
    },
    resetSent: {
      on: {
        BACK: { target: 'signIn', actions: 'clearErrors' },
        CONTINUE: { target: 'signIn', actions: 'clearErrors' },
      },
    },
    employeeTerms: {
      on: {
        TERMS_ACCEPTED: { target: 'done', actions: assign({ employeeTermsAccepted: true, errors: [] }) },
        TERMS_DECLINED: { target: 'done', actions: 'clearErrors' },
        FAILED: {
          actions: assign({ errors: ({ event }) => placeFlowError('employeeTerms', event.errorId, event.message) }),
        },
      },
    },
    nonLoyalty: {
      on: {
        LOYALTY_JOINED: { target: 'welcome', actions: assign({ isLoyaltyMember: true, errors: [] }) },
        SKIP: { target: 'done', actions: 'clearErrors' },
        FAILED: {
          actions: assign({ errors: ({ event }) => placeFlowError('nonLoyalty', event.errorId, event.message) }),
        },
      },
    },
    welcome: {
      on: {
        CONTINUE: [
          { guard: 'enrollingWithoutPhone', target: 'mobile' },
          { guard: 'enrolling', target: 'profile' },
          { guard: 'interestsOffered', target: 'interests' },
          { target: 'success' },
        ],
      },
    },
    mobile: {
      on: {
        MOBILE_SAVED: { target: 'profile', actions: assign({ hasPhone: true, errors: [] }) },
        FAILED: { actions: assign({ errors: ({ event }) => placeFlowError('mobile', event.errorId, event.message) }) },
        SKIP: { target: 'profile', actions: 'clearErrors' },
      },
    },
    profile: {
      on: {
        PROFILE_SAVED: [
          { guard: 'interestsOffered', target: 'interests', actions: 'clearErrors' },
          { target: 'success', actions: 'clearErrors' },
        ],
        FAILED: { actions: assign({ errors: ({ event }) => placeFlowError('profile', event.errorId, event.message) }) },
        BACK: { guard: 'withoutPhone', target: 'mobile', actions: 'clearErrors' },
      },
    },
    interests: {
      on: {
        INTERESTS_SAVED: { target: 'success', actions: 'clearErrors' },
        SKIP: { target: 'success', actions: 'clearErrors' },
        FAILED: {
          actions: assign({ errors: ({ event }) => placeFlowError('interests', event.errorId, event.message) }),
        },
      },
    },
    success: {
      on: { CONTINUE: { target: 'done' } },
    },
    done: { type: 'final' },
  },
});

/**
 * A snapshot of the flow.
 *
 * @example
 * const snapshot: SignInFlowSnapshot = actor.getSnapshot();
 */
export type SignInFlowSnapshot = SnapshotFrom<typeof signInFlowMachine>;

/**
 * The serialisable state of the flow between two requests (the no-JavaScript page keeps it in hidden fields, the
 * dialog in memory): the step and the context.
 *
 * @example
 * const state: SignInFlowState = flowState(snapshot);
 */
export interface SignInFlowState {
  readonly step: SignInFlowStep;
  readonly context: SignInFlowContext;
}

function stepOf(snapshot: SignInFlowSnapshot): SignInFlowStep {
  const value = snapshot.value;
  return (typeof value === 'string' && value !== 'start' ? value : 'lookup') as SignInFlowStep;
}

/**
 * The flow's first state for this input, without running an actor.
 *
 * @example
 * startSignInFlow({ loggedIn: true, hasPhone: false }).step; // 'mobile'
 */
export function startSignInFlow(input: SignInFlowInput = {}): SignInFlowState {
  const [snapshot] = initialTransition(signInFlowMachine, input);
  return { step: stepOf(snapshot), context: snapshot.context };
}

/**
 * The next state of the flow after `event`, without running an actor (pure; used by the server for the page and
 * by the dialog). An event the step does not accept leaves the state as it was.
 *
 * @example
 * const next = advanceSignInFlow(startSignInFlow(), { type: 'LOOKUP_DONE', email, exists: false });
 * next.step; // 'signUp'
 */
export function advanceSignInFlow(state: SignInFlowState, event: SignInFlowEvent): SignInFlowState {
  const current = signInFlowMachine.resolveState({ value: state.step, context: state.context });
  const [next] = transition(signInFlowMachine, current, event);
  return { step: stepOf(next), context: next.context };
}

/**
 * Whether a value names a step of the flow (to read one back from a form).
 *
 * @example
 * isSignInFlowStep('signIn'); // true
 */
export function isSignInFlowStep(value: unknown): value is SignInFlowStep {
  return typeof value === 'string' && (SIGN_IN_FLOW_STEPS as readonly string[]).includes(value);
}
