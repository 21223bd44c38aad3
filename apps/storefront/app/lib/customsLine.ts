/**
 * A customised line's design as the cart, checkout and order pages show it (issue 16 customs): read from the
 * `customs` object commerce-api puts on cart and order lines. Laces are null when they are the boot's own.
 */
export interface CustomsLineView {
  recipeId: string;
  initials: string;
  thread: string;
  placement: string;
  laces: string | null;
  /** What the design adds to the unit price. */
  price: number;
  leadTime: string | null;
  returnable: boolean;
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads a line's `customs`; null when the line is not customised (or the design is unreadable).
 *
 * @example
 * toCustomsLine(item.customs)?.initials; // 'AB'
 */
export function toCustomsLine(raw: unknown): CustomsLineView | null {
  const design = record(raw);
  const recipeId = str(design?.recipeId);
  const initials = str(design?.initials);
  if (!design || !recipeId || !initials) return null;
  const name = (value: unknown) => {
    const entry = record(value);
    return str(entry?.name) ?? str(entry?.code);
  };
  const laces = record(design.laceColour);
  const price = record(design.price)?.amount;
  return {
    recipeId,
    initials,
    thread: name(design.threadColour) ?? '',
    placement: name(design.placement) ?? '',
    laces: laces && str(laces.code) !== 'STD' ? name(laces) : null,
    price: typeof price === 'number' && Number.isFinite(price) ? price : 0,
    leadTime: str(design.leadTime),
    returnable: design.returnable === true,
  };
}
