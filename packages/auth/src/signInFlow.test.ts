import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  advanceSignInFlow,
  isSignInFlowStep,
  placeFlowError,
  signInFlowMachine,
  startSignInFlow,
  type SignInFlowEvent,
  type SignInFlowInput,
  type SignInFlowState,
  type SignInFlowStep,
} from './signInFlow';

const EMAIL = 'alex.rivera@example.com';
const REGISTERED = { consumerType: 'REGISTERED', hasPhone: true } as const;

function run(input: SignInFlowInput, ...events: SignInFlowEvent[]): SignInFlowState {
  return events.reduce(advanceSignInFlow, startSignInFlow(input));
}

function at(step: SignInFlowStep, input: SignInFlowInput = {}): SignInFlowState {
  const paths: Partial<Record<SignInFlowStep, SignInFlowEvent[]>> = {
    signIn: [{ type: 'LOOKUP_DONE', email: EMAIL, exists: true }],
    signUp: [{ type: 'LOOKUP_DONE', email: 'new@example.com', exists: false }],
    forgotPassword: [{ type: 'LOOKUP_DONE', email: EMAIL, exists: true }, { type: 'FORGOT_PASSWORD' }],
    resetSent: [
      { type: 'LOOKUP_DONE', email: EMAIL, exists: true },
      { type: 'FORGOT_PASSWORD' },
      { type: 'RESET_REQUESTED' },
    ],
    welcome: [
      { type: 'LOOKUP_DONE', email: 'new@example.com', exists: false },
      { type: 'SIGNED_UP', facts: REGISTERED },
    ],
  };
  return run({ loggedIn: false, ...input }, ...(paths[step] ?? []));
}

describe('initial step (spec §2)', () => {
  it.each<[string, SignInFlowInput, SignInFlowStep]>([
    ['logged out', { loggedIn: false }, 'lookup'],
    ['no input at all', {}, 'lookup'],
    ['logged in without a phone', { loggedIn: true, hasPhone: false, consumerType: 'REGISTERED' }, 'mobile'],
    ['logged in with a phone', { loggedIn: true, hasPhone: true, consumerType: 'REGISTERED' }, 'profile'],
    [
      'an employee who has not accepted the terms',
      { loggedIn: true, hasPhone: true, consumerType: 'EMPLOYEE' },
      'employeeTerms',
    ],
    [
      'an employee who accepted them',
      { loggedIn: true, hasPhone: true, consumerType: 'EMPLOYEE', employeeTermsAccepted: true },
      'profile',
    ],
    [
      'a non-member opening loyalty sign-up',
      { loggedIn: true, hasPhone: true, consumerType: 'REGISTERED', loyaltyEnrolment: true },
      'nonLoyalty',
    ],
    [
      'a member opening loyalty sign-up without a phone',
      { loggedIn: true, consumerType: 'REGISTERED', loyaltyEnrolment: true, isLoyaltyMember: true },
      'mobile',
    ],
  ])('%s starts at %s', (_, input, step) => {
    expect(startSignInFlow(input).step).toBe(step);
    expect(createActor(signInFlowMachine, { input }).start().getSnapshot().value).toBe(step);
  });

  it('keeps a pre-filled e-mail', () => {
    expect(startSignInFlow({ email: EMAIL }).context.email).toBe(EMAIL);
  });
});

