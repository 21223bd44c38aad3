import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, FieldError, FieldHint, LabelText, useFieldIds } from './fieldParts';

interface RadioGroupContextValue {
  name: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

const RadioGroupContext = createContext<RadioGroupContextValue>({
  name: undefined,
  required: undefined,
  disabled: undefined,
});

/** Props of {@link Radio}: every native `<input>` attribute except `type`, plus the label and a hint. */
export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label beside the circle. */
  label: ReactNode;
  /** Help under this option's label (a delivery date, a price difference). */
  hint?: ReactNode;
}

/**
 * One option of a {@link RadioGroup}: a native radio button with its label. It takes the group's `name`,
 * `required` and `disabled` unless given its own. The browser provides the arrow-key behaviour of the group.
 *
 * @example
 * <RadioGroup legend="Delivery" name="delivery">
 *   <Radio label="Standard" value="standard" hint="3–5 working days, free" defaultChecked />
 *   <Radio label="Next day" value="next-day" hint="£6.95" />
 * </RadioGroup>
 */
export function Radio({
  label,
  hint,
  className,
  id,
  name,
  required,
  disabled,
  'aria-describedby': extra,
  ...inputProps
}: RadioProps) {
  const group = useContext(RadioGroupContext);
  const ids = useFieldIds(id, hint, undefined, extra);
  return (
    <div className={cx('sb-choice', 'sb-radio', className)}>
      <input
        {...inputProps}
        id={ids.id}
        type="radio"
        name={name ?? group.name}
        required={required ?? group.required}
        disabled={disabled ?? group.disabled}
        className="sb-choice__input sb-radio__input"
        aria-describedby={ids.describedBy}
      />
      <label htmlFor={ids.id} className="sb-choice__label">
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'children'> {
  /** The question the options answer; it names the group (`<legend>`). */
  legend: ReactNode;
  /** Keep the legend for assistive technology only. */
  hideLegend?: boolean | undefined;
  /** The `name` every {@link Radio} inside submits under. */
  name?: string | undefined;
  /** Help under the legend, read out with the group. */
  hint?: ReactNode;
  /** The validation message for the group (nothing chosen); read out with the group and marks it invalid. */
  error?: ReactNode;
  /** Whether a choice is required (passed to every radio). */
  required?: boolean | undefined;
  /** Lay the options in a row (wrapping) instead of a column. */
  orientation?: 'vertical' | 'horizontal' | undefined;
  /** The {@link Radio} options. */
  children?: ReactNode;
}

/**
 * A group of radio buttons in a `<fieldset>` with a `<legend>`: the group has the radiogroup role, its legend as
 * its name, its hint and error joined with `aria-describedby`, and `aria-invalid` while the error shows.
 *
 * @example
 * <RadioGroup legend="Payment" name="method" error={errors.method} required>
 *   <Radio label="Card" value="card" />
 *   <Radio label="PayPal" value="paypal" />
 * </RadioGroup>
 */
export function RadioGroup({
  legend,
  hideLegend,
  name,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  className,
  id,
  children,
  'aria-describedby': extra,
  ...fieldsetProps
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error, extra);
  const legendId = `${ids.id}-legend`;
  const invalid = ids.errorId !== undefined;
  return (
    <fieldset
      {...fieldsetProps}
      id={ids.id}
      // The radiogroup role lets the group carry aria-invalid and aria-required; the legend still names it.
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={invalid ? true : undefined}
      aria-required={required ? true : undefined}
      disabled={disabled}
      className={cx('sb-radio-group', `sb-radio-group--${orientation}`, invalid && 'sb-field--invalid', className)}
    >
      <legend id={legendId} className={cx('sb-field__label', hideLegend && 'sb-visually-hidden')}>
        <LabelText required={required}>{legend}</LabelText>
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="sb-radio-group__options">
        <RadioGroupContext.Provider value={{ name, required, disabled }}>{children}</RadioGroupContext.Provider>
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
