import type * as z from 'zod/mini';
import { blockRegistry, type BlockRegistry } from './blockRegistry';

/** One problem of a CMS block in plain words: which field, what is wrong with it, and how to fix it. */
export interface BlockFieldProblem {
  /** The field's path in the entry, e.g. `media.alt` or `targets[0].url`; `type` when the block type is the problem. */
  field: string;
  /** `error`: the block fails its schema and shoppers do not see it. `advice`: it is drawn, but should be improved. */
  severity: 'error' | 'advice';
  /** What is wrong, e.g. `is missing`. */
  problem: string;
  /** What to do about it, e.g. `add a short description of the image for screen readers`. */
  fix: string;
  /** The whole sentence: ``Field `media.alt` is missing: add a short description of the image for screen readers.`` */
  text: string;
}

/**
 * Checks a CMS block against the schema of its type in the registry, and the blocks nested in it (a segmentation's
 * targets, an experience's variants) against theirs, and explains each problem in plain words for an editor: which
 * field, what is wrong and how to fix it. Errors keep the block from shoppers; advice (an image without a text
 * alternative) does not. An empty list means the block is fine.
 *
 * The storefront's preview mode and the editors' preview tool use it; zod/mini carries no English messages, so the
 * wording is here.
 *
 * @example
 * explainBlock({ id: 'h1', type: 'hero', title: 'Spring', media: { url: '/a.jpg', width: 1600, height: 900 } });
 * // [{ field: 'media.alt', severity: 'advice', problem: 'is missing',
 * //    fix: 'add a short description of the image for screen readers (leave it empty only for a decorative image)', text: 'Field `media.alt` is missing: …' }]
 */
export function explainBlock(block: unknown, registry: BlockRegistry = blockRegistry): BlockFieldProblem[] {
  const problems: BlockFieldProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: BlockFieldProblem) => {
    if (seen.has(problem.text)) return;
    seen.add(problem.text);
    problems.push(problem);
  };
  explainAt(block, [], registry, add, true);
  return problems;
}

type Path = readonly PropertyKey[];

function explainAt(
  block: unknown,
  at: Path,
  registry: BlockRegistry,
  add: (problem: BlockFieldProblem) => void,
  topLevel: boolean,
): void {
  if (!isRecord(block)) {
    add(problemOf(at, 'error', 'is not a block', 'the CMS entry must be an object with an id and a type'));
    return;
  }
  const type = typeof block.type === 'string' ? block.type : undefined;
  const definition = type === undefined ? undefined : registry.get(type);
  if (!definition) {
    // A nested object that only looks like a block (a link's `type`) is not one; at the top it must be.
    if (!topLevel) return;
    if (type === undefined)
      add(
        problemOf(
          [...at, 'type'],
          'error',
          'is missing',
          `set the block type, one of the registry's (${sampleTypes(registry)})`,
        ),
      );
    else
      add(
        problemOf(
          [...at, 'type'],
          'error',
          `is "${type}", which no component draws`,
          `use one of the registry's block types (${sampleTypes(registry)}), or ask a developer to add this one`,
        ),
      );
    return;
  }
  const result = definition.schema.safeParse(block);
  if (!result.success) {
    for (const issue of result.error.issues) add(describeFieldIssue(issue, block, at));
  }
  adviseImages(block, at, add);
  // Nested blocks (segmentation targets, experience variants, slots) are checked by their own schemas when drawn.
  visitNested(block, at, (nested, path) => explainAt(nested, path, registry, add, false));
}

/**
 * One zod issue of a block's schema in plain words. `at` is where the block sits in the entry (empty at the top).
 *
 * @example
 * describeFieldIssue({ code: 'invalid_type', expected: 'string', path: ['title'], message: '' }, {}, []).text;
 * // 'Field `title` is missing: add the heading text.'
 */
export function describeFieldIssue(issue: z.core.$ZodIssue, block: unknown, at: Path = []): BlockFieldProblem {
  const path = [...at, ...issue.path];
  const value = valueAt(block, issue.path);
  const hint = hintFor(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined)
        return problemOf(path, 'error', 'is missing', hint ?? `fill it in with ${expectedWords(issue.expected)}`);
      return problemOf(
        path,
        'error',
        `is ${received(value)} but must be ${expectedWords(issue.expected)}`,
        hint ?? `change it to ${expectedWords(issue.expected)}`,
      );
    case 'invalid_value':
      return problemOf(
        path,
        'error',
        value === undefined ? 'is missing' : `is ${JSON.stringify(value)}, which is not an allowed value`,
        `pick one of ${issue.values.map((allowed) => JSON.stringify(allowed)).join(', ')}`,
      );
    case 'too_small': {
      const empty = Number(issue.minimum) <= 1 && (issue.origin === 'string' || issue.origin === 'array');
      if (empty)
        return problemOf(
          path,
          'error',
          'is empty',
          hint ?? (issue.origin === 'array' ? 'add at least one item' : 'fill it in'),
        );
      if (issue.origin === 'number' || issue.origin === 'int') {
        return problemOf(
          path,
          'error',
          `is ${JSON.stringify(value)} but must be at least ${String(issue.minimum)}${issue.inclusive === false ? ' (exclusive)' : ''}`,
          hint ?? `use a larger number`,
        );
      }
      return problemOf(
        path,
        'error',
        `is too short (at least ${String(issue.minimum)} ${issue.origin === 'array' ? 'items' : 'characters'})`,
        hint ?? 'add more',
      );
    }
    case 'too_big':
      return problemOf(
        path,
        'error',
        issue.origin === 'number' || issue.origin === 'int'
          ? `is ${JSON.stringify(value)} but must be at most ${String(issue.maximum)}`
          : `is too long (at most ${String(issue.maximum)} ${issue.origin === 'array' ? 'items' : 'characters'})`,
        issue.origin === 'number' || issue.origin === 'int' ? 'use a smaller number' : 'shorten it',
      );
    case 'invalid_format':
      return problemOf(
        path,
        'error',
        `is ${JSON.stringify(value)}, which is not in the expected format`,
        hint ?? formatHint(issue.format),
      );
    case 'invalid_union':
      return problemOf(
        path,
        'error',
        'matches none of the forms this field accepts',
        hint ?? 'check the field against the block documentation',
      );
    case 'custom':
      return problemOf(path, 'error', customProblem(issue.message, value), hint ?? 'correct it in the CMS');
    default:
      return problemOf(path, 'error', issue.message || 'is not valid', hint ?? 'correct it in the CMS');
  }
}

