const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A new correlation id.
 *
 * @example
 * const correlationId = createId();
 */
export function createId(): string {
  return crypto.randomUUID();
}

/**
 * True for a UUID: the only shape of correlation id the proxy passes on from a browser, so logs cannot be
 * polluted with arbitrary header text.
 *
 * @example
 * isUuid('0f8fad5b-d9cb-469f-a165-70867728950e'); // true
 */
export function isUuid(value: string | null | undefined): value is string {
  return UUID.test(value ?? '');
}
