// Reads a block's zod schema (zod/mini, as the registry holds it) into the rows of its docs page: every field the CMS
// may send, with its type in plain words, whether it is required, its default or fallback, and the values it takes.
// The schema is the one source: nothing here is written per block.

/** The part of a zod v4 schema this reader looks at (`_zod.def` and `_zod.optin` are zod's own introspection). */
interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string }; optin?: 'optional' | 'defaulted' | undefined };
}

/** One field of a block as its docs page lists it. */
export interface SchemaField {
  /** Dotted path from the block: `title`, `media.url`, `targets[].text`, `breakpoints.sm.type`. */
  path: string;
  /** The field's name (the last part of the path). */
  name: string;
  /** How deep it sits (0 for the block's own fields). */
  depth: number;
  /** The type in words: `text`, `whole number`, `one of: "left" · "right"`, `list of objects`. */
  type: string;
  /** The CMS must send it (its schema refuses the block without it). */
  required: boolean;
  /** The value used when the field is left out (`_default`). */
  defaultValue?: unknown;
  /** The value used instead of one the schema cannot use (`catch`); `undefined` means the value is dropped. */
  fallback?: { value: unknown };
  /** The values an enum or literal takes. */
  values?: string[];
  /** The field's own zod schema (to tell a shared field schema from a block's own field of the same name). */
  schema: unknown;
}

const MAX_DEPTH = 4;

const defOf = (schema: ZodLike) => schema._zod.def;
const isZod = (value: unknown): value is ZodLike => typeof value === 'object' && value !== null && '_zod' in value;

/** Strips the wrappers that say nothing about the value's shape, noting the default and the fallback on the way. */
function unwrap(schema: ZodLike): {
  core: ZodLike;
  defaultValue?: unknown;
  fallback?: { value: unknown };
  nullable: boolean;
} {
  let core = schema;
  let defaultValue: unknown;
  let fallback: { value: unknown } | undefined;
  let nullable = false;
  for (let guard = 0; guard < 20; guard += 1) {
    const def = defOf(core);
    if (def.type === 'optional' || def.type === 'nonoptional' || def.type === 'readonly' || def.type === 'prefault') {
      core = def.innerType as ZodLike;
    } else if (def.type === 'default') {
      defaultValue ??= def.defaultValue;
      core = def.innerType as ZodLike;
    } else if (def.type === 'catch') {
      let value: unknown;
      try {
        value = (def.catchValue as (context: unknown) => unknown)({
          issues: [],
          value: undefined,
          input: undefined,
          error: { issues: [] },
        });
      } catch {
        value = undefined;
      }
      fallback ??= { value };
      core = def.innerType as ZodLike;
    } else if (def.type === 'nullable') {
      nullable = true;
      core = def.innerType as ZodLike;
    } else if (def.type === 'pipe') {
      // What the CMS sends is the pipe's input; a transform after it only reshapes it.
      core = def.in as ZodLike;
    } else if (def.type === 'lazy') {
      core = (def.getter as () => ZodLike)();
    } else {
      break;
    }
  }
  return { core, ...(defaultValue !== undefined ? { defaultValue } : {}), ...(fallback ? { fallback } : {}), nullable };
}

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** The values of an enum or literal, or of a union made only of them. */
function valuesOf(schema: ZodLike): unknown[] | undefined {
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string | number>);
  if (def.type === 'literal') return def.values as unknown[];
  if (def.type === 'union') {
    const all = (def.options as ZodLike[]).map(valuesOf);
    if (all.every((values): values is unknown[] => values !== undefined)) return all.flat();
  }
  return undefined;
}

