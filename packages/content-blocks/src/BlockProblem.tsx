/** Props of {@link BlockProblem}. */
export interface BlockProblemProps {
  /** The block as the CMS sent it (for its id and name). */
  block: unknown;
  reason: string;
  problems?: readonly string[] | undefined;
}

/**
 * What an editor sees in preview mode where a block cannot be drawn. Shoppers never see it: the renderer
 * draws nothing for them.
 */
export function BlockProblem({ block, reason, problems = [] }: BlockProblemProps) {
  const record = typeof block === 'object' && block !== null ? (block as Record<string, unknown>) : {};
  const label = [stringField(record.name), stringField(record.id) && `id ${stringField(record.id)}`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="sb-block-problem" role="note" data-block-id={stringField(record.id)}>
      <p className="sb-block-problem__title">
        <strong>Not shown to shoppers</strong>
        {label ? ` — ${label}` : null}
      </p>
      <p className="sb-block-problem__reason">{reason}</p>
      {problems.length > 0 ? (
        <ul className="sb-block-problem__list">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
