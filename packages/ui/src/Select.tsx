import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx, FieldError, FieldHint, FieldLabel, useFieldIds } from './fieldParts';
import type { FieldSize } from './TextField';

/** Props of {@link Select}: every native `<select>` attribute, plus the field's own parts. */
export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  /** The visible label, above the select. */
  label: ReactNode;
  /** Keep the label for assistive technology only (a sort menu next to a visible heading, for example). */
  hideLabel?: boolean | undefined;
  /** Show the `*` beside the label of a required field. Default `true`; off where the only field of a form is required. */
  requiredMarker?: boolean | undefined;
  /** Help under the label, read out with the select. */
  hint?: ReactNode;
  /** The validation message; sets `aria-invalid` and is read out with the select. */
  error?: ReactNode;
  /** Height and text size. Default `md`. */
  size?: FieldSize | undefined;
  /** Class on the `<select>` itself (`className` goes to the wrapper). */
  selectClassName?: string | undefined;
  /** The `<option>` and `<optgroup>` elements. */
  children?: ReactNode;
}

/**
 * A native `<select>` with the look of the text fields: label above, hint, a chevron, the error under it. Native
 * on purpose: the phone's own picker, full keyboard and screen-reader support, and it submits without JavaScript.
 *
 * @example
 * <Select label="Country" name="country" defaultValue="GB" error={errors.country}>
 *   <option value="">Choose…</option>
 *   <option value="GB">United Kingdom</option>
 * </Select>
 */
export function Select({
  label,
  hideLabel,
  requiredMarker = true,
  hint,
  error,
  size = 'md',
  className,
  selectClassName,
  id,
  required,
  children,
  'aria-describedby': extraDescribedBy,
  'aria-invalid': ariaInvalid,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, extraDescribedBy);
  const invalid = ids.errorId !== undefined || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div className={cx('sb-field', `sb-field--${size}`, invalid && 'sb-field--invalid', className)}>
      <FieldLabel htmlFor={ids.id} hidden={hideLabel} required={required && requiredMarker}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="sb-select__box">
        <select
          {...selectProps}
          id={ids.id}
          required={required}
          className={cx('sb-select__input', selectClassName)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {children}
        </select>
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
