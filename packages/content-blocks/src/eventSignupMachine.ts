import { assign, fromPromise, setup } from 'xstate';
import type { EventRegistrationRequest } from '@switchback/api-client';
import { messageOf } from './newsletterMachine';

/** Events of {@link eventSignupMachine}, named `noun.verb`. */
export type EventSignupEvent =
  | { type: 'step.switch' }
  | { type: 'account.signedIn' }
  | { type: 'account.signedOut' }
  | { type: 'form.submit'; registration: EventRegistrationRequest }
  | { type: 'error.dismiss' }
  | { type: 'dialog.reset'; registered: boolean };

/**
 * The event sign-up dialog (content-blocks §2, §4): a guest starts at `signIn`, can switch to `signUp` and
 * back (`step.switch`); once signed in (`account.signedIn`) the `join` form shows; a valid submission goes
 * `submitting` → `confirmed` (the confirmation replaces the form) or back to `join` with the error's message
 * (dismissible). The `register` actor is provided by the component.
 *
 * @example
 * const actor = createActor(eventSignupMachine.provide({ actors: { register: fromPromise(async () => ({})) } }), {
 *   input: { registered: false },
 * }).start(); // 'signIn'
 */
export const eventSignupMachine = setup({
  types: {
    context: {} as { errorMessage: string | undefined; registeredAtStart: boolean },
    events: {} as EventSignupEvent,
    input: {} as { registered: boolean },
  },
  actors: {
    register: fromPromise<unknown, EventRegistrationRequest>(async () => {
      throw new Error('eventSignupMachine: provide a register actor');
    }),
  },
  guards: {
    registered: ({ event }) => event.type === 'dialog.reset' && event.registered,
    registeredAtStart: ({ context }) => context.registeredAtStart,
  },
}).createMachine({
  id: 'eventSignup',
  context: ({ input }) => ({ errorMessage: undefined, registeredAtStart: input.registered }),
  initial: 'start',
  on: {
    'dialog.reset': [
      { guard: 'registered', target: '.join', actions: assign({ errorMessage: undefined }) },
      { target: '.signIn', actions: assign({ errorMessage: undefined }) },
    ],
  },
  states: {
    start: {
      always: [{ guard: 'registeredAtStart', target: 'join' }, { target: 'signIn' }],
    },
    signIn: { on: { 'step.switch': 'signUp', 'account.signedIn': 'join' } },
    signUp: { on: { 'step.switch': 'signIn', 'account.signedIn': 'join' } },
    join: {
      on: {
        'form.submit': { target: 'submitting', actions: assign({ errorMessage: undefined }) },
        'error.dismiss': { actions: assign({ errorMessage: undefined }) },
        'account.signedOut': 'signIn',
      },
    },
    submitting: {
      invoke: {
        src: 'register',
        input: ({ event }) => (event as Extract<EventSignupEvent, { type: 'form.submit' }>).registration,
        onDone: 'confirmed',
        onError: { target: 'join', actions: assign({ errorMessage: ({ event }) => messageOf(event.error) }) },
      },
    },
    confirmed: {
      on: { 'account.signedOut': 'signIn' },
    },
  },
});