describe('lookup', () => {
  it('goes to sign in for a known e-mail, trimmed', () => {
    const state = run({}, { type: 'LOOKUP_DONE', email: `  ${EMAIL} `, exists: true });
    expect(state.step).toBe('signIn');
    expect(state.context.email).toBe(EMAIL);
  });

  it('goes to sign up for an unknown e-mail', () => {
    expect(run({}, { type: 'LOOKUP_DONE', email: 'new@example.com', exists: false })).toMatchObject({
      step: 'signUp',
      context: { email: 'new@example.com' },
    });
  });

  it('shows a malformed e-mail (AUT453) at the e-mail field and a failed bot check (AUT403) at the top', () => {
    expect(run({}, { type: 'FAILED', errorId: 'AUT453' })).toMatchObject({
      step: 'lookup',
      context: { errors: [{ errorId: 'AUT453', field: 'email', message: 'Email is not valid' }] },
    });
    const captcha = run({}, { type: 'FAILED', errorId: 'AUT403' });
    expect(captcha.context.errors).toEqual([{ errorId: 'AUT403', message: expect.stringMatching(/robot/) }]);
  });

  it('shows client-side field errors and clears them on success', () => {
    const invalid = run({}, { type: 'INVALID', errors: { email: 'Email is not valid' } });
    expect(invalid.context.errors).toEqual([{ errorId: 'VALIDATION', field: 'email', message: 'Email is not valid' }]);
    expect(advanceSignInFlow(invalid, { type: 'LOOKUP_DONE', email: EMAIL, exists: true }).context.errors).toEqual([]);
  });

  it('opens forgot password', () => {
    expect(run({}, { type: 'FORGOT_PASSWORD' }).step).toBe('forgotPassword');
  });

  it('ignores events it does not accept', () => {
    const state = run({}, { type: 'SIGNED_IN', facts: REGISTERED });
    expect(state.step).toBe('lookup');
    expect(state.context.loggedIn).toBe(false);
  });
});

describe('sign in', () => {
  it('is done for a registered shopper', () => {
    const state = advanceSignInFlow(at('signIn'), { type: 'SIGNED_IN', facts: REGISTERED });
    expect(state).toMatchObject({ step: 'done', context: { loggedIn: true, consumerType: 'REGISTERED' } });
    expect(createActor(signInFlowMachine, { input: {} }).start().getSnapshot().status).toBe('active');
  });

  it('prompts an employee who has not accepted the discount terms', () => {
    const state = advanceSignInFlow(at('signIn'), {
      type: 'SIGNED_IN',
      facts: { consumerType: 'EMPLOYEE', employeeTermsAccepted: false },
    });
    expect(state.step).toBe('employeeTerms');
  });

  it('does not prompt an employee who accepted them', () => {
    expect(
      advanceSignInFlow(at('signIn'), {
        type: 'SIGNED_IN',
        facts: { consumerType: 'EMPLOYEE', employeeTermsAccepted: true },
      }).step,
    ).toBe('done');
  });

  it('offers the loyalty programme when opened to join it and the shopper is not a member', () => {
    expect(
      advanceSignInFlow(at('signIn', { loyaltyEnrolment: true }), { type: 'SIGNED_IN', facts: REGISTERED }).step,
    ).toBe('nonLoyalty');
    expect(
      advanceSignInFlow(at('signIn', { loyaltyEnrolment: true }), {
        type: 'SIGNED_IN',
        facts: { ...REGISTERED, isLoyaltyMember: true },
      }).step,
    ).toBe('done');
  });

  it.each(['AUT401', 'AUT418', 'AUT437', 'AUT438'])('shows invalid credentials (%s) at the password', (errorId) => {
    const state = advanceSignInFlow(at('signIn'), { type: 'FAILED', errorId });
    expect(state.step).toBe('signIn');
    expect(state.context.errors).toEqual([
      { errorId, field: 'password', message: 'The email or password is incorrect.' },
    ]);
  });

  it('warns about the last attempt (AUT426) and keeps the warning on a further invalid-credentials answer', () => {
    const warned = advanceSignInFlow(at('signIn'), { type: 'FAILED', errorId: 'AUT426' });
    expect(warned.context).toMatchObject({
      lastAttempt: true,
      locked: false,
      errors: [{ errorId: 'AUT426', field: 'password' }],
    });
    expect(advanceSignInFlow(warned, { type: 'FAILED', errorId: 'AUT401' }).context.lastAttempt).toBe(true);
  });

  it.each(['AUT423', 'AUT441'])(
    'shows a locked account (%s) at the top and forgets the last-attempt warning',
    (errorId) => {
      const warned = advanceSignInFlow(at('signIn'), { type: 'FAILED', errorId: 'AUT426' });
      const state = advanceSignInFlow(warned, { type: 'FAILED', errorId });
      expect(state.context).toMatchObject({
        locked: true,
        lastAttempt: false,
        errors: [{ errorId, message: expect.stringMatching(/locked/) }],
      });
      expect(state.context.errors[0]?.field).toBeUndefined();
    },
  );

  it('shows an unknown error with the server message at the top', () => {
    const state = advanceSignInFlow(at('signIn'), { type: 'FAILED', errorId: 'XYZ999', message: 'Server says no' });
    expect(state.context.errors).toEqual([{ errorId: 'XYZ999', message: 'Server says no' }]);
  });

  it('goes back to lookup to change the e-mail (CHANGE_EMAIL or BACK), and to forgot password', () => {
    expect(advanceSignInFlow(at('signIn'), { type: 'CHANGE_EMAIL' }).step).toBe('lookup');
    expect(advanceSignInFlow(at('signIn'), { type: 'BACK' }).step).toBe('lookup');
    expect(advanceSignInFlow(at('signIn'), { type: 'FORGOT_PASSWORD' }).step).toBe('forgotPassword');
  });

  it('clears the lock when going back to lookup', () => {
    const locked = advanceSignInFlow(at('signIn'), { type: 'FAILED', errorId: 'AUT423' });
    expect(advanceSignInFlow(locked, { type: 'BACK' }).context.locked).toBe(false);
  });
});

