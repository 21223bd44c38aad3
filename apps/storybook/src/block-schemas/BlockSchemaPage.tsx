import { blockRegistry, commonBlockShape } from '@switchback/content-blocks';
import type { ReactNode } from 'react';
import type { BlockDocsSource } from '../../.storybook/blockSchemaDocs';
import { schemaFields, type SchemaField } from './schemaFields';

// Styles of these docs pages only (they never ship with a package).
const pageCss = `
.sb-schema { font-family: var(--sb-font-family-body); color: var(--sb-color-text); }
.sb-schema__meta { color: var(--sb-color-text-muted); }
.sb-schema__table { width: 100%; border-collapse: collapse; font-size: var(--sb-font-size-sm); }
.sb-schema__table :is(th, td) { padding: var(--sb-space-2); border-bottom: 1px solid var(--sb-color-border); text-align: left; vertical-align: top; }
.sb-schema__table code { white-space: nowrap; }
.sb-schema__path { color: var(--sb-color-text-muted); }
.sb-schema__variants { display: flex; flex-wrap: wrap; gap: var(--sb-space-2); padding: 0; list-style: none; }
.sb-schema__variants li { padding: var(--sb-space-1) var(--sb-space-3); border: 1px solid var(--sb-color-border); border-radius: var(--sb-radius-sm); }
.sb-schema__example { white-space: pre-wrap; overflow-wrap: anywhere; padding: var(--sb-space-3); background: var(--sb-color-surface-subtle, #f4f4f2); }
`;

/**
 * The common fields of content-blocks §3 a block took from `commonBlockShape` (the same schemas, not a field of its
 * own that happens to share a name), with the fields under them.
 */
function commonPaths(fields: SchemaField[]): Set<string> {
  const shared = commonBlockShape as Record<string, unknown>;
  return new Set(
    fields.filter((field) => field.depth === 0 && shared[field.name] === field.schema).map((field) => field.name),
  );
}
const topLevelName = (field: SchemaField) => field.path.split(/[.[]/)[0] ?? '';

/** TSDoc text with its `code` spans drawn as code. */
function prose(text: string): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** The default column: the value used when the field is left out, or the one used instead of an unusable value. */
function defaultText(field: SchemaField): string {
  if (field.defaultValue !== undefined) return shown(field.defaultValue);
  if (field.fallback)
    return field.fallback.value === undefined
      ? 'none (an unusable value is dropped)'
      : `${shown(field.fallback.value)} when the value is unusable`;
  return '—';
}

/** The `variant` of the block, if it has one: its values, and the one used when it is left out or unknown. */
function variantsOf(fields: SchemaField[]): { values: string[]; usual: string | undefined } | undefined {
  const variant = fields.find((field) => field.depth === 0 && field.name === 'variant');
  if (!variant?.values || variant.values.length < 2) return undefined;
  const usual = variant.defaultValue ?? variant.fallback?.value;
  return { values: variant.values, usual: usual === undefined ? undefined : String(usual) };
}

/**
 * The docs page of one block type, from its schema in the registry: what it is (the schema's TSDoc), its variants,
 * and every field with its type, whether it is required, its default and its description. `source` comes from the
 * schema's source file (see `.storybook/blockSchemaDocs.ts`), which writes one page per registry type.
 *
 * @example
 * <BlockSchemaPage source={{ type: 'banner', label: 'Banner', file: 'bannerBlockSchema.ts', summary: '…', example: '', notes: {} }} />
 */
export function BlockSchemaPage({ source }: { source: BlockDocsSource }) {
  const definition = blockRegistry.get(source.type);
  if (!definition) {
    return (
      <p role="alert">
        The block type <code>{source.type}</code> is no longer in the registry.
      </p>
    );
  }
  const fields = schemaFields(definition.schema);
  const variants = variantsOf(fields);
  const shared = commonPaths(fields);
  const own = fields.filter((field) => !shared.has(topLevelName(field)));
  const common = fields.filter((field) => shared.has(topLevelName(field)));
  return (
    <article className="sb-schema" aria-labelledby={`schema-${source.type}-title`}>
      <style>{pageCss}</style>
      <h1 id={`schema-${source.type}-title`}>{source.label}</h1>
      <p className="sb-schema__meta">
        CMS type <code>{source.type}</code> · schema in <code>packages/content-blocks/src/{source.file}</code> ·{' '}
        {own.filter((field) => field.depth === 0).length} fields of its own
        {definition.previewable === false ? ' · previewed where it lives, not in the preview tool' : ''}
        {definition.hydration === 'static' ? ' · drawn on the server only (no script)' : ''}
      </p>
      {source.summary ? <p>{prose(source.summary)}</p> : null}
      {variants ? (
        <div className="sb-schema__section" role="group" aria-labelledby={`schema-${source.type}-variants`}>
          <h2 id={`schema-${source.type}-variants`}>Variants</h2>
          <ul className="sb-schema__variants">
            {variants.values.map((value) => (
              <li key={value}>
                <code>{value}</code>
                {value === variants.usual ? ' (default)' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldTable id={`schema-${source.type}-fields`} title="Fields" fields={own} notes={source.notes} />
      {common.length > 0 ? (
        <>
          <FieldTable id={`schema-${source.type}-common`} title="Common fields" fields={common} notes={source.notes} />
          <p className="sb-schema__meta">
            The common fields of content-blocks §3, shared by the presentational blocks (headings, colours, alignment,
            layout per breakpoint).
          </p>
        </>
      ) : null}
      {source.example ? (
        <div className="sb-schema__section">
          <h2 id={`schema-${source.type}-example`}>Example</h2>
          <pre className="sb-schema__example">
            <code>{source.example}</code>
          </pre>
        </div>
      ) : null}
    </article>
  );
}

/** One table of fields: path, type, required, default or fallback, description. */
function FieldTable({
  id,
  title,
  fields,
  notes,
}: {
  id: string;
  title: string;
  fields: SchemaField[];
  notes: Record<string, string>;
}) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      <table className="sb-schema__table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.path} data-field={field.path}>
              <th scope="row" style={{ paddingInlineStart: `calc(var(--sb-space-2) + ${field.depth * 1.25}rem)` }}>
                <code>
                  {field.path.includes('.') ? (
                    <span className="sb-schema__path">
                      {field.path.slice(0, field.path.length - field.name.length)}
                    </span>
                  ) : null}
                  {field.name}
                </code>
              </th>
              <td>{field.type}</td>
              <td>{field.required ? 'Yes' : 'No'}</td>
              <td>{defaultText(field)}</td>
              <td>{notes[field.name] ? prose(notes[field.name] ?? '') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
