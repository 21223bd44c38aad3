import { Checkbox } from '@switchback/ui';
import { CONSENT_CATEGORY_IDS, type ConsentCategory, type ConsentChoices, type ConsentState } from '../lib/consent';
import { useConsentText } from '../lib/consentText';

/**
 * Whether a category's box starts ticked: what the shopper recorded, else off in EMEA (nothing is assumed
 * there) and on in NORA and preview, where the shop may use every category without asking.
 *
 * @example
 * presetChoice(consentStateFrom(undefined, 'en-gb', false), 'C0002'); // false
 */
export function presetChoice(state: ConsentState, category: ConsentCategory): boolean {
  if (category === 'C0001') return true;
  return state.choices[category] ?? (state.region !== 'EMEA' || state.preview);
}

/**
 * Reads the category boxes of a submitted consent form: a ticked box sends its value `1`.
 *
 * @example
 * choicesFromForm(new FormData(form)); // { C0001: true, C0002: true, C0003: false, C0004: false }
 */
export function choicesFromForm(form: FormData): ConsentChoices {
  return Object.fromEntries(
    CONSENT_CATEGORY_IDS.map((id) => [id, id === 'C0001' || form.get(id) === '1']),
  ) as ConsentChoices;
}

/**
 * The four consent categories as a fieldset of the design system's checkboxes (native inputs), each with its name
 * and one-line description as its hint:
 * "Strictly necessary" ticked and disabled (always on), the others named `C0002`…`C0004` with value `1`, so the
 * same fields post to `/consent` without JavaScript and are read by {@link choicesFromForm} with it.
 *
 * @example
 * <form method="post" action="/consent"><ConsentCategoryFields state={state} /></form>
 */
export function ConsentCategoryFields({ state }: { state: ConsentState }) {
  const t = useConsentText();
  return (
    <fieldset className="consent-categories">
      <legend className="consent-categories__legend">{t.consentPreferencesLegend}</legend>
      {CONSENT_CATEGORY_IDS.map((id) => {
        const text = t.consentCategoryText[id];
        const required = id === 'C0001';
        return (
          <Checkbox
            key={id}
            className="consent-category"
            name={required ? undefined : id}
            value="1"
            defaultChecked={presetChoice(state, id)}
            disabled={required}
            label={
              <>
                {text.name}
                {required ? <span className="consent-category__always"> ({t.consentAlwaysOn})</span> : null}
              </>
            }
            hint={text.description}
          />
        );
      })}
    </fieldset>
  );
}