describe('sign up', () => {
  it('logs in and welcomes the new member', () => {
    const state = advanceSignInFlow(at('signUp'), {
      type: 'SIGNED_UP',
      facts: { consumerType: 'REGISTERED', hasPhone: false },
    });
    expect(state).toMatchObject({ step: 'welcome', context: { loggedIn: true, hasPhone: false } });
  });

  it('goes straight to success in the simplified variant', () => {
    expect(advanceSignInFlow(at('signUp', { simplified: true }), { type: 'SIGNED_UP', facts: REGISTERED }).step).toBe(
      'success',
    );
  });

  it.each([
    ['AUT439', 'email'],
    ['PRO400', 'email'],
    ['LOGIN_IN_USE', 'email'],
    ['AUT444', 'phone'],
    ['AUT442', 'phone'],
  ])('shows %s at the %s field', (errorId, field) => {
    const state = advanceSignInFlow(at('signUp'), { type: 'FAILED', errorId });
    expect(state.step).toBe('signUp');
    expect(state.context.errors).toEqual([{ errorId, field, message: expect.any(String) }]);
  });

  it('asks for the birth date after MISSING_BIRTHDATE', () => {
    const state = advanceSignInFlow(at('signUp'), { type: 'FAILED', errorId: 'MISSING_BIRTHDATE' });
    expect(state.context.requireBirthDate).toBe(true);
    expect(state.context.errors).toContainEqual({
      errorId: 'MISSING_BIRTHDATE',
      field: 'birthDate',
      message: 'This field is required',
    });
  });

  it('shows a failed bot check at the top', () => {
    expect(
      advanceSignInFlow(at('signUp'), { type: 'FAILED', errorId: 'AUT403' }).context.errors[0]?.field,
    ).toBeUndefined();
  });

  it('goes back to lookup', () => {
    expect(advanceSignInFlow(at('signUp'), { type: 'BACK' }).step).toBe('lookup');
    expect(advanceSignInFlow(at('signUp'), { type: 'CHANGE_EMAIL' }).step).toBe('lookup');
  });
});

