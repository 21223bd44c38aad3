import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import type { EventRegistrationRequest } from '@switchback/api-client';
import { Button, Dialog } from '@switchback/ui';
import { validateEventSignUp } from '@switchback/validation';
import { fromPromise } from 'xstate';
import { useBlockContext } from './BlockContext';
import { useBlockFeatures } from './BlockFeatures';
import { DIALOG_TEXTS, useBlockTexts, type EventSignupTexts } from './blockTexts';
import { withCarriedLocation } from './carriedQuery';
import type { BlockServices } from './blockServices';
import { eventDays, type EventSignupBlock } from './eventSignupBlockSchema';
import { eventSignupMachine } from './eventSignupMachine';
import { UNEXPLAINED_FAILURE } from './newsletterMachine';
import type { BlockLocation } from './resolveBlockHref';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link EventSignup}. */
export type EventSignupProps = Omit<EventSignupBlock, 'type'> & {
  type?: EventSignupBlock['type'] | undefined;
  /** Overrides the block context's services (registration call, account, account forms). */
  services?: BlockServices | undefined;
  location?: BlockLocation | undefined;
  /** Locale for the attending days' labels. Default `en-GB`. */
  locale?: string | undefined;
  /** The registration time; injectable for tests. Default: now. */
  now?: (() => Date) | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The event sign-up's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.eventSignup`). */
export const EVENT_SIGNUP_TEXTS: EventSignupTexts = {
  trigger: 'Sign up for this event',
  stepAccount: 'Step 1 of 2: your account',
  stepJoin: 'Step 2 of 2: join the event',
  signInIntro: 'Sign in to join this event.',
  signUpIntro: 'Create an account to join this event.',
  toSignUp: 'New here? Create an account',
  toSignIn: 'Already have an account? Sign in',
  signInLink: 'Sign in',
  signUpLink: 'Create an account',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  days: 'Which days will you come?',
  daysRequired: 'Choose at least one day.',
  plusOne: 'Guest name (optional)',
  terms: 'I accept the event terms and conditions.',
  submit: 'Join the event',
  confirmationTitle: 'You’re on the list',
  confirmationSubtitle: 'We’ve sent the details to your email address.',
  close: 'Close',
  dismiss: 'Dismiss',
  failed: UNEXPLAINED_FAILURE,
};

/**
 * The event sign-up dialog (content-blocks §2–§5), on `eventSignupMachine`. A button on the page opens a
 * modal (`@switchback/ui` Dialog: focus trapped and returned, Escape closes) with two steps:
 *
 * 1. a guest signs in or creates an account (switchable): the app's forms through
 *    `services.renderAccountForm(mode)`, or links to `services.signInUrl`/`signUpUrl` with `returnTo`;
 * 2. once `services.account` is registered, the join form: name and email from the profile (email read-only),
 *    attending days when the event spans 2+ calendar days (one per day, at least one chosen), a guest name
 *    when `enablePlusOne` (checked only when filled), and the required terms checkbox.
 *
 * A successful registration replaces the form with the confirmation and a Close button; a failure shows the
 * error's own message in a dismissible notification above the form.
 *
 * @example
 * <EventSignup id="ev" eventId="peak-trail-weekend" title="Peak District trail weekend"
 *   startDate="2026-05-16" endDate="2026-05-17" enablePlusOne />
 */
export function EventSignup(props: EventSignupProps) {
  const TEXT = useBlockTexts('eventSignup', EVENT_SIGNUP_TEXTS);
  const dialogText = useBlockTexts('dialog', DIALOG_TEXTS);
  const {
    eventId,
    title,
    startDate,
    endDate,
    enablePlusOne = false,
    richText,
    submitCtaLabel,
    confirmationTitle,
    confirmationSubtitle,
    triggerLabel,
    locale = 'en-GB',
  } = props;
  const context = useBlockContext();
  const services = props.services ?? context.services ?? {};
  const location = props.location ?? context.location;
  const account = services.account;
  const registered = account?.status === 'registered';
  const now = props.now ?? (() => new Date());
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const [state, send] = useMachine(
    eventSignupMachine.provide({
      actors: {
        register: fromPromise<unknown, EventRegistrationRequest>(async ({ input }) => {
          if (!services.registerForEvent) throw new Error('No event registration call was given to the block.');
          return services.registerForEvent(input);
        }),
      },
    }),
    { input: { registered } },
  );

  useEffect(() => {
    send({ type: registered ? 'account.signedIn' : 'account.signedOut' });
  }, [registered, send]);

  const close = () => {
    setOpen(false);
    // Reopening after a confirmation or an error starts afresh.
    if (state.matches('confirmed') || state.context.errorMessage) send({ type: 'dialog.reset', registered });
  };

  return (
    <section className="sb-event-signup" aria-labelledby={titleId}>
      <h2 id={titleId} className="sb-event-signup__title">
        {title}
      </h2>
      <p className="sb-event-signup__dates">{formatRange(startDate, endDate, locale)}</p>
      {richText ? <SanitizedHtml className="sb-event-signup__text sb-rich-text" html={richText.html} /> : null}
      <Button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {triggerLabel?.trim() || TEXT.trigger}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={title}
        closeLabel={dialogText.close}
        className="sb-event-signup-dialog"
      >
        {state.matches('signIn') || state.matches('signUp') ? (
          <AccountStep
            mode={state.matches('signIn') ? 'sign-in' : 'sign-up'}
            services={services}
            location={location}
            onSwitch={() => send({ type: 'step.switch' })}
          />
        ) : null}
        {(state.matches('join') || state.matches('submitting')) && account ? (
          <JoinStep
            key={eventId}
            eventId={eventId}
            days={eventDays(startDate, endDate)}
            locale={locale}
            enablePlusOne={enablePlusOne}
            submitLabel={submitCtaLabel?.trim() || TEXT.submit}
            account={account}
            submitting={state.matches('submitting')}
            errorMessage={state.context.errorMessage}
            onDismissError={() => send({ type: 'error.dismiss' })}
            onSubmit={(registration) =>
              send({
                type: 'form.submit',
                registration: { ...registration, registrationTimestamp: now().toISOString() },
              })
            }
          />
        ) : null}
        {state.matches('confirmed') ? (
          <div className="sb-event-signup__confirmation" role="status">
            <h3 className="sb-event-signup__step-title">{confirmationTitle?.trim() || TEXT.confirmationTitle}</h3>
            <p>{confirmationSubtitle?.trim() || TEXT.confirmationSubtitle}</p>
            <Button type="button" variant="secondary" onClick={close}>
              {TEXT.close}
            </Button>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

function AccountStep({
  mode,
  services,
  location,
  onSwitch,
}: {
  mode: 'sign-in' | 'sign-up';
  services: BlockServices;
  location: BlockLocation | undefined;
  onSwitch: () => void;
}) {
  const TEXT = useBlockTexts('eventSignup', EVENT_SIGNUP_TEXTS);
  const returnTo = location
    ? `${location.pathname}${location.search ? (location.search.startsWith('?') ? location.search : `?${location.search}`) : ''}`
    : undefined;
  const withReturn = (url: string) => {
    const target = returnTo ? `${url}${url.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}` : url;
    return location ? withCarriedLocation(target, location) : target;
  };
  const form = services.renderAccountForm?.(mode);
  const fallbackUrl = mode === 'sign-in' ? services.signInUrl : services.signUpUrl;
  return (
    <div className="sb-event-signup__step">
      <p className="sb-event-signup__step-label">{TEXT.stepAccount}</p>
      <p>{mode === 'sign-in' ? TEXT.signInIntro : TEXT.signUpIntro}</p>
      {form ??
        (fallbackUrl ? (
          <Button href={withReturn(fallbackUrl)}>{mode === 'sign-in' ? TEXT.signInLink : TEXT.signUpLink}</Button>
        ) : null)}
      <button type="button" className="sb-event-signup__switch" onClick={onSwitch}>
        {mode === 'sign-in' ? TEXT.toSignUp : TEXT.toSignIn}
      </button>
    </div>
  );
}

interface JoinStepProps {
  eventId: string;
  days: string[];
  locale: string;
  enablePlusOne: boolean;
  submitLabel: string;
  account: NonNullable<BlockServices['account']>;
  submitting: boolean;
  errorMessage: string | undefined;
  onDismissError: () => void;
  onSubmit: (registration: Omit<EventRegistrationRequest, 'registrationTimestamp'>) => void;
}

function JoinStep({
  eventId,
  days,
  locale,
  enablePlusOne,
  submitLabel,
  account,
  submitting,
  errorMessage,
  onDismissError,
  onSubmit,
}: JoinStepProps) {
  const TEXT = useBlockTexts('eventSignup', EVENT_SIGNUP_TEXTS);
  const validationMessages = useBlockFeatures().texts?.validation;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [plusOne, setPlusOne] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'days' | 'plusOne' | 'eventTermsAccepted', string>>>({});
  const ids = {
    first: useId(),
    last: useId(),
    email: useId(),
    days: useId(),
    daysError: useId(),
    plusOne: useId(),
    plusOneError: useId(),
    terms: useId(),
    termsError: useId(),
  };
  const formatDay = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: typeof errors = {
      ...validateEventSignUp(
        { eventTermsAccepted: terms, plusOne },
        { enablePlusOne, ...(validationMessages ? { messages: validationMessages } : {}) },
      ),
    };
    if (days.length > 0 && chosen.size === 0) found.days = TEXT.daysRequired;
    setErrors(found);
    const first = found.days
      ? ids.days
      : found.plusOne
        ? ids.plusOne
        : found.eventTermsAccepted
          ? ids.terms
          : undefined;
    if (first) {
      (document.getElementById(first)?.querySelector('input') ?? document.getElementById(first))?.focus();
      return;
    }
    onSubmit({
      email: account.email ?? '',
      eventId,
      eventTermsAccepted: true,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      ...(account.gender ? { gender: account.gender } : {}),
      ...(account.phoneNumber ? { phoneNumber: account.phoneNumber } : {}),
      ...(days.length > 0 ? { attendingDays: days.filter((day) => chosen.has(day)).join(',') } : {}),
      ...(enablePlusOne && plusOne.trim() ? { plusOne: plusOne.trim() } : {}),
    });
  };

  return (
    <form className="sb-event-signup__step sb-event-signup__form" noValidate onSubmit={submit} aria-busy={submitting}>
      <p className="sb-event-signup__step-label">{TEXT.stepJoin}</p>
      {errorMessage ? (
        <div className="sb-event-signup__error" role="alert">
          <p>{errorMessage === UNEXPLAINED_FAILURE ? TEXT.failed : errorMessage}</p>
          <button type="button" className="sb-event-signup__dismiss" onClick={onDismissError}>
            {TEXT.dismiss}
          </button>
        </div>
      ) : null}
      <div className="sb-event-signup__names">
        <div className="sb-event-signup__field">
          <label htmlFor={ids.first}>{TEXT.firstName}</label>
          <input id={ids.first} value={account.firstName ?? ''} readOnly autoComplete="given-name" />
        </div>
        <div className="sb-event-signup__field">
          <label htmlFor={ids.last}>{TEXT.lastName}</label>
          <input id={ids.last} value={account.lastName ?? ''} readOnly autoComplete="family-name" />
        </div>
      </div>
      <div className="sb-event-signup__field">
        <label htmlFor={ids.email}>{TEXT.email}</label>
        <input id={ids.email} type="email" value={account.email ?? ''} readOnly autoComplete="email" />
      </div>
      {days.length > 0 ? (
        <fieldset
          id={ids.days}
          className="sb-event-signup__days"
          aria-describedby={errors.days ? ids.daysError : undefined}
        >
          <legend>{TEXT.days}</legend>
          {days.map((day) => (
            <label key={day} className="sb-event-signup__check">
              <input
                type="checkbox"
                name="attendingDays"
                value={day}
                checked={chosen.has(day)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(day);
                  else next.delete(day);
                  setChosen(next);
                  setErrors((value) => ({ ...value, days: undefined }));
                }}
              />
              {formatDay.format(new Date(`${day}T00:00:00Z`))}
            </label>
          ))}
          {errors.days ? (
            <p id={ids.daysError} className="sb-event-signup__field-error">
              {errors.days}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {enablePlusOne ? (
        <div className="sb-event-signup__field">
          <label htmlFor={ids.plusOne}>{TEXT.plusOne}</label>
          <input
            id={ids.plusOne}
            name="plusOne"
            value={plusOne}
            autoComplete="off"
            aria-invalid={errors.plusOne ? true : undefined}
            aria-describedby={errors.plusOne ? ids.plusOneError : undefined}
            onChange={(event) => {
              setPlusOne(event.target.value);
              setErrors((value) => ({ ...value, plusOne: undefined }));
            }}
          />
          {errors.plusOne ? (
            <p id={ids.plusOneError} className="sb-event-signup__field-error">
              {errors.plusOne}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="sb-event-signup__terms">
        <input
          id={ids.terms}
          type="checkbox"
          name="eventTermsAccepted"
          checked={terms}
          required
          aria-invalid={errors.eventTermsAccepted ? true : undefined}
          aria-describedby={errors.eventTermsAccepted ? ids.termsError : undefined}
          onChange={(event) => {
            setTerms(event.target.checked);
            setErrors((value) => ({ ...value, eventTermsAccepted: undefined }));
          }}
        />
        <label htmlFor={ids.terms}>{TEXT.terms}</label>
        {errors.eventTermsAccepted ? (
          <p id={ids.termsError} className="sb-event-signup__field-error">
            {errors.eventTermsAccepted}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

function formatRange(startDate: string, endDate: string | undefined, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const start = new Date(`${startDate.slice(0, 10)}T00:00:00Z`);
  if (!endDate || endDate.slice(0, 10) === startDate.slice(0, 10)) return format.format(start);
  // Plain spaces around the range's dash: ICU versions differ (Node 20's puts thin spaces, Chromium's plain
  // ones), and the server's text must be the browser's, or the page fails to hydrate.
  return format.formatRange(start, new Date(`${endDate.slice(0, 10)}T00:00:00Z`)).replace(/[\u2009\u202f]/g, ' ');
}
