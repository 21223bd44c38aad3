import { Button } from '@switchback/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PreviewDocType } from '@switchback/content-blocks';
import { LIMIT_OPTIONS, type Limit, type PreviewControlsValues } from './previewQuery';
import {
  DEFAULT_AUDIENCE,
  PREVIEW_AUDIENCES,
  type PreviewAudienceId,
  type PreviewPersonalisation,
} from './previewAudiences';

/** Props of {@link PreviewControls}. */
export interface PreviewControlsProps {
  /** The content types editors can pick (from the block registry). */
  docTypes: readonly PreviewDocType[];
  /** The values to start from, read from the page query. */
  initialValues: PreviewControlsValues;
  /** Called with valid values when the editor presses Go. */
  onSubmit: (values: PreviewControlsValues) => void;
  /** Who the previews are drawn for, read from the page query. Default: a guest, nothing forced. */
  initialPersonalisation?: PreviewPersonalisation | undefined;
  /**
   * Called at once when the editor picks another audience or edits the forced segment / variant: these
   * change how the previews are drawn, not which entries are loaded, so they do not wait for Go.
   */
  onPersonalisationChange?: ((values: PreviewPersonalisation) => void) | undefined;
}

/**
 * The preview tool's controls (content-blocks spec §2): a required document type, a free-text layout
 * variant, a search by entry name or id, a page size and Go. A missing document type is reported next to its field, which takes focus.
 * "View as" (the shopper the previews are drawn for) and "Force variant / segment" (`p13n_testcontext`) apply
 * as soon as they change, through `onPersonalisationChange`.
 *
 * @example
 * <PreviewControls docTypes={previewDocTypes()} initialValues={values} onSubmit={(v) => navigate(v)} />
 */
export function PreviewControls({
  docTypes,
  initialValues,
  onSubmit,
  initialPersonalisation,
  onPersonalisationChange,
}: PreviewControlsProps) {
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [personalisation, setPersonalisation] = useState<PreviewPersonalisation>(
    () => initialPersonalisation ?? { audience: DEFAULT_AUDIENCE, testOverride: '' },
  );
  const changePersonalisation = (next: PreviewPersonalisation) => {
    setPersonalisation(next);
    onPersonalisationChange?.(next);
  };
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
        <label htmlFor={`${id}-q`}>Name or id</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={values.q}
          onChange={(event) => setValues({ ...values, q: event.target.value })}
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
      <div className="preview-controls__field">
        <label htmlFor={`${id}-audience`}>View as</label>
        <select
          id={`${id}-audience`}
          name="audience"
          value={personalisation.audience}
          onChange={(event) =>
            changePersonalisation({ ...personalisation, audience: event.target.value as PreviewAudienceId })
          }
        >
          {PREVIEW_AUDIENCES.map(({ id: audience, label }) => (
            <option key={audience} value={audience}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="preview-controls__field">
        <label htmlFor={`${id}-testOverride`}>Force variant / segment</label>
        <input
          id={`${id}-testOverride`}
          name="p13n_testcontext"
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-testOverride-hint`}
          value={personalisation.testOverride}
          onChange={(event) => changePersonalisation({ ...personalisation, testOverride: event.target.value })}
        />
        <p id={`${id}-testOverride-hint`} className="preview-controls__hint">
          A segment id (loyalty-loggedin) or a variant id or name
        </p>
      </div>
      <Button type="submit" className="preview-controls__submit">
        Go
      </Button>
    </form>
  );
}
