import { useEffect, useId, useRef, type CSSProperties, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Button } from '@switchback/ui';
import { validateNewsletter } from '@switchback/validation';
import { fromPromise } from 'xstate';
import { useBlockContext } from './BlockContext';
import { useBlockFeatures } from './BlockFeatures';
import { useBlockTexts, type NewsletterTexts } from './blockTexts';
import type { BlockServices } from './blockServices';
import type { NewsletterBlock } from './newsletterBlockSchema';
import { newsletterMachine, UNEXPLAINED_FAILURE, type NewsletterSubmission } from './newsletterMachine';
import type { BlockLocation } from './resolveBlockHref';
import { useCleanHtml } from './richTextSanitizer';

/** Props of {@link Newsletter}. */
export type NewsletterProps = Omit<NewsletterBlock, 'type'> & {
  type?: 'newsletter';
  /** Overrides the block context's services (calls, account, flags). */
  services?: BlockServices | undefined;
  /** The current page (campaign name fallback; a change clears messages). Default: the block context's. */
  location?: BlockLocation | undefined;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | undefined;
  /**
   * Where the form posts without JavaScript (fields `email`, `policy`, `campaignName`); with JavaScript the
   * call goes through `services.subscribeNewsletter` instead. It always posts, so an address never lands in a URL.
   */
  action?: string | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The newsletter block's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.newsletter`). */
export const NEWSLETTER_TEXTS: NewsletterTexts = {
  title: 'Sign up to our newsletter',
  emailLabel: 'Email',
  policyText: 'I agree to receive marketing emails and have read the privacy policy.',
  submitLabel: 'Sign up',
  successMessage: 'Thanks for signing up. Check your inbox for a welcome email.',
  dismiss: 'Dismiss',
  loading: 'Loading the sign-up form',
  failed: UNEXPLAINED_FAILURE,
};

/**
 * The newsletter sign-up form (content-blocks §4, §5, §7, §8), on the machine `newsletterMachine`:
 * idle → submitting → success (a message) or error (the error's own message), messages cleared on dismiss or
 * route change; after success the email resets to the account's (or empty) and the checkbox clears.
 *
 * - While the account is loading (`services.account.status === 'loading'`) a skeleton shows.
 * - Signed in with the `dynamicNewsletterForm` flag: the email is the account's and read-only, and the call
 *   sends `{ optIn, campaignName }` only. Otherwise the shopper types it and the call adds `email` and
 *   `acquisitionType: 'Signup'`.
 * - Already subscribed: the heading is the success text; no checkbox, no button.
 * - Fields are checked with `validateNewsletter` (email required with the block's message, format, policy).
 *
 * Rendered on the server as a plain form; only submitting needs JavaScript.
 *
 * @example
 * <BlockContextProvider services={{ subscribeNewsletter: client.consumer.subscribeNewsletter, account }}>
 *   <Newsletter id="footer-newsletter" title="Trail notes in your inbox" />
 * </BlockContextProvider>
 */
export function Newsletter(props: NewsletterProps) {
  const {
    id,
    title,
    subtitle,
    disclaimer,
    campaignName,
    emailLabel,
    emailRequiredMessage,
    policyText,
    submitLabel,
    successMessage,
    formatHint = false,
    backgroundColor,
    headingLevel = 2,
  } = props;
  const DEFAULTS = useBlockTexts('newsletter', NEWSLETTER_TEXTS);
  const validationMessages = useBlockFeatures().texts?.validation;
  const context = useBlockContext();
  const services = props.services ?? context.services ?? {};
  const location = props.location ?? context.location;
  const action = props.action ?? services.newsletterFormAction;
  // The policy text is the checkbox's label, which may hold phrasing content only: the sanitiser's `inline` mode
  // (DOMPurify's allowed tags and a hook) unwraps block elements, so nothing is rewritten after sanitising.
  const policyHtml = useCleanHtml(policyText?.html ?? DEFAULTS.policyText, 'inline');
  const account = services.account ?? { status: 'guest' as const };
  const locked =
    account.status === 'registered' && services.features?.dynamicNewsletterForm === true && Boolean(account.email);
  const knownEmail = locked ? (account.email ?? '') : '';
  const campaign =
    campaignName?.trim() || location?.pathname || (typeof window === 'undefined' ? '' : window.location.pathname);
  const onEvent = services.onEvent;

  const [state, send] = useMachine(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise<unknown, NewsletterSubmission>(async ({ input }) => {
          if (!services.subscribeNewsletter) throw new Error('No newsletter call was given to the block.');
          const body = locked
            ? { optIn: true as const, campaignName: campaign }
            : { optIn: true as const, campaignName: campaign, email: input.email, acquisitionType: 'Signup' as const };
          const response = await services.subscribeNewsletter(body);
          onEvent?.({ kind: 'newsletterConfirmed', blockId: id });
          services.onNewsletterSubscribed?.(response);
          return response;
        }),
      },
    }),
    { input: { knownEmail } },
  );

  useEffect(() => {
    send({ type: 'account.change', email: knownEmail });
  }, [knownEmail, send]);

  const routeKey = location ? `${location.pathname}${location.search}` : '';
  const firstRoute = useRef(routeKey);
  useEffect(() => {
    if (routeKey === firstRoute.current) return;
    firstRoute.current = routeKey;
    send({ type: 'route.change' });
  }, [routeKey, send]);

  const impressionSent = useRef(false);
  useEffect(() => {
    if (impressionSent.current || account.status === 'loading') return;
    impressionSent.current = true;
    onEvent?.({ kind: 'newsletterImpression', blockId: id });
  }, [account.status, id, onEvent]);

  const titleId = useId();
  const emailId = useId();
  const emailErrorId = useId();
  const policyId = useId();
  const policyErrorId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const style = backgroundColor ? ({ '--sb-newsletter-background': backgroundColor } as CSSProperties) : undefined;
  const success = successMessage?.trim() || DEFAULTS.successMessage;

  if (account.status === 'loading') {
    return (
      <section
        className="sb-newsletter sb-newsletter--loading"
        aria-busy="true"
        aria-label={DEFAULTS.loading}
        style={style}
      >
        <div className="sb-newsletter__skeleton sb-newsletter__skeleton--title" />
        <div className="sb-newsletter__skeleton sb-newsletter__skeleton--field" />
        <div className="sb-newsletter__skeleton sb-newsletter__skeleton--button" />
      </section>
    );
  }

  if (account.status === 'registered' && account.newsletterSubscribed) {
    return (
      <section className="sb-newsletter sb-newsletter--subscribed" aria-labelledby={titleId} style={style}>
        <Heading id={titleId} className="sb-newsletter__title">
          {success}
        </Heading>
      </section>
    );
  }

  const { email, policy, fieldErrors, errorMessage } = state.context;
  const submitting = state.matches('submitting');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors = validateNewsletter(
      { email, policy },
      {
        formatHint,
        emailRequiredMessage: emailRequiredMessage?.trim() || undefined,
        ...(validationMessages ? { messages: validationMessages } : {}),
      },
    );
    if (Object.keys(errors).length === 0) onEvent?.({ kind: 'newsletterSubmit', blockId: id });
    send({ type: 'form.submit', fieldErrors: errors });
    if (errors.email) document.getElementById(emailId)?.focus();
    else if (errors.policy) document.getElementById(policyId)?.focus();
  };

  return (
    <section className="sb-newsletter" aria-labelledby={titleId} style={style}>
      <Heading id={titleId} className="sb-newsletter__title">
        {title?.trim() || DEFAULTS.title}
      </Heading>
      {subtitle ? <p className="sb-newsletter__subtitle">{subtitle}</p> : null}
      <form
        className="sb-newsletter__form"
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting}
      >
        {campaignName?.trim() ? <input type="hidden" name="campaignName" value={campaignName.trim()} /> : null}
        <div className="sb-newsletter__field">
          <label htmlFor={emailId}>{emailLabel?.trim() || DEFAULTS.emailLabel}</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            readOnly={locked}
            aria-readonly={locked || undefined}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? emailErrorId : undefined}
            onChange={(event) => send({ type: 'email.change', value: event.target.value })}
          />
          {fieldErrors.email ? (
            <p id={emailErrorId} className="sb-newsletter__field-error">
              {fieldErrors.email}
            </p>
          ) : null}
        </div>
        <div className="sb-newsletter__policy">
          <input
            id={policyId}
            name="policy"
            type="checkbox"
            // The design system's checkbox look (ui Field.css, Checkbox.css); the label stays the block's rich text.
            className="sb-choice__input sb-checkbox__input"
            required
            checked={policy}
            aria-invalid={fieldErrors.policy ? true : undefined}
            aria-describedby={fieldErrors.policy ? policyErrorId : undefined}
            onChange={(event) => send({ type: 'policy.change', value: event.target.checked })}
          />
          {/* A label holds phrasing content only: the policy's paragraphs are flattened into it. */}
          {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- its text is the sanitised policy HTML, which the rule cannot see */}
          <label
            htmlFor={policyId}
            className="sb-newsletter__policy-text"
            dangerouslySetInnerHTML={{ __html: policyHtml }}
          />
          {fieldErrors.policy ? (
            <p id={policyErrorId} className="sb-newsletter__field-error">
              {fieldErrors.policy}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="sb-newsletter__submit" disabled={submitting}>
          {submitLabel?.trim() || DEFAULTS.submitLabel}
        </Button>
      </form>
      <div className="sb-newsletter__messages" role="status">
        {state.matches('success') ? (
          <div className="sb-newsletter__message sb-newsletter__message--success">
            <p>{success}</p>
            <button type="button" className="sb-newsletter__dismiss" onClick={() => send({ type: 'message.dismiss' })}>
              {DEFAULTS.dismiss}
            </button>
          </div>
        ) : null}
      </div>
      <div className="sb-newsletter__messages" role="alert">
        {state.matches('error') ? (
          <div className="sb-newsletter__message sb-newsletter__message--error">
            <p>{errorMessage === UNEXPLAINED_FAILURE ? DEFAULTS.failed : errorMessage}</p>
            <button type="button" className="sb-newsletter__dismiss" onClick={() => send({ type: 'message.dismiss' })}>
              {DEFAULTS.dismiss}
            </button>
          </div>
        ) : null}
      </div>
      {disclaimer ? <p className="sb-newsletter__disclaimer">{disclaimer}</p> : null}
    </section>
  );
}
