import * as z from 'zod/mini';

// Shared building blocks of the entity schemas (internal, not exported from the package).
//
// Optionality rule (README "Schemas"): a field that identifies the entity (ids, the cart's totals and items) is
// required; every other field of spec §3 may be absent or null, because the spec lists what exists, not what each
// answer carries, and servers omit what does not apply. Objects are loose: unknown fields pass through.

/** A value that may be absent or null. */
export const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));
export const maybeString = maybe(z.string());
export const maybeNumber = maybe(z.number());
export const maybeBoolean = maybe(z.boolean());
/** A list that may be absent or null. */
export const maybeList = <T extends z.ZodMiniType>(item: T) => maybe(z.array(item));
/** A list whose entries this client does not read: only checked to be a list. */
export const opaqueList = maybeList(z.unknown());
/** A block whose fields this client does not read (yet): only checked to be an object. */
export const opaqueObject = maybe(z.looseObject({}));
/** Money in major units (`129.95`), as the commerce API sends it. */
export const money = maybeNumber;
