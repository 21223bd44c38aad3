import { Checkbox as UiCheckbox, TextField } from '@switchback/ui';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { formatDateInput, messagesForLocale, passwordHints } from '@switchback/validation';
import { birthDateFormat } from '../../lib/accountForms';
import { INTERESTS, type FlowView } from '../../lib/authFlowView';
import { useStore } from '../../lib/useStore';
import { useAuthText } from '../../lib/authText';
import { TermsLinks } from '../TermsLinks';

/** A form component: React Router's `Form` on the page, a fetcher's `Form` in the dialog. */
export type FlowForm = ComponentType<{
  method: 'post';
  action: string;
  noValidate?: boolean;
  className?: string;
  children?: ReactNode;
}>;

/**
 * Props of {@link SignInFlowView}.
 *
 * @example
 * <SignInFlowView view={view} Form={Form} action="/en-us/sign-in" returnTo="/en-us/cart" idPrefix="page" />
 */
export interface SignInFlowViewProps {
  view: FlowView;
  Form: FlowForm;
  /** The sign-in route's URL (its action runs every step). */
  action: string;
  returnTo: string;
  /** Keeps ids unique when the page and the dialog are both on screen. */
  idPrefix: string;
  /** Id of the step heading (the dialog is labelled by it). */
  headingId?: string;
  busy?: boolean;
  /** Focus the heading or the first field in error when the view changes (not on first render). */
  manageFocus?: boolean;
  /** 1 on the page, 3 in the dialog (under its title). */
  headingLevel?: 1 | 2 | 3;
  /** Focus the first field on first render (the dialog, when it opens). */
  autoFocus?: boolean;
  /** Sent with every step as `via`: the dialog's answer ends with the sign-in confirmation. */
  via?: 'page' | 'dialog';
}

/** A submit button: the intent it sends, its label, and whether it is secondary (and skips validation). */
type Action = [intent: string, label: string, secondary?: boolean];

interface StepParts {
  title: string;
  intro?: string;
  /** The step reports an outcome: its introduction is announced and it has no errors to show. */
  outcome?: boolean;
  fields?: ReactNode;
  actions: Action[];
}

function Field(props: {
  id: string;
  name: string;
  label: string;
  type?: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  describedBy?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  hint?: string;
  maxLength?: number;
  /** Reformats the value as the shopper types (a date mask); only once JavaScript runs. */
  format?: (value: string) => string;
}) {
  const format = props.format;
  // The ui TextField: label above, error under it joined with aria-describedby; every field of a step is required
  // and says so to assistive technology, so no star is drawn.
  return (
    <TextField
      className="auth-field"
      id={props.id}
      name={props.name}
      label={props.label}
      type={props.type ?? 'text'}
      defaultValue={props.defaultValue}
      autoComplete={props.autoComplete}
      error={props.error}
      aria-describedby={props.describedBy}
      required={props.required}
      requiredMarker={false}
      inputMode={props.inputMode}
      hint={props.hint}
      maxLength={props.maxLength}
      onInput={format ? (event) => (event.currentTarget.value = format(event.currentTarget.value)) : undefined}
    />
  );
}

function TopErrors({ view }: { view: FlowView }) {
  if (view.topErrors.length === 0) return null;
  return (
    <div role="alert" className="auth-alert">
      {view.topErrors.map((error) => (
        <p key={error.errorId}>{error.message}</p>
      ))}
    </div>
  );
}

/**
 * The sign-in and enrolment flow's current step as forms (spec §2): every button submits an `intent` with the
 * step and e-mail to the sign-in route's action, which runs the flow machine of `@switchback/auth`. Works without
 * JavaScript on the page; the dialog renders the same view through a fetcher.
 *
 * @example
 * <SignInFlowView view={actionData?.flow ?? loaderData.flow} Form={Form} action={href} returnTo={returnTo} idPrefix="page" />
 */
