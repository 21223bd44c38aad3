import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, FieldError, FieldHint, FieldLabel, useFieldIds } from './fieldParts';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'prefix'
> {
  /** The visible label ("Quantity"); add visually hidden words to say of what ("of Ridgeline shell"). */
  label: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean | undefined;
  /** Show the `*` beside the label of a required field. Default `true`; off where the only field of a form is required. */
  requiredMarker?: boolean | undefined;
  /** Help under the label ("Up to 5 per order"). */
  hint?: ReactNode;
  /** The validation message; sets `aria-invalid` and is read out with the field. */
  error?: ReactNode;
  /** The quantity when the stepper owns it (uncontrolled). Default `min`. */
  defaultValue?: number | undefined;
  /** The quantity when the parent owns it (controlled); pair with `onValueChange`. */
  value?: number | undefined;
  /** Called with the new quantity after a − / + press or a typed number. */
  onValueChange?: ((value: number) => void) | undefined;
  /** Lowest quantity; − is disabled at it. Default 1. */
  min?: number | undefined;
  /** Highest quantity; + is disabled at it. */
  max?: number | undefined;
  /** Accessible name of the − button. Default `Decrease quantity`. */
  decrementLabel?: string | undefined;
  /** Accessible name of the + button. Default `Increase quantity`. */
  incrementLabel?: string | undefined;
  /**
   * Server steps: − and + become submit buttons sending `stepName=-1` / `stepName=+1` with their form, and the server
   * applies the step (so they work before JavaScript). Without it they change the field in the browser.
   */
  stepName?: string | undefined;
  /** With `stepName`: a new value re-creates the field from `defaultValue` (after a refused change, say). */
  resetKey?: string | undefined;
  /** What the polite status says after a change. Default: the number alone. */
  statusText?: ((value: number) => string) | undefined;
  /**
   * Render the stepper's own polite status. Default `true`; turn it off where the page already announces the
   * outcome of the change (a cart saying "Your cart was updated"), so nothing is read out twice.
   */
  announce?: boolean | undefined;
}

/**
 * A quantity: a native number field between − and + buttons. The field alone works without JavaScript (type a
 * number, arrow keys, submit); with `stepName` the buttons submit the form to the server as well, otherwise they
 * are enabled once the page has hydrated. − and + are disabled at `min` and `max`, and each change is announced
 * through a polite status so a screen-reader user hears the new quantity without moving focus.
 *
 * @example
 * <QuantityStepper label="Quantity" name="qty" defaultValue={1} max={5} />
 * <QuantityStepper label="Quantity" name="qty" defaultValue={line.qty} max={line.maxQty} stepName="step"
 *   decrementLabel={`Decrease quantity of ${line.name}`} incrementLabel={`Increase quantity of ${line.name}`} />
 */
export function QuantityStepper({
  label,
  hideLabel,
  requiredMarker = true,
  hint,
  error,
  defaultValue,
  value,
  onValueChange,
  min = 1,
  max,
  decrementLabel = 'Decrease quantity',
  incrementLabel = 'Increase quantity',
  stepName,
  resetKey,
  statusText = String,
  announce = true,
  className,
  id,
  required,
  disabled,
  'aria-describedby': extra,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: QuantityStepperProps) {
  const ids = useFieldIds(id, hint, error, extra);
  const invalid = ids.errorId !== undefined || ariaInvalid === true || ariaInvalid === 'true';
  const serverSteps = stepName !== undefined;
  const controlled = value !== undefined;
  const [ownValue, setOwnValue] = useState(() => String(defaultValue ?? min));
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setHydrated(true), []);

  // Server steps: the new quantity arrives as a new defaultValue; announce it (not the first one).
  const shown = useRef(defaultValue);
  useEffect(() => {
    if (!serverSteps || defaultValue === undefined || shown.current === defaultValue) return;
    shown.current = defaultValue;
    setStatus(statusText(defaultValue));
  }, [serverSteps, defaultValue, statusText]);

  const current = serverSteps ? (defaultValue ?? min) : controlled ? value : toNumber(ownValue, min);
  const atMin = current <= min;
  const atMax = max !== undefined && current >= max;

  function change(next: number) {
    const bounded = Math.max(min, max === undefined ? next : Math.min(max, next));
    if (!controlled) setOwnValue(String(bounded));
    onValueChange?.(bounded);
    setStatus(statusText(bounded));
  }

  const buttonCommon = serverSteps
    ? ({ type: 'submit', name: stepName, formNoValidate: true } as const)
    : ({ type: 'button' } as const);
  // Browser steps need JavaScript: until it runs the buttons say so by being disabled (no layout moves).
  const inert = disabled || (!serverSteps && !hydrated);

  return (
    <div className={cx('sb-field', 'sb-quantity-stepper', invalid && 'sb-field--invalid', className)}>
      <FieldLabel htmlFor={ids.id} hidden={hideLabel} required={required && requiredMarker}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="sb-quantity-stepper__box">
        <button
          {...buttonCommon}
          value={serverSteps ? '-1' : undefined}
          className="sb-quantity-stepper__button"
          disabled={inert || atMin}
          onClick={serverSteps ? undefined : () => change(current - 1)}
        >
          <span aria-hidden="true">−</span>
          <span className="sb-visually-hidden">{decrementLabel}</span>
        </button>
        <input
          {...inputProps}
          key={serverSteps ? `${defaultValue ?? ''}-${resetKey ?? ''}` : undefined}
          id={ids.id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          required={required}
          disabled={disabled}
          className="sb-quantity-stepper__input"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={ids.describedBy}
          {...(serverSteps
            ? { defaultValue: defaultValue ?? min }
            : {
                value: controlled ? String(value) : ownValue,
                onChange: (event: { currentTarget: HTMLInputElement }) => {
                  const typed = event.currentTarget.value;
                  if (!controlled) setOwnValue(typed);
                  if (typed !== '' && Number.isFinite(Number(typed))) onValueChange?.(Number(typed));
                },
              })}
        />
        <button
          {...buttonCommon}
          value={serverSteps ? '+1' : undefined}
          className="sb-quantity-stepper__button"
          disabled={inert || atMax}
          onClick={serverSteps ? undefined : () => change(current + 1)}
        >
          <span aria-hidden="true">+</span>
          <span className="sb-visually-hidden">{incrementLabel}</span>
        </button>
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
      {announce ? (
        <span className="sb-visually-hidden" role="status">
          {status}
        </span>
      ) : null}
    </div>
  );
}

function toNumber(text: string, fallback: number): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}
