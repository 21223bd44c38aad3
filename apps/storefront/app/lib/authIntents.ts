import type { SignInFlowEvent } from '@switchback/auth';

/**
 * The sign-in flow's intents that only move between steps: no call to commerce-api, the same event wherever the form
 * is answered (the sign-in route's action, and the stand-in shop of the sign-in dialog's stories).
 */
const STEP_ONLY_EVENTS: Readonly<Record<string, SignInFlowEvent>> = {
  declineTerms: { type: 'TERMS_DECLINED' },
  forgot: { type: 'FORGOT_PASSWORD' },
  back: { type: 'BACK' },
  changeEmail: { type: 'CHANGE_EMAIL' },
  skip: { type: 'SKIP' },
  continue: { type: 'CONTINUE' },
  close: { type: 'CLOSE' },
};

/**
 * The event of an intent that needs no call (a step's Back, Skip, Continue, "Forgot password?"…), or undefined for
 * an intent that does (look-up, sign-in, sign-up, saving a step) or is unknown.
 *
 * @example
 * stepOnlyEvent('back'); // { type: 'BACK' }
 */
export function stepOnlyEvent(intent: string): SignInFlowEvent | undefined {
  return Object.hasOwn(STEP_ONLY_EVENTS, intent) ? STEP_ONLY_EVENTS[intent] : undefined;
}
