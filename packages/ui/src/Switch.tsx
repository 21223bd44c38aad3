import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx, FieldHint, useFieldIds } from './fieldParts';

/** Props of {@link Switch}: every native `<input>` attribute except `type` and `role`, plus the label and hint. */
export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  /** What the switch turns on or off. */
  label: ReactNode;
  /** Help under the label, read out with the switch. */
  hint?: ReactNode;
}

/**
 * An on/off setting that takes effect at once (e-mail offers, "show prices with VAT"): a native checkbox with
 * `role="switch"`, drawn as a track and a thumb, so it is announced as "switch, on/off", toggles with Space and
 * submits with a form like any checkbox. For a choice confirmed by a submit button, use {@link Checkbox}.
 *
 * @example
 * <Switch label="Order updates by text message" name="smsUpdates" defaultChecked onChange={save} />
 */
export function Switch({ label, hint, className, id, 'aria-describedby': extra, ...inputProps }: SwitchProps) {
  const ids = useFieldIds(id, hint, undefined, extra);
  return (
    <div className={cx('sb-choice', 'sb-switch', className)}>
      <input
        {...inputProps}
        id={ids.id}
        type="checkbox"
        role="switch"
        className="sb-choice__input sb-switch__input"
        aria-describedby={ids.describedBy}
      />
      <label htmlFor={ids.id} className="sb-choice__label">
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
}
