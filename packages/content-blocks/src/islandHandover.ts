import { BUTTONS, FORM_KEY_ATTRIBUTE } from './liveClick';

/**
 * What a shopper did inside an island's server markup before its code came, carried over to the live block that
 * replaces that markup: values typed or chosen in its form controls, which control had focus, and one click on a
 * button that had no handler yet. Used by `BlockIsland`.
 */
export interface IslandHandover {
  /** Controls the shopper changed, by their position among the island's controls. */
  fields: { index: number; value?: string; checked?: boolean }[];
  /** The path (child positions from the island) of the focused element, if focus was inside the island. */
  focus?: number[];
  /** Whether each `details` element of the island was open (a no-JavaScript accordion the shopper opened). */
  open?: boolean[];
  /** The position of a button clicked before the code came, to click again once live. */
  click?: number;
  /** That button's name (its text or label): the live button at that position is clicked only if it has the same. */
  clickName?: string;
  /**
   * A form the shopper submitted before the code came (its position among the island's forms, and its submit
   * button's among the form's own), to submit live.
   */
  submit?: {
    form: number;
    submitter?: number;
    /** The form's `data-sb-form` key, which finds the live form wherever it is drawn. */
    key?: string;
    /**
     * Without a key, the live form sent is one that goes to the same place the same way and carries the same hidden
     * fields (what it asks for: `intent=voteReview`, `id=R1`), the one at that position if it does.
     */
    target: string;
    /** The held form's hidden fields, as `name=value`. */
    hidden?: string[];
  };
  /** The path (child positions from the island) of the element under the pointer, so hover menus open live. */
  hover?: number[];
}

function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift([...parent.children].indexOf(node));
  }
  return path;
}

function atPath(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

// Hidden inputs are never the shopper's, and a live form may hold more of them than its markup (a flag saying script
// runs): left out, they cannot shift the positions by which the shopper's fields are matched.
const CONTROLS = 'input:not([type="hidden"]), textarea, select';

/** Where and how a form sends (method and path): a live form at a held one's position must match it to be sent. */
function formTarget(form: HTMLFormElement): string {
  return `${form.method} ${new URL(form.action, form.ownerDocument.baseURI).pathname}`;
}

/** A form's hidden fields as `name=value`: what a form asks for where several go to the same place. */
function hiddenFields(form: HTMLFormElement): string[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')]
    .filter((input) => input.name !== '')
    .map((input) => `${input.name}=${input.value}`);
}

/** Whether a live form does what a held one did: same place, same way, and every hidden field of the held one. */
function sameRequest(form: HTMLFormElement, target: string, hidden: readonly string[]): boolean {
  if (formTarget(form) !== target) return false;
  const live = new Set(hiddenFields(form));
  return hidden.every((field) => live.has(field));
}

/** What a button says: a pending click goes only to a live button that says the same. */
function buttonName(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/** The buttons that can submit a form, in the form's order (a submitter is found by its place among them). */
function submitters(form: HTMLFormElement): (HTMLButtonElement | HTMLInputElement)[] {
  return [...form.elements].filter(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement && element.type === 'submit') ||
      (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image')),
  );
}

function controls(root: Element): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(CONTROLS)];
}

/** The option a single-choice list shows untouched: the last marked `selected`, else the first that can be chosen. */
function defaultOption(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.findLastIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}

