// Generates one Storybook docs page per block type of the content-blocks registry (Content blocks → Schemas → …).
// Run by main.ts each time Storybook starts (dev, build, and the story tests), so a block added to the registry
// gets its page without anyone writing one. Each page is a two-line MDX file that hands <BlockSchemaPage> the block's
// type; the page reads the fields, types, defaults and variants from the block's zod schema in the registry. What
// zod cannot carry — the words — is read here from the TSDoc comments of the schema sources: the schema's own
// comment and each field's.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const BLOCKS_SRC = resolve(here, '../../../packages/content-blocks/src');
/** Where the pages are written (ignored by git: they are rebuilt from the registry every time). */
export const GENERATED_DIR = resolve(here, '../src/block-schemas/generated');
/** Shared field schemas every block may use, read after the block's own file and the files it imports. */
const SHARED_FILES = ['commonBlockFields.ts', 'blockFieldSchemas.ts'];

/** What a docs page gets besides the schema itself. */
export interface BlockDocsSource {
  type: string;
  label: string;
  /** The schema's file, relative to packages/content-blocks/src. */
  file: string;
  /** The schema's TSDoc, without its tags. */
  summary: string;
  /** The schema's `@example`, if any. */
  example: string;
  /** Field name → its TSDoc, from the block's file first, then the files it imports, then the shared ones. */
  notes: Record<string, string>;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(join(BLOCKS_SRC, file), 'utf8'), ts.ScriptTarget.Latest, true);

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const nameOf = (name: ts.PropertyName | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) ? name.text : undefined;

const commentText = (comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string =>
  (typeof comment === 'string' ? comment : (comment?.map((part) => part.text).join('') ?? ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The TSDoc of a node: its text and its `@example`. */
function docOf(node: ts.Node): { text: string; example: string } {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc) return { text: '', example: '' };
  const example = doc.tags?.find((tag) => tag.tagName.text === 'example');
  const exampleText =
    typeof example?.comment === 'string'
      ? example.comment
      : (example?.comment?.map((part) => part.text).join('') ?? '');
  return { text: commentText(doc.comment), example: exampleText.trim() };
}

/** Every property of an object literal in a file that carries a TSDoc comment: name → text (the first one wins). */
function fieldNotes(source: ts.SourceFile): Record<string, string> {
  const notes: Record<string, string> = {};
  visit(source, (node) => {
    if (!ts.isPropertyAssignment(node) && !ts.isShorthandPropertyAssignment(node)) return;
    const name = nameOf(node.name);
    const { text } = docOf(node);
    if (name && text && !(name in notes)) notes[name] = text;
  });
  return notes;
}

/** The relative imports of a file, as file names in the same folder. */
function localImports(source: ts.SourceFile): string[] {
  return source.statements
    .filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith('./'))
    .map((specifier) => `${specifier.slice(2)}.ts`)
    .filter((file) => readdirSync(BLOCKS_SRC).includes(file));
}

/**
 * The block types of the registry with their schema's file, from `blockRegistry.ts` (`type: defineBlock({ …,
 * schema: someSchema, … })` and the import of `someSchema`) and their labels from `blockCatalog.ts`.
 */
export function readBlockDocsSources(): BlockDocsSource[] {
  const registry = parse('blockRegistry.ts');
  const importedFrom = new Map<string, string>();
  for (const statement of registry.statements.filter(ts.isImportDeclaration)) {
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        importedFrom.set(element.name.text, `${(statement.moduleSpecifier as ts.StringLiteral).text.slice(2)}.ts`);
  }
  const schemaFiles = new Map<string, { file: string; schema: string }>();
  visit(registry, (node) => {
    if (
      !ts.isPropertyAssignment(node) ||
      !ts.isCallExpression(node.initializer) ||
      node.initializer.expression.getText(registry) !== 'defineBlock'
    )
      return;
    const argument = node.initializer.arguments[0];
    const schema =
      argument && ts.isObjectLiteralExpression(argument)
        ? argument.properties.find((property) => nameOf(property.name) === 'schema')
        : undefined;
    const type = nameOf(node.name);
    if (!type || !schema || !ts.isPropertyAssignment(schema) || !ts.isIdentifier(schema.initializer)) return;
    const file = importedFrom.get(schema.initializer.text);
    if (file) schemaFiles.set(type, { file, schema: schema.initializer.text });
  });

  const catalog = parse('blockCatalog.ts');
  const labels = new Map<string, string>();
  visit(catalog, (node) => {
    if (!ts.isPropertyAssignment(node) || !ts.isObjectLiteralExpression(node.initializer)) return;
    const label = node.initializer.properties.find((property) => nameOf(property.name) === 'label');
    const type = nameOf(node.name);
    if (type && label && ts.isPropertyAssignment(label) && ts.isStringLiteral(label.initializer))
      labels.set(type, label.initializer.text);
  });

  const shared = SHARED_FILES.map((file) => fieldNotes(parse(file)));
  return [...schemaFiles].map(([type, { file, schema }]) => {
    const source = parse(file);
    let summary = '';
    let example = '';
    visit(source, (node) => {
      if (
        ts.isVariableStatement(node) &&
        node.declarationList.declarations.some((declaration) => declaration.name.getText(source) === schema)
      )
        ({ text: summary, example } = docOf(node));
    });
    const imported = localImports(source)
      .filter((name) => !SHARED_FILES.includes(name))
      .map((name) => fieldNotes(parse(name)));
    const notes = Object.assign({}, ...[...shared].reverse(), ...imported.reverse(), fieldNotes(source)) as Record<
      string,
      string
    >;
    return { type, label: labels.get(type) ?? type, file, summary, example, notes };
  });
}

/** The MDX page of one block: its title in the sidebar and the page component with the block's words. */
export function blockDocsPage(source: BlockDocsSource): string {
  return [
    '{/* Generated by apps/storybook/.storybook/blockSchemaDocs.ts from the content-blocks registry: do not edit. */}',
    "import { Meta } from '@storybook/addon-docs/blocks';",
    "import { BlockSchemaPage } from '../BlockSchemaPage';",
    '',
    `<Meta title=${JSON.stringify(`Content blocks/Schemas/${source.label}`)} />`,
    '',
    `<BlockSchemaPage source={${JSON.stringify(source)}} />`,
    '',
  ].join('\n');
}

/**
 * Writes the docs page of every block type (and removes pages of types no longer in the registry).
 *
 * @example
 * writeBlockDocsPages(); // ['accordion', 'anchors', …]
 */
export function writeBlockDocsPages(): string[] {
  const sources = readBlockDocsSources();
  mkdirSync(GENERATED_DIR, { recursive: true });
  const pages = new Map(sources.map((source) => [`${source.type}.mdx`, blockDocsPage(source)]));
  // Only what changed is written, so a running Storybook reloads no more than it must.
  for (const [file, page] of pages) {
    const path = join(GENERATED_DIR, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== page) writeFileSync(path, page);
  }
  for (const file of readdirSync(GENERATED_DIR)) if (!pages.has(file)) rmSync(join(GENERATED_DIR, file));
  return sources.map((source) => source.type);
}
