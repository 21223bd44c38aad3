import { useId, type ReactNode } from 'react';

/** The ids a labelled control needs, and the `aria-describedby` list that joins its hint, its error and any extra. */
export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/**
 * Ids for a control with an optional hint and error. A given `id` is kept (tests and `<label for>` elsewhere may
 * rely on it); otherwise one is made with `useId`, stable between the server render and hydration.
 */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const joined = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return { id: controlId, hintId, errorId, describedBy: joined };
}

/** Whether a hint or error has something to show (`false`, `''` and `null` do not). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The hint under a label. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} className="sb-field__hint">
      {children}
    </p>
  ) : null;
}

/** The error under a control: an icon-free text in the error colour, read out with the control. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} className="sb-field__error">
      {children}
    </p>
  ) : null;
}

/** The visible label text with the required marker (hidden from screen readers: the input says `required`). */
export function LabelText({ children, required }: { children: ReactNode; required: boolean | undefined }) {
  return (
    <>
      {children}
      {required ? (
        <span className="sb-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
}

/**
 * The label row of a text-like control: the `<label>` and, for a required field, a `*` beside it — outside the
 * label so the label's text (and so the control's name) stays exactly the words, and hidden from screen readers,
 * which hear "required" from the control itself.
 */
export function FieldLabel({
  htmlFor,
  hidden,
  required,
  children,
}: {
  htmlFor: string;
  hidden: boolean | undefined;
  required: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <span className={cx('sb-field__label', hidden && 'sb-visually-hidden')}>
      <label htmlFor={htmlFor}>{children}</label>
      {required ? (
        <span className="sb-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </span>
  );
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
