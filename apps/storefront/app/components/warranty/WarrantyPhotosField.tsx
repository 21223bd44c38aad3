import { useState } from 'react';
import { useAccountText } from '../../lib/accountText';
import { photoProblem, WARRANTY_PHOTO_TYPES } from '../../lib/warrantyClaim';

/**
 * The photo picker of the warranty claim: up to three JPEG, PNG or WebP images of 5 MB each. Once JavaScript runs the
 * files are checked as soon as they are chosen (the same check runs on the server, so it also holds without it);
 * the problem shows under the field and is read out with it.
 *
 * @example
 * <WarrantyPhotosField error={outcome?.errors?.photos} />
 */
export function WarrantyPhotosField({ error }: { error: string | undefined }) {
  const TEXT = useAccountText().warranty;
  const [chosenProblem, setChosenProblem] = useState<string | undefined | null>(null);
  // Until files are chosen again, the server's word stands.
  const shown = chosenProblem === null ? error : chosenProblem;
  const describedBy = ['warranty-photos-hint', shown ? 'warranty-photos-error' : null].filter(Boolean).join(' ');
  return (
    <div className={`sb-field sb-field--md account-field${shown ? ' sb-field--invalid' : ''}`}>
      <span className="sb-field__label">
        <label htmlFor="warranty-photos">{TEXT.photos}</label>
      </span>
      <p id="warranty-photos-hint" className="sb-field__hint">
        {TEXT.photosHint}
      </p>
      <input
        id="warranty-photos"
        name="photos"
        type="file"
        multiple
        accept={WARRANTY_PHOTO_TYPES.join(',')}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const problem = photoProblem(Array.from(event.currentTarget.files ?? []), TEXT);
          setChosenProblem(problem);
          event.currentTarget.setCustomValidity(problem ?? '');
        }}
      />
      {shown ? (
        <p id="warranty-photos-error" className="sb-field__error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
