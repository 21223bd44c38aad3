import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx, FieldError, FieldHint, FieldLabel, useFieldIds } from './fieldParts';

/** Heights of the text-like controls: `sm` 36px, `md` 44px (default, a comfortable touch target), `lg` 52px. */
export type FieldSize = 'sm' | 'md' | 'lg';

/** Props of {@link TextField}: every native `<input>` attribute, plus the field's own parts. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  /** The visible label, above the input. It names the input. */
  label: ReactNode;
  /** Keep the label for assistive technology only (a search box with a visible button, for example). */
  hideLabel?: boolean | undefined;
  /** Show the `*` beside the label of a required field. Default `true`; off where the only field of a form is required. */
  requiredMarker?: boolean | undefined;
  /** Help shown under the label and read out with the input (format, why we ask). */
  hint?: ReactNode;
  /** The validation message. When set, the input is `aria-invalid` and the message is read out with it. */
  error?: ReactNode;
  /** Shown inside the box before the value (a currency sign, an icon); decorative unless it carries text. */
  prefix?: ReactNode;
  /** Shown inside the box after the value (a unit, a show-password button). */
  suffix?: ReactNode;
  /** Height and text size. Default `md`. */
  size?: FieldSize | undefined;
  /** Class on the wrapper (`className` goes to the wrapper too; use `inputClassName` for the input). */
  inputClassName?: string | undefined;
}

/**
 * A labelled text input: the label above, an optional hint, the input (with an optional prefix or suffix in the
 * same box) and the error under it. The hint and the error are joined to the input with `aria-describedby`, an
 * error sets `aria-invalid`, and a `required` field shows a `*` that screen readers skip (they hear "required").
 * It is a plain `<input>`: it works in a server-rendered form before (or without) JavaScript.
 *
 * @example
 * <TextField label="Email" name="email" type="email" autoComplete="email" required
 *   hint="We send the order confirmation here." error={errors.email} />
 * <TextField label="Gift card amount" name="amount" inputMode="decimal" prefix="£" size="lg" />
 */
export function TextField({
  label,
  hideLabel,
  requiredMarker = true,
  hint,
  error,
  prefix,
  suffix,
  size = 'md',
  className,
  inputClassName,
  id,
  required,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, extraDescribedBy);
  const invalid = ids.errorId !== undefined || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div className={cx('sb-field', `sb-field--${size}`, invalid && 'sb-field--invalid', className)}>
      <FieldLabel htmlFor={ids.id} hidden={hideLabel} required={required && requiredMarker}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="sb-text-field__box">
        {prefix !== undefined ? <span className="sb-text-field__affix">{prefix}</span> : null}
        <input
          {...inputProps}
          id={ids.id}
          type={type}
          required={required}
          className={cx('sb-text-field__input', inputClassName)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {suffix !== undefined ? <span className="sb-text-field__affix">{suffix}</span> : null}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
