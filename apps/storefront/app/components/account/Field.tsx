import { TextField } from '@switchback/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FormOutcome } from '../../lib/accountForms';
import { useAccountText } from '../../lib/accountText';
import { useFocusFirstInvalid } from '../../lib/focusFirstInvalid';

/**
 * Props of {@link Field}.
 *
 * @example
 * const props: FieldProps = { id: 'profile-firstName', name: 'firstName', label: 'First name' };
 */
export interface FieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  /** Reformats the value as the shopper types (a phone or date mask); only once JavaScript runs. */
  format?: (value: string) => string;
  /**
   * The first field to correct of a refused form (see `firstInvalidField`): the page the server draws for the
   * refusal (no JavaScript) opens with focus on it.
   */
  autoFocus?: boolean;
}

/**
 * A labelled text input (the ui `TextField`) with its hint and its error, both read out with the input
 * (`aria-describedby`), and `aria-invalid` while the error shows.
 *
 * @example
 * <Field id="address-city" name="city" label="City" error={errors.city} required />
 */
export function Field({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  readOnly,
  maxLength,
  format,
  autoFocus,
}: FieldProps) {
  return (
    <TextField
      // Keyed by the value sent back, so a refused form shows what was typed and a saved one what was saved.
      key={defaultValue ?? ''}
      className="account-field"
      id={id}
      name={name}
      label={label}
      hint={hint}
      error={error}
      type={type}
      defaultValue={defaultValue}
      autoComplete={autoComplete}
      inputMode={inputMode}
      required={required}
      readOnly={readOnly}
      maxLength={maxLength}
      autoFocus={autoFocus}
      onInput={format ? (event) => (event.currentTarget.value = format(event.currentTarget.value)) : undefined}
    />
  );
}

/**
 * The result line of a form: a polite status after success, an alert after a refusal. Rendered always (empty
 * when there is nothing to say), so a screen reader announces a message that arrives without a reload.
 *
 * @example
 * <FormMessage outcome={outcome} form="profile" />
 *
 * `focusOnSuccess` moves focus to the success line (a form that empties itself once done, like the password form).
 */
export function FormMessage({
  outcome,
  form,
  target,
  focusOnSuccess = false,
}: {
  outcome: FormOutcome | undefined;
  form: string;
  target?: string;
  focusOnSuccess?: boolean;
}) {
  const mine =
    outcome && outcome.form === form && (target === undefined || outcome.target === target) ? outcome : undefined;
  const hasFieldErrors = mine?.errors && Object.keys(mine.errors).length > 0;
  const { correctFields } = useAccountText().accountActions;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const succeeded = focusOnSuccess && mine?.ok === true;
  useEffect(() => {
    if (succeeded) statusRef.current?.focus();
  }, [succeeded, mine]);
  return (
    <>
      <p
        className="account-message account-message--ok"
        role="status"
        ref={statusRef}
        tabIndex={focusOnSuccess ? -1 : undefined}
      >
        {mine?.ok ? mine.message : null}
      </p>
      <div className="account-message account-message--error" role="alert">
        {mine && !mine.ok && mine.message ? <p>{mine.message}</p> : null}
        {mine && !mine.ok && hasFieldErrors ? <p>{correctFields}</p> : null}
      </div>
    </>
  );
}

/**
 * Moves focus to the first invalid field of a form after a refused submission made without a reload (the shared
 * {@link useFocusFirstInvalid}); fields that get `autoFocus` from {@link Field} do it when the server re-renders.
 *
 * @example
 * const ref = useFocusFirstError(outcome?.form === 'profile' ? outcome : undefined);
 * <Form ref={ref} … />
 */
export function useFocusFirstError(outcome: FormOutcome | undefined) {
  return useFocusFirstInvalid<HTMLFormElement>(outcome && !outcome.ok && outcome.errors ? outcome : undefined);
}

/**
 * A titled section of an account page.
 *
 * @example
 * <AccountSection id="gift-cards" title="Gift cards">…</AccountSection>
 */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
