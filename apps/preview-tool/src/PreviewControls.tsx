import { Button } from '@switchback/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PreviewDocType } from '@switchback/content-blocks';
import { LIMIT_OPTIONS, type Limit, type PreviewControlsValues } from './previewQuery';

/** Props of {@link PreviewControls}. */
export interface PreviewControlsProps {
  /** The content types editors can pick (from the block registry). */
  docTypes: readonly PreviewDocType[];
  /** The values to start from, read from the page query. */
  initialValues: PreviewControlsValues;
  /** Called with valid values when the editor presses Go. */
  onSubmit: (values: PreviewControlsValues) => void;
}

/**
 * The preview tool's controls (content-blocks spec §2): a required document type, a free-text layout
 * variant, a page size and Go. A missing document type is reported next to its field, which takes focus.
 *
 * @example
 * <PreviewControls docTypes={previewDocTypes()} initialValues={values} onSubmit={(v) => navigate(v)} />
 */
export function PreviewControls({ docTypes, initialValues, onSubmit }: PreviewControlsProps) {
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [docTypeError, setDocTypeError] = useState<string | undefined>();
  const docTypeRef = useRef<HTMLSelectElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.docType === '') {
      setDocTypeError('Doc type is required');
      docTypeRef.current?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    // noValidate: the browser's own bubble would replace the spec's wording and vanish on its own.
    <form className="preview-controls" role="search" aria-label="Content to preview" noValidate onSubmit={handleSubmit}>
      <div className="preview-controls__field">
        <label htmlFor={`${id}-docType`}>Document type</label>
        <select
          ref={docTypeRef}
          id={`${id}-docType`}
          name="docType"
          required
          aria-invalid={docTypeError ? true : undefined}
          aria-describedby={docTypeError ? `${id}-docType-error` : undefined}
          value={values.docType}
          onChange={(event) => {
            setValues({ ...values, docType: event.target.value });
            if (event.target.value !== '') setDocTypeError(undefined);
          }}
        >
          <option value="">Select doctype</option>
          {docTypes.map(({ type, label }) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
        {docTypeError ? (
          <p id={`${id}-docType-error`} className="preview-controls__error">
            {docTypeError}
          </p>
        ) : null}
      </div>
      <div className="preview-controls__field">
        <label htmlFor={`${id}-layoutVariant`}>Layout variant</label>
        <input
          id={`${id}-layoutVariant`}
          name="layoutVariant"
          type="text"
          autoComplete="off"
          value={values.layoutVariant}
          onChange={(event) => setValues({ ...values, layoutVariant: event.target.value })}
        />
      </div>
      <div className="preview-controls__field">
        <label htmlFor={`${id}-limit`}>Limit</label>
        <select
          id={`${id}-limit`}
          name="limit"
          value={values.limit}
          onChange={(event) => setValues({ ...values, limit: Number(event.target.value) as Limit })}
        >
          {LIMIT_OPTIONS.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="preview-controls__submit">
        Go
      </Button>
    </form>
  );
}