describe('forgot password', () => {
  it('confirms the request and returns to sign in', () => {
    const sent = at('resetSent');
    expect(sent.step).toBe('resetSent');
    expect(advanceSignInFlow(sent, { type: 'CONTINUE' }).step).toBe('signIn');
    expect(advanceSignInFlow(sent, { type: 'BACK' }).step).toBe('signIn');
  });

  it('shows an expired link (AUT402) and a failed bot check at the top, a malformed e-mail at the field', () => {
    expect(advanceSignInFlow(at('forgotPassword'), { type: 'FAILED', errorId: 'AUT402' }).context.errors).toEqual([
      { errorId: 'AUT402', message: 'This reset link has expired. Please request a new one.' },
    ]);
    expect(
      advanceSignInFlow(at('forgotPassword'), { type: 'FAILED', errorId: 'AUT453' }).context.errors[0]?.field,
    ).toBe('email');
  });

  it('goes back to sign in when an e-mail is known, else to lookup', () => {
    expect(advanceSignInFlow(at('forgotPassword'), { type: 'BACK' }).step).toBe('signIn');
    expect(run({}, { type: 'FORGOT_PASSWORD' }, { type: 'BACK' }).step).toBe('lookup');
  });

  it('a successful request lifts the lock shown before', () => {
    const locked = advanceSignInFlow(at('signIn'), { type: 'FAILED', errorId: 'AUT423' });
    const sent = advanceSignInFlow(advanceSignInFlow(locked, { type: 'FORGOT_PASSWORD' }), { type: 'RESET_REQUESTED' });
    expect(sent.context.locked).toBe(false);
  });
});

describe('employee terms', () => {
  const terms = () => startSignInFlow({ loggedIn: true, consumerType: 'EMPLOYEE', hasPhone: true });

  it('records the acceptance and ends', () => {
    expect(advanceSignInFlow(terms(), { type: 'TERMS_ACCEPTED' })).toMatchObject({
      step: 'done',
      context: { employeeTermsAccepted: true },
    });
  });

  it('ends without the discount when declined', () => {
    expect(advanceSignInFlow(terms(), { type: 'TERMS_DECLINED' })).toMatchObject({
      step: 'done',
      context: { employeeTermsAccepted: false },
    });
  });

  it('stays with an error at the top when saving fails', () => {
    expect(advanceSignInFlow(terms(), { type: 'FAILED', errorId: 'GEN500' })).toMatchObject({
      step: 'employeeTerms',
      context: { errors: [{ errorId: 'GEN500' }] },
    });
  });
});

