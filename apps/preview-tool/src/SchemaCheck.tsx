import { explainBlock } from '@switchback/content-blocks';
import { useMemo } from 'react';

/** Props of {@link SchemaCheck}. */
export interface SchemaCheckProps {
  block: unknown;
  /** The block's type label (`Hero`), for the heading. */
  label: string;
  /** The entry's name, so each entry's check is a region of its own name (`Schema check of Home hero`). */
  name: string;
}

/**
 * The entry checked against its block schema (`explainBlock` of `@switchback/content-blocks`): "Schema check:
 * passed", or each problem in plain words — which field, what is wrong, how to fix it — errors (the block is not
 * shown to shoppers) before advice (it is shown, but could be better).
 *
 * @example
 * <SchemaCheck block={item.block} label="Hero" name="Home hero" />
 */
export function SchemaCheck({ block, label, name }: SchemaCheckProps) {
  const problems = useMemo(() => explainBlock(block), [block]);
  const errors = problems.filter((problem) => problem.severity === 'error');
  const advice = problems.filter((problem) => problem.severity === 'advice');
  const status =
    errors.length > 0
      ? `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}: shoppers do not see this ${label} block`
      : advice.length > 0
        ? `Valid, with ${advice.length} ${advice.length === 1 ? 'suggestion' : 'suggestions'}`
        : 'Valid: matches the schema';
  return (
    <section
      className={`preview-check${errors.length > 0 ? ' preview-check--failed' : ''}`}
      aria-label={`Schema check of ${name}`}
    >
      <h4 className="preview-check__title">Schema check: {status}</h4>
      {problems.length > 0 ? (
        <ul className="preview-check__list">
          {[...errors, ...advice].map((problem) => (
            <li key={problem.text} data-field={problem.field} data-severity={problem.severity}>
              <span className="preview-check__severity">{problem.severity === 'error' ? 'Error' : 'Advice'}</span> Field{' '}
              <code>{problem.field}</code> {problem.problem}: {problem.fix}.
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
