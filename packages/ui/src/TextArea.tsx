import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx, FieldError, FieldHint, FieldLabel, useFieldIds } from './fieldParts';

/** Props of {@link TextArea}: every native `<textarea>` attribute, plus the field's own parts. */
export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** The visible label, above the box. It names the text area. */
  label: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean | undefined;
  /** Show the `*` beside the label of a required field. Default `true`. */
  requiredMarker?: boolean | undefined;
  /** Help shown under the label and read out with the text area (length, what to write). */
  hint?: ReactNode;
  /** The validation message. When set, the text area is `aria-invalid` and the message is read out with it. */
  error?: ReactNode;
  /** Class on the `<textarea>` (`className` goes to the wrapper). */
  inputClassName?: string | undefined;
}

/**
 * A labelled multi-line text field (a gift message, a review, a question): the same anatomy and box as
 * {@link TextField} — label above, optional hint, the box, the error under it, joined with `aria-describedby` —
 * around a native `<textarea>` that grows downwards only (`resize: vertical`), so it submits without JavaScript.
 *
 * @example
 * <TextArea label="Gift message" name="giftMessage" rows={3} maxLength={250} hint="Up to 250 characters." />
 */
export function TextArea({
  label,
  hideLabel,
  requiredMarker = true,
  hint,
  error,
  className,
  inputClassName,
  id,
  required,
  rows = 3,
  'aria-describedby': extraDescribedBy,
  'aria-invalid': ariaInvalid,
  ...textareaProps
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error, extraDescribedBy);
  const invalid = ids.errorId !== undefined || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div className={cx('sb-field', invalid && 'sb-field--invalid', className)}>
      <FieldLabel htmlFor={ids.id} hidden={hideLabel} required={required && requiredMarker}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="sb-text-field__box sb-text-area__box">
        <textarea
          {...textareaProps}
          id={ids.id}
          rows={rows}
          required={required}
          className={cx('sb-text-area__input', inputClassName)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
