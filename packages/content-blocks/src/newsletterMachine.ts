import { isApiError } from '@switchback/api-client';
import { assign, fromPromise, setup } from 'xstate';

/** What the newsletter machine keeps: the form's values, its field errors and the last message. */
export interface NewsletterContext {
  email: string;
  policy: boolean;
  /** The account's email, to reset to after success (empty for guests). */
  knownEmail: string;
  fieldErrors: Partial<Record<'email' | 'policy', string>>;
  /** The error's own message after a failed call (content-blocks §8). */
  errorMessage: string | undefined;
}

/** Events of {@link newsletterMachine}, named `noun.verb`. */
export type NewsletterEvent =
  | { type: 'email.change'; value: string }
  | { type: 'policy.change'; value: boolean }
  | { type: 'account.change'; email: string }
  | { type: 'form.submit'; fieldErrors: NewsletterContext['fieldErrors'] }
  | { type: 'message.dismiss' }
  | { type: 'route.change' };

/** Input of the `subscribe` actor: what the form holds when it is sent. */
export interface NewsletterSubmission {
  email: string;
}

/**
 * The newsletter form of content-blocks §4: `idle` → `submitting` → `success` (message shown) or `error` (the
 * error's message). A submission with field errors stays in `idle` and shows them. Messages clear on dismiss
 * or route change (back to `idle`). After success the email resets to the account's email (or empty) and the
 * policy checkbox clears. The `subscribe` actor is provided by the component (`.provide({ actors })`), so tests
 * can drive the machine without a network.
 *
 * @example
 * const actor = createActor(newsletterMachine.provide({ actors: { subscribe: fromPromise(async () => ({})) } }), {
 *   input: { knownEmail: '' },
 * }).start();
 * actor.send({ type: 'email.change', value: 'ada@example.com' });
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    input: {} as { knownEmail: string },
  },
  actors: {
    subscribe: fromPromise<unknown, NewsletterSubmission>(async () => {
      throw new Error('newsletterMachine: provide a subscribe actor');
    }),
  },
  guards: {
    formValid: ({ event }) => event.type === 'form.submit' && Object.keys(event.fieldErrors).length === 0,
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => (event.type === 'email.change' ? event.value : ''),
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, email: undefined }),
    }),
    setPolicy: assign({
      policy: ({ event }) => event.type === 'policy.change' && event.value,
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, policy: undefined }),
    }),
    setKnownEmail: assign(({ context, event }) => {
      if (event.type !== 'account.change') return {};
      // A locked field follows the account; a typed address is never overwritten.
      return {
        knownEmail: event.email,
        email: context.email === '' || context.email === context.knownEmail ? event.email : context.email,
      };
    }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => (event.type === 'form.submit' ? event.fieldErrors : {}) }),
    resetForm: assign(({ context }) => ({ email: context.knownEmail, policy: false, fieldErrors: {} })),
    clearMessage: assign({ errorMessage: undefined }),
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({
    email: input.knownEmail,
    policy: false,
    knownEmail: input.knownEmail,
    fieldErrors: {},
    errorMessage: undefined,
  }),
  initial: 'idle',
  on: {
    'account.change': { actions: 'setKnownEmail' },
  },
  states: {
    idle: {
      on: {
        'email.change': { actions: 'setEmail' },
        'policy.change': { actions: 'setPolicy' },
        'form.submit': [
          { guard: 'formValid', target: 'submitting', actions: 'showFieldErrors' },
          { actions: 'showFieldErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'success', actions: 'resetForm' },
        onError: {
          target: 'error',
          actions: assign({ errorMessage: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    success: {
      on: {
        'message.dismiss': 'idle',
        'route.change': 'idle',
        'email.change': { target: 'idle', actions: 'setEmail' },
        'policy.change': { target: 'idle', actions: 'setPolicy' },
      },
    },
    error: {
      on: {
        'message.dismiss': { target: 'idle', actions: 'clearMessage' },
        'route.change': { target: 'idle', actions: 'clearMessage' },
        'email.change': { actions: 'setEmail' },
        'policy.change': { actions: 'setPolicy' },
        'form.submit': [
          { guard: 'formValid', target: 'submitting', actions: ['showFieldErrors', 'clearMessage'] },
          { actions: 'showFieldErrors' },
        ],
      },
    },
  },
});

/**
 * What the newsletter and event sign-up machines keep as their message when a call failed without a message of its
 * own (the network, a server error): the blocks show their `failed` text (`BlockTexts`, in the page's language) then.
 */
export const UNEXPLAINED_FAILURE = 'Something went wrong. Please try again.';

/** The message a failed call shows: its own (an `ApiError`'s message), else {@link UNEXPLAINED_FAILURE}. */
export function messageOf(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return UNEXPLAINED_FAILURE;
}