// What an editor should do with a field, by its name (the last named key of its path).
const FIELD_HINTS: Readonly<Record<string, string>> = {
  alt: 'add a short description of the image for screen readers',
  url: 'give a full link such as https://example.com/page, or a shop path starting with /',
  href: 'give a full link such as https://example.com/page, or a shop path starting with /',
  title: 'add the heading text',
  text: 'add the words the link or button shows',
  id: 'every block and item needs a unique id; republish the entry so the CMS sets one',
  width: "give the image's width in pixels, as a whole number",
  height: "give the image's height in pixels, as a whole number",
  media: 'pick an image (with its width and height)',
  image: 'pick an image (with its width and height)',
  picture: 'pick an image (with its width and height)',
  richText: 'add the text in the rich-text editor',
  html: 'add the text in the rich-text editor',
  targets: 'add at least one link with a text and a URL',
  items: 'add at least one item',
  startDate: 'set the date, as YYYY-MM-DD',
  endDate: 'set a date on or after the start date, as YYYY-MM-DD',
};

function hintFor(path: Path): string | undefined {
  const name = [...path].reverse().find((key): key is string => typeof key === 'string');
  return name === undefined ? undefined : FIELD_HINTS[name];
}

function customProblem(message: string, value: unknown): string {
  if (!message) return 'is not valid';
  if (message === 'unsafe link' || message.includes('http(s) or relative URL'))
    return `is ${JSON.stringify(value)}, which is not a safe link (${message})`;
  return message.startsWith('needs') ? message : `is not valid: ${message}`;
}

function formatHint(format: string): string {
  if (format === 'regex') return 'use the form the field expects (for a colour: #1a2b3c, a colour name or rgb(…))';
  if (format === 'url') return 'give a full link such as https://example.com/page';
  if (format === 'datetime' || format === 'date') return 'give a date such as 2026-05-01';
  return `give a valid ${format}`;
}

function expectedWords(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'number':
    case 'int':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'a group of fields';
    default:
      return expected;
  }
}

function received(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  return 'a group of fields';
}

function sampleTypes(registry: BlockRegistry): string {
  const types = [...registry.keys()];
  return types.length > 6 ? `${types.slice(0, 6).join(', ')}, …` : types.join(', ');
}

// An image with a URL and a size but no `alt` is drawn with an empty text alternative: screen readers skip it.
function adviseImages(block: Record<string, unknown>, at: Path, add: (problem: BlockFieldProblem) => void): void {
  const walk = (value: unknown, path: Path) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...path, index]));
    if (!isRecord(value)) return;
    // A nested block is advised on its own.
    if (path.length > 0 && typeof value.type === 'string' && typeof value.id === 'string') return;
    if (
      typeof value.url === 'string' &&
      (typeof value.width === 'number' || typeof value.height === 'number') &&
      (value.alt === undefined || value.alt === null)
    ) {
      add(
        problemOf(
          [...at, ...path, 'alt'],
          'advice',
          'is missing',
          'add a short description of the image for screen readers (leave it empty only for a decorative image)',
        ),
      );
    }
    for (const [key, field] of Object.entries(value)) walk(field, [...path, key]);
  };
  walk(block, []);
}

function visitNested(
  value: unknown,
  path: Path,
  visit: (block: Record<string, unknown>, path: Path) => void,
  depth = 0,
): void {
  if (depth > 12) return;
  if (Array.isArray(value))
    return value.forEach((item, index) => visitNested(item, [...path, index], visit, depth + 1));
  if (!isRecord(value)) return;
  for (const [key, field] of Object.entries(value)) {
    const fieldPath = [...path, key];
    if (isRecord(field) && typeof field.type === 'string' && typeof field.id === 'string') visit(field, fieldPath);
    else if (Array.isArray(field)) {
      field.forEach((item, index) => {
        if (isRecord(item) && typeof item.type === 'string' && typeof item.id === 'string')
          visit(item, [...fieldPath, index]);
        else visitNested(item, [...fieldPath, index], visit, depth + 1);
      });
    } else visitNested(field, fieldPath, visit, depth + 1);
  }
}

function problemOf(
  path: Path,
  severity: BlockFieldProblem['severity'],
  problem: string,
  fix: string,
): BlockFieldProblem {
  const field = formatPath(path);
  return { field, severity, problem, fix, text: `Field \`${field}\` ${problem}: ${fix}.` };
}

function formatPath(path: Path): string {
  if (path.length === 0) return 'block';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function valueAt(input: unknown, path: Path): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