export function SignInFlowView({
  view,
  Form,
  action,
  returnTo,
  idPrefix,
  headingId,
  busy,
  manageFocus,
  headingLevel = 2,
  autoFocus,
  via = 'page',
}: SignInFlowViewProps) {
  const texts = useAuthText();
  const { locale } = useStore();
  const TEXT = texts.signInFlow;
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  const id = (name: string) => `${idPrefix}-${name}`;
  const titleId = headingId ?? id('title');
  // Typed as the account's profile reads it: in the locale's order of day and month, masked as the shopper types.
  const birthDateInput = {
    hint: TEXT.birthDateHint(birthDateFormat(locale)),
    inputMode: 'numeric',
    maxLength: 10,
    format: formatDateInput,
  } as const;
  const root = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      // After the dialog has opened (its showModal runs after this child effect).
      if (autoFocus) {
        const timer = setTimeout(
          () => root.current?.querySelector<HTMLElement>('input:not([type="hidden"]), button')?.focus(),
          0,
        );
        return () => clearTimeout(timer);
      }
      return undefined;
    }
    if (!manageFocus || !root.current) return undefined;
    const target =
      root.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.current.querySelector<HTMLElement>('[role="alert"]') ??
      root.current.querySelector<HTMLElement>('h1, h2, h3');
    if (target?.matches('[role="alert"], h1, h2, h3')) target.tabIndex = -1;
    target?.focus();
    return undefined;
  }, [view, manageFocus, autoFocus]);

  const hidden = (
    <>
      <input type="hidden" name="step" value={view.step} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="via" value={via} />
      {view.requireBirthDate ? <input type="hidden" name="requireBirthDate" value="1" /> : null}
    </>
  );
  const emailHidden = <input type="hidden" name="email" value={view.email} />;
  const heading = (title: string) => (
    <Heading id={titleId} className="auth-flow__title">
      {title}
    </Heading>
  );
  const errorOf = (field: string) => view.fieldErrors[field];
  const submit = ([intent, label, secondary = false]: Action) => (
    <button
      key={intent}
      type="submit"
      name="intent"
      value={intent}
      className={secondary ? 'sb-button sb-button--secondary' : 'sb-button'}
      disabled={busy}
      formNoValidate={secondary}
    >
      {label}
    </button>
  );
  /** A step: its heading, an introduction (a status for steps that report an outcome), the errors and one form. */
  const step = ({ title, intro, outcome = false, fields, actions }: StepParts) => (
    <>
      {heading(title)}
      {intro ? <p role={outcome ? 'status' : undefined}>{intro}</p> : null}
      {outcome ? null : <TopErrors view={view} />}
      <Form method="post" action={action} noValidate className="auth-flow__form">
        {hidden}
        {fields}
        <div className="auth-flow__actions">{actions.map(submit)}</div>
      </Form>
    </>
  );

  let body: ReactNode;
  switch (view.step) {
    case 'lookup':
      body = step({
        title: TEXT.lookupTitle,
        intro: TEXT.lookupIntro,
        fields: (
          <Field
            id={id('email')}
            name="email"
            label={TEXT.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errorOf('email')}
            defaultValue={view.email}
            required
          />
        ),
        actions: [
          ['lookup', TEXT.continue],
          ['forgot', TEXT.forgot, true],
        ],
      });
      break;
    case 'signIn':
      body = step({
        title: TEXT.signInTitle,
        fields: (
          <>
            {emailHidden}
            <p className="auth-flow__who">
              {TEXT.signingInAs} <strong>{view.email}</strong>
            </p>
            {/* Lets password managers pair the password with the account. */}
            <input type="text" name="username" value={view.email} autoComplete="username" readOnly hidden />
            <Field
              id={id('password')}
              name="password"
              label={TEXT.password}
              type="password"
              autoComplete="current-password"
              error={errorOf('password')}
              required
            />
            {view.lastAttempt && errorOf('password') !== TEXT.lastAttempt ? (
              <p className="auth-flow__warning">{TEXT.lastAttempt}</p>
            ) : null}
          </>
        ),
        actions: [
          ['signIn', TEXT.signIn],
          ['forgot', TEXT.forgot, true],
          ['changeEmail', TEXT.change, true],
        ],
      });
      break;
    case 'signUp':
      body = step({
        title: TEXT.signUpTitle,
        intro: TEXT.signUpIntro,
        fields: (
          <>
            {view.fieldErrors.email ? (
              <Field
                id={id('email')}
                name="email"
                label={TEXT.email}
                type="email"
                autoComplete="email"
                error={errorOf('email')}
                defaultValue={view.email}
                required
              />
            ) : (
              <>
                {emailHidden}
                <p className="auth-flow__who">
                  {TEXT.email}
                  {texts.colon}
                  <strong>{view.email}</strong>
                </p>
              </>
            )}
            <Field
              id={id('firstName')}
              name="firstName"
              label={TEXT.firstName}
              autoComplete="given-name"
              error={errorOf('firstName')}
              defaultValue={view.values.firstName}
              required
            />
            <Field
              id={id('lastName')}
              name="lastName"
              label={TEXT.lastName}
              autoComplete="family-name"
              error={errorOf('lastName')}
              defaultValue={view.values.lastName}
              required
            />
            <Field
              id={id('password')}
              name="password"
              label={TEXT.password}
              type="password"
              autoComplete="new-password"
              error={errorOf('password')}
              describedBy={id('password-hints')}
              required
            />
            <div id={id('password-hints')} className="auth-flow__hints">
              <p>{TEXT.passwordHints}</p>
              <ul>
                {passwordHints('', messagesForLocale(locale)).map((hint) => (
                  <li key={hint.id}>{hint.message}</li>
                ))}
              </ul>
            </div>
            {view.simplified ? null : (
              <>
                <Field
                  id={id('phone')}
                  name="phone"
                  label={TEXT.phone}
                  type="tel"
                  autoComplete="tel-national"
                  inputMode="tel"
                  error={errorOf('phone')}
                  defaultValue={view.values.phone}
                />
                <Field
                  id={id('postalCode')}
                  name="postalCode"
                  label={TEXT.postalCode}
                  autoComplete="postal-code"
                  error={errorOf('postalCode')}
                  defaultValue={view.values.postalCode}
                />
                <Field
                  id={id('birthDate')}
                  name="birthDate"
                  label={view.requireBirthDate ? TEXT.birthDateRequired : TEXT.birthDate}
                  autoComplete="bday"
                  error={errorOf('birthDate')}
                  defaultValue={view.values.birthDate}
                  required={view.requireBirthDate}
                  {...birthDateInput}
                />
              </>
            )}
            <Checkbox
              id={id('policy')}
              name="policy"
              label={TEXT.policy}
              hint={<TermsLinks terms={['sale', 'privacy']} />}
              error={errorOf('policy')}
              required
            />
            {view.loyaltyEnrolment ? (
              <Checkbox
                id={id('loyaltyTerms')}
                name="loyaltyTerms"
                label={TEXT.loyaltyTerms}
                hint={<TermsLinks terms={['loyalty']} />}
                error={errorOf('loyaltyTerms')}
                required
              />
            ) : null}
            <Checkbox id={id('newsletter')} name="newsletter" label={TEXT.newsletter} />
          </>
        ),
        actions: [
          ['signUp', TEXT.createAccount],
          ['back', TEXT.back, true],
        ],
      });
      break;
    case 'forgotPassword':
      body = step({
        title: TEXT.forgotTitle,
        intro: TEXT.forgotIntro,
        fields: (
          <Field
            id={id('email')}
            name="email"
            label={TEXT.email}
            type="email"
            autoComplete="email"
            error={errorOf('email')}
            defaultValue={view.email}
            required
          />
        ),
        actions: [
          ['forgotPassword', TEXT.sendLink],
          ['back', TEXT.back, true],
        ],
      });
      break;
    case 'resetSent':
      body = step({
        title: TEXT.sentTitle,
        intro: TEXT.sentBody,
        outcome: true,
        fields: emailHidden,
        actions: [['continue', TEXT.backToSignIn]],
      });
      break;
    case 'employeeTerms':
      body = step({
        title: TEXT.termsTitle,
        intro: TEXT.termsBody,
        fields: (
          <p>
            <TermsLinks terms={['associate-discount']} />
          </p>
        ),
        actions: [
          ['acceptTerms', TEXT.acceptTerms],
          ['declineTerms', TEXT.notNow, true],
        ],
      });
      break;
    case 'nonLoyalty':
      body = step({
        title: TEXT.nonLoyaltyTitle,
        intro: TEXT.nonLoyaltyBody,
        fields: (
          <p>
            <TermsLinks terms={['loyalty']} />
          </p>
        ),
        actions: [
          ['joinLoyalty', TEXT.join],
          ['skip', TEXT.notNow, true],
        ],
      });
      break;
    case 'welcome':
      body = step({
        title: TEXT.welcomeTitle,
        intro: TEXT.welcomeBody,
        outcome: true,
        actions: [['continue', TEXT.continue]],
      });
      break;
    case 'mobile':
      body = step({
        title: TEXT.mobileTitle,
        intro: TEXT.mobileIntro,
        fields: (
          <Field
            id={id('mobile')}
            name="phone"
            label={TEXT.mobile}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            error={errorOf('phone')}
            defaultValue={view.values.phone}
            required
          />
        ),
        actions: [
          ['mobile', TEXT.save],
          ['skip', TEXT.skip, true],
        ],
      });
      break;
    case 'profile':
      body = step({
        title: TEXT.profileTitle,
        fields: (
          <>
            <Field
              id={id('pFirstName')}
              name="firstName"
              label={TEXT.profileFirstName}
              autoComplete="given-name"
              error={errorOf('firstName')}
              defaultValue={view.values.firstName}
            />
            <Field
              id={id('pLastName')}
              name="lastName"
              label={TEXT.profileLastName}
              autoComplete="family-name"
              error={errorOf('lastName')}
              defaultValue={view.values.lastName}
            />
            <Field
              id={id('pPostalCode')}
              name="postalCode"
              label={TEXT.profilePostalCode}
              autoComplete="postal-code"
              error={errorOf('postalCode')}
              defaultValue={view.values.postalCode}
            />
            <Field
              id={id('pBirthDate')}
              name="birthDate"
              label={TEXT.profileBirthDate}
              autoComplete="bday"
              error={errorOf('birthDate')}
              defaultValue={view.values.birthDate}
              {...birthDateInput}
            />
          </>
        ),
        actions: [['profile', TEXT.save]],
      });
      break;
    case 'interests':
      body = step({
        title: TEXT.interestsTitle,
        fields: (
          <fieldset className="auth-flow__interests">
            <legend>{TEXT.interestsLegend}</legend>
            {INTERESTS.map((interest) => (
              <Checkbox
                key={interest.value}
                id={id(`interest-${interest.value}`)}
                name="interest"
                value={interest.value}
                label={texts.interests[interest.value] ?? interest.label}
              />
            ))}
          </fieldset>
        ),
        actions: [
          ['interests', TEXT.save],
          ['skip', TEXT.skip, true],
        ],
      });
      break;
    case 'success':
    case 'done':
      body = step({
        title: TEXT.successTitle,
        intro: TEXT.successBody,
        outcome: true,
        actions: [['continue', TEXT.done]],
      });
      break;
  }

  return (
    <div ref={root} className="auth-flow" data-step={view.step}>
      {body}
    </div>
  );
}

function Checkbox(props: {
  id: string;
  name: string;
  label: string;
  value?: string;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <UiCheckbox
      className="auth-check"
      id={props.id}
      name={props.name}
      value={props.value ?? 'on'}
      label={props.label}
      hint={props.hint}
      error={props.error}
      required={props.required}
    />
  );
}