function changed(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (control instanceof HTMLSelectElement) {
    // A list with no option marked `selected` shows its first one: that is not a choice the shopper made.
    if (!control.multiple && control.size <= 1) return control.selectedIndex !== defaultOption(control);
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/**
 * Reads what the shopper changed in an island's server markup (call it just before the live block replaces it).
 *
 * @example
 * const handover = captureHandover(wrapper, pendingClick);
 */
export function captureHandover(
  root: Element,
  clicked?: Element | null,
  submitted?: { form: HTMLFormElement; submitter: HTMLElement | null },
): IslandHandover {
  const list = controls(root);
  const fields: IslandHandover['fields'] = [];
  list.forEach((control, index) => {
    if (!changed(control)) return;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
      fields.push({ index, checked: control.checked });
    else fields.push({ index, value: control.value });
  });
  const active = root.ownerDocument.activeElement;
  const focus = active && active !== root && root.contains(active) ? pathOf(root, active) : [];
  const open = [...root.querySelectorAll('details')].map((details) => details.open);
  const buttons = [...root.querySelectorAll(BUTTONS)];
  const click = clicked ? buttons.indexOf(clicked) : -1;
  const formIndex = submitted ? [...root.querySelectorAll('form')].indexOf(submitted.form) : -1;
  const formKey = submitted?.form.getAttribute(FORM_KEY_ATTRIBUTE) ?? undefined;
  const submitterIndex =
    submitted?.submitter instanceof HTMLButtonElement || submitted?.submitter instanceof HTMLInputElement
      ? submitters(submitted.form).indexOf(submitted.submitter)
      : -1;
  const submit =
    submitted && formIndex >= 0
      ? {
          form: formIndex,
          target: formTarget(submitted.form),
          hidden: hiddenFields(submitted.form),
          ...(formKey ? { key: formKey } : {}),
          ...(submitterIndex >= 0 ? { submitter: submitterIndex } : {}),
        }
      : undefined;
  const hovered = [...root.querySelectorAll(':hover')].pop();
  const hover = hovered ? pathOf(root, hovered) : [];
  return {
    fields,
    open,
    ...(focus.length > 0 ? { focus } : {}),
    ...(click >= 0 && clicked ? { click, clickName: buttonName(clicked) } : {}),
    ...(hover.length > 0 ? { hover } : {}),
    ...(submit ? { submit } : {}),
  };
}

// React tracks a control's value itself: setting it through the prototype's setter and firing `input` is what makes
// a controlled field's onChange see the shopper's text.
function setValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Puts a handover into the live block: the same values and focus, then the pending click. Controls are matched by
 * position, so a block that draws the same form live as on the server gets everything back.
 *
 * @example
 * applyHandover(wrapper, handover);
 */
export function applyHandover(root: Element, handover: IslandHandover): void {
  const list = controls(root);
  for (const field of handover.fields) {
    const control = list[field.index];
    if (!control) continue;
    if (field.checked !== undefined && control instanceof HTMLInputElement) {
      // A click toggles the box and runs React's handler, as the shopper's own click would have.
      if (control.checked !== field.checked) control.click();
    } else if (field.value !== undefined && control.value !== field.value) {
      setValue(control, field.value);
    }
  }
  root.querySelectorAll('details').forEach((details, index) => {
    const wasOpen = handover.open?.[index];
    if (wasOpen !== undefined && details.open !== wasOpen) details.open = wasOpen;
  });
  const focused = handover.focus ? atPath(root, handover.focus) : undefined;
  if (focused instanceof HTMLElement || focused instanceof SVGElement) focused.focus();
  // The pointer is already inside: React's enter handlers run on the next mouseover, so give them one.
  const hovered = handover.hover ? atPath(root, handover.hover) : undefined;
  if (hovered) {
    hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  }
  if (handover.submit) {
    const { key, target, hidden = [] } = handover.submit;
    const forms = [...root.querySelectorAll('form')];
    const atPosition = forms[handover.submit.form];
    // A form is never sent to another place, or for another thing, than the shopper's (a vote, never a report): by
    // its key, else the live form that does the same request (the one in the held form's place first); otherwise the
    // submission is dropped.
    const form = key
      ? forms.find((candidate) => candidate.getAttribute(FORM_KEY_ATTRIBUTE) === key)
      : atPosition && sameRequest(atPosition, target, hidden)
        ? atPosition
        : forms.find((candidate) => sameRequest(candidate, target, hidden));
    const submitter =
      form && handover.submit.submitter !== undefined ? submitters(form)[handover.submit.submitter] : undefined;
    // A live form drawn otherwise than the markup (no such button) is sent as by its first submit button.
    form?.requestSubmit(submitter);
  }
  if (handover.click !== undefined) {
    const buttons = [...root.querySelectorAll<HTMLElement>(BUTTONS)];
    const atPosition = buttons[handover.click];
    // The live markup may hold more buttons (a dialog's): the first that says the same, if the one there does not.
    const button =
      handover.clickName === undefined || (atPosition && buttonName(atPosition) === handover.clickName)
        ? atPosition
        : buttons.find((candidate) => buttonName(candidate) === handover.clickName);
    button?.click();
  }
}