describe('profile completion', () => {
  const loyalty = (input: SignInFlowInput = {}) =>
    startSignInFlow({ loggedIn: true, consumerType: 'REGISTERED', loyaltyEnrolment: true, ...input });

  it('non-loyalty: joining welcomes the member, skipping ends', () => {
    expect(advanceSignInFlow(loyalty({ hasPhone: true }), { type: 'LOYALTY_JOINED' })).toMatchObject({
      step: 'welcome',
      context: { isLoyaltyMember: true },
    });
    expect(advanceSignInFlow(loyalty({ hasPhone: true }), { type: 'SKIP' }).step).toBe('done');
    expect(
      advanceSignInFlow(loyalty({ hasPhone: true }), { type: 'FAILED', errorId: 'GEN500' }).context.errors,
    ).toHaveLength(1);
  });

  it('welcome continues to mobile or profile when enrolling, else to interests or success', () => {
    const joined = (input: SignInFlowInput) => advanceSignInFlow(loyalty(input), { type: 'LOYALTY_JOINED' });
    expect(advanceSignInFlow(joined({ hasPhone: false }), { type: 'CONTINUE' }).step).toBe('mobile');
    expect(advanceSignInFlow(joined({ hasPhone: true }), { type: 'CONTINUE' }).step).toBe('profile');
    expect(advanceSignInFlow(at('welcome', { interestsEnabled: true }), { type: 'CONTINUE' }).step).toBe('interests');
    expect(advanceSignInFlow(at('welcome'), { type: 'CONTINUE' }).step).toBe('success');
  });

  it('mobile: saved or skipped goes to profile; a phone in use stays with the error at the phone', () => {
    const mobile = startSignInFlow({ loggedIn: true, consumerType: 'REGISTERED' });
    expect(advanceSignInFlow(mobile, { type: 'MOBILE_SAVED' })).toMatchObject({
      step: 'profile',
      context: { hasPhone: true },
    });
    expect(advanceSignInFlow(mobile, { type: 'SKIP' }).step).toBe('profile');
    for (const errorId of ['AUT444', 'AUT442']) {
      expect(advanceSignInFlow(mobile, { type: 'FAILED', errorId })).toMatchObject({
        step: 'mobile',
        context: { errors: [{ errorId, field: 'phone' }] },
      });
    }
  });

  it('profile: saved goes to interests when offered, else success; back to mobile only without a phone', () => {
    const profile = (input: SignInFlowInput) =>
      startSignInFlow({ loggedIn: true, consumerType: 'REGISTERED', hasPhone: true, ...input });
    expect(advanceSignInFlow(profile({ interestsEnabled: true }), { type: 'PROFILE_SAVED' }).step).toBe('interests');
    expect(
      advanceSignInFlow(profile({ interestsEnabled: true, simplified: true }), { type: 'PROFILE_SAVED' }).step,
    ).toBe('success');
    expect(advanceSignInFlow(profile({}), { type: 'PROFILE_SAVED' }).step).toBe('success');
    expect(advanceSignInFlow(profile({}), { type: 'BACK' }).step).toBe('profile');
    const viaMobile = advanceSignInFlow(startSignInFlow({ loggedIn: true, consumerType: 'REGISTERED' }), {
      type: 'SKIP',
    });
    expect(advanceSignInFlow(viaMobile, { type: 'BACK' }).step).toBe('mobile');
    expect(advanceSignInFlow(profile({}), { type: 'FAILED', errorId: 'AUT444' }).context.errors[0]?.field).toBe(
      'phone',
    );
    expect(
      advanceSignInFlow(profile({}), { type: 'FAILED', errorId: 'PRO410' }).context.errors[0]?.field,
    ).toBeUndefined();
  });

  it('interests: saved or skipped reaches success, which continues to done', () => {
    const interests = advanceSignInFlow(at('welcome', { interestsEnabled: true }), { type: 'CONTINUE' });
    expect(advanceSignInFlow(interests, { type: 'INTERESTS_SAVED' }).step).toBe('success');
    expect(advanceSignInFlow(interests, { type: 'SKIP' }).step).toBe('success');
    expect(advanceSignInFlow(interests, { type: 'FAILED', errorId: 'PRO410' })).toMatchObject({ step: 'interests' });
    const success = advanceSignInFlow(interests, { type: 'SKIP' });
    expect(advanceSignInFlow(success, { type: 'CONTINUE' }).step).toBe('done');
  });
});

describe('closing', () => {
  it.each<SignInFlowStep>(['signIn', 'signUp', 'forgotPassword', 'resetSent', 'welcome'])(
    'CLOSE ends the flow from %s',
    (step) => {
      expect(advanceSignInFlow(at(step), { type: 'CLOSE' }).step).toBe('done');
    },
  );

  it('a running actor reaches its final state', () => {
    const actor = createActor(signInFlowMachine, { input: {} }).start();
    actor.send({ type: 'LOOKUP_DONE', email: EMAIL, exists: true });
    actor.send({ type: 'SIGNED_IN', facts: REGISTERED });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('helpers', () => {
  it('isSignInFlowStep accepts the steps only', () => {
    expect(isSignInFlowStep('interests')).toBe(true);
    expect(isSignInFlowStep('start')).toBe(false);
    expect(isSignInFlowStep(undefined)).toBe(false);
  });

  it('placeFlowError puts a phone in use at the top outside the phone steps', () => {
    expect(placeFlowError('employeeTerms', 'AUT444')[0]?.field).toBeUndefined();
  });
});
