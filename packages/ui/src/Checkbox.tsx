import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx, FieldError, FieldHint, useFieldIds } from './fieldParts';

/** Props of {@link Checkbox}: every native `<input>` attribute except `type`, plus the label, hint and error. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label, to the right of the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help under the label, read out with the checkbox. */
  hint?: ReactNode;
  /** The validation message (a required consent not given); sets `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A native checkbox drawn in the design system's style: a 20px box in a 44px-tall row with the label beside it,
 * the focus ring on the box, and optional hint and error under the label (`aria-describedby`). It submits with
 * its form without JavaScript, like any checkbox.
 *
 * @example
 * <Checkbox label="Waterproof" name="feature" value="waterproof" defaultChecked />
 * <Checkbox label="I accept the terms" name="terms" required error={errors.terms} />
 */
export function Checkbox({
  label,
  hint,
  error,
  className,
  id,
  required,
  'aria-describedby': extra,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, extra);
  const invalid = ids.errorId !== undefined || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div className={cx('sb-choice', 'sb-checkbox', invalid && 'sb-field--invalid', className)}>
      <input
        {...inputProps}
        id={ids.id}
        type="checkbox"
        required={required}
        className="sb-choice__input sb-checkbox__input"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {/* The star sits beside the label, not in it, so the label's text is the words alone (as in TextField). */}
      <span className="sb-choice__label">
        <label htmlFor={ids.id}>{label}</label>
        {required ? (
          <span className="sb-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
