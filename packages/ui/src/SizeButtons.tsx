import { useId, type ChangeEvent, type ReactNode } from 'react';

/** One size of {@link SizeButtons}. */
export interface SizeOption {
  /** The value the form posts ("M", "9.5"). */
  value: string;
  /** What the button shows, when it differs from `value`. */
  label?: string | undefined;
  /** Not available in this colour: disabled, struck through and announced with `unavailableLabel`. */
  unavailable?: boolean | undefined;
  /** Few left: a dot on the button and `lowStockLabel` as its description. */
  lowStock?: boolean | undefined;
}

/** Props of {@link SizeButtons}. */
export interface SizeButtonsProps {
  /** The form field's name. */
  name: string;
  /** The group's name, shown as its legend ("Size"). */
  legend: string;
  options: SizeOption[];
  /** The chosen size. Uncontrolled (`defaultChecked`) unless `onChange` is given. */
  value?: string | null | undefined;
  onChange?: ((value: string, event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  /** The browser asks for a size before the form submits, also without JavaScript. */
  required?: boolean | undefined;
  /** Spoken after an unavailable size ("sold out"). */
  unavailableLabel?: string | undefined;
  /** The description of a low-stock size ("Only a few left"). */
  lowStockLabel?: string | undefined;
  /** Beside the legend: the size-chart link or button. */
  sizeChart?: ReactNode;
  /** Ties the radios to a form elsewhere on the page (the `form` attribute). */
  form?: string | undefined;
  className?: string | undefined;
}

/**
 * Size choice as a grid of buttons that are native radios underneath: one tab stop for the group, arrow keys
 * move and choose, unavailable sizes are disabled (skipped by the arrows), struck through and say so, a low-stock
 * size carries a dot and a description, and the form posts the size without JavaScript. The size-chart control
 * sits beside the legend.
 *
 * @example
 * <SizeButtons
 *   name="size"
 *   legend="Size"
 *   required
 *   options={[{ value: 'S' }, { value: 'M', lowStock: true }, { value: 'L', unavailable: true }]}
 *   sizeChart={<SizeChart />}
 * />
 */
export function SizeButtons({
  name,
  legend,
  options,
  value,
  onChange,
  required = false,
  unavailableLabel = 'sold out',
  lowStockLabel = 'Only a few left',
  sizeChart,
  form,
  className,
}: SizeButtonsProps) {
  const id = useId();
  const lowStockId = `${id}-low`;
  const anyLow = options.some((option) => option.lowStock && !option.unavailable);
  const classes = ['sb-size-buttons', className].filter(Boolean).join(' ');
  return (
    <fieldset className={classes}>
      <legend className="sb-size-buttons__legend">{legend}</legend>
      {sizeChart ? <div className="sb-size-buttons__chart">{sizeChart}</div> : null}
      <div className="sb-size-buttons__grid">
        {options.map((option) => {
          const low = option.lowStock && !option.unavailable;
          return (
            <label
              key={option.value}
              className={[
                'sb-size',
                option.unavailable ? 'sb-size--unavailable' : undefined,
                low ? 'sb-size--low' : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <input
                type="radio"
                className="sb-size__input"
                name={name}
                value={option.value}
                disabled={option.unavailable}
                required={required}
                form={form}
                aria-describedby={low ? lowStockId : undefined}
                {...(onChange
                  ? {
                      checked: option.value === value,
                      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(option.value, event),
                    }
                  : { defaultChecked: option.value === value })}
              />
              {/* An unavailable size speaks one whole phrase, so no engine joins the parts without their space. */}
              <span className="sb-size__face" aria-hidden={option.unavailable ? true : undefined}>
                {option.label ?? option.value}
              </span>
              {option.unavailable ? (
                <span className="sb-visually-hidden">{`${option.label ?? option.value} (${unavailableLabel})`}</span>
              ) : null}
            </label>
          );
        })}
      </div>
      {anyLow ? (
        <p id={lowStockId} className="sb-size-buttons__hint">
          {lowStockLabel}
        </p>
      ) : null}
    </fieldset>
  );
}