/** The type of a schema in words, as an editor or designer reads it. */
export function describeType(schema: ZodLike, depth = 0): string {
  const { core, nullable } = unwrap(schema);
  const def = defOf(core);
  const values = valuesOf(core);
  let type: string;
  if (values) {
    const shown = values.map(quoted);
    type = shown.length === 1 ? `always ${shown[0]}` : `one of: ${shown.join(' · ')}`;
  } else {
    switch (def.type) {
      case 'string':
        type = 'text';
        break;
      case 'number':
        type = def.format === 'safeint' || def.format === 'int32' ? 'whole number' : 'number';
        break;
      case 'boolean':
        type = 'true or false';
        break;
      case 'object':
        type = isBreakpointShape(core) ? 'per breakpoint (sm, md, lg)' : 'object';
        break;
      case 'array':
        type = `list of ${depth > MAX_DEPTH ? 'entries' : plural(describeType(def.element as ZodLike, depth + 1))}`;
        break;
      case 'record':
        type = `map of ${describeType(def.valueType as ZodLike, depth + 1)}`;
        break;
      case 'union':
        type = (def.options as ZodLike[]).map((option) => describeType(option, depth + 1)).join(', or ');
        break;
      case 'unknown':
      case 'any':
        type = 'any value';
        break;
      default:
        type = def.type;
    }
  }
  return nullable ? `${type}, or null` : type;
}

const plural = (type: string) =>
  type === 'text'
    ? 'texts'
    : type === 'object'
      ? 'objects'
      : type === 'whole number'
        ? 'whole numbers'
        : type === 'number'
          ? 'numbers'
          : type;

/** `{ sm, md, lg }` and nothing else: a value per breakpoint. */
function isBreakpointShape(schema: ZodLike): boolean {
  const keys = Object.keys((defOf(schema).shape as Record<string, unknown> | undefined) ?? {});
  return keys.length === 3 && ['sm', 'md', 'lg'].every((key) => keys.includes(key));
}

/** The object shape a field leads to (directly, through a list, or through a union holding one object), if any. */
function nestedShape(schema: ZodLike, depth: number): { shape: Record<string, ZodLike>; suffix: string } | undefined {
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (def.type === 'object') return { shape: def.shape as Record<string, ZodLike>, suffix: '' };
  if (def.type === 'array') {
    const inner = nestedShape(def.element as ZodLike, depth);
    return inner ? { shape: inner.shape, suffix: `[]${inner.suffix}` } : undefined;
  }
  if (def.type === 'union') {
    const objects = (def.options as ZodLike[])
      .map((option) => nestedShape(option, depth))
      .filter((entry) => entry !== undefined);
    return objects.length === 1 ? objects[0] : undefined;
  }
  return undefined;
}

/** The block-level object of a block schema (through its pipes, refinements and wrappers). */
function blockObject(schema: ZodLike): Record<string, ZodLike> {
  const found = nestedShape(schema, 0);
  if (!found) throw new Error('A block schema must be an object schema.');
  return found.shape;
}

/**
 * Every field of a block schema, the block's own first and each object's fields under it, in the schema's order.
 *
 * @example
 * schemaFields(bannerBlockSchema).find((field) => field.path === 'variant')?.values; // ['standard', 'overlay', …]
 */
export function schemaFields(schema: unknown): SchemaField[] {
  if (!isZod(schema)) throw new Error('Not a zod schema.');
  const fields: SchemaField[] = [];
  const walk = (shape: Record<string, ZodLike>, prefix: string, depth: number, seen: Set<unknown>) => {
    for (const [name, field] of Object.entries(shape)) {
      if (!isZod(field)) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      const { defaultValue, fallback } = unwrap(field);
      const values = valuesOf(field);
      fields.push({
        path,
        name,
        depth,
        type: describeType(field),
        required: field._zod.optin === undefined,
        ...(defaultValue !== undefined ? { defaultValue } : {}),
        ...(fallback ? { fallback } : {}),
        ...(values ? { values: values.map(String) } : {}),
        schema: field,
      });
      const nested = depth < MAX_DEPTH ? nestedShape(field, depth) : undefined;
      if (nested && !seen.has(nested.shape))
        walk(nested.shape, `${path}${nested.suffix}`, depth + 1, new Set([...seen, nested.shape]));
    }
  };
  walk(blockObject(schema), '', 0, new Set());
  return fields;
}
