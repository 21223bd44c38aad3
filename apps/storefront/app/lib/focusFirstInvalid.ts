import { useEffect, useRef } from 'react';

/**
 * After a refused submission made without a reload, moves focus to the first field marked `aria-invalid="true"`
 * inside the element the returned ref is put on (a form, or a page holding several forms), so a keyboard or screen
 * reader user lands on what to correct instead of staying on the submit button. `refusal` is the refusal itself
 * (the action's answer): each new one moves focus again; `undefined` or `null` (no refusal) leaves focus alone.
 *
 * Without JavaScript the page comes back from the server: there the first invalid field carries `autoFocus`
 * (see {@link firstInvalidField}), which the browser honours as the page loads.
 *
 * @example
 * const formRef = useFocusFirstInvalid<HTMLFormElement>(result && !result.ok ? result : undefined);
 * <Form ref={formRef} method="post">…</Form>
 */
export function useFocusFirstInvalid<T extends HTMLElement>(refusal: object | null | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (refusal) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  return ref;
}

/**
 * The first of `order` (fields in the order a form shows them) that has a message in `errors`, for the `autoFocus`
 * of a server-rendered refusal; `undefined` when none has.
 *
 * @example
 * firstInvalidField(['email', 'phone', 'postalCode'], { postalCode: 'Enter a 5-digit ZIP code.', phone: '…' }); // 'phone'
 */
export function firstInvalidField<K extends string>(
  order: readonly K[],
  errors: Partial<Record<string, string | undefined>>,
): K | undefined {
  return order.find((name) => !!errors[name]);
}
