/**
 * One place where a response differs from its schema.
 *
 * @example
 * const issue: ResponseShapeIssue = { path: 'totals.total', message: 'expected number, received string' };
 */
export interface ResponseShapeIssue {
  /** Dotted path of the field, `(root)` for the body itself. */
  path: string;
  message: string;
}

/**
 * A 2xx response whose body does not match the call's schema: the API and this client disagree about the contract.
 * It is not an {@link ApiError} on purpose, so `errorMessageFor` re-throws it to an error boundary instead of
 * showing a shopper a message for a bug.
 *
 * @example
 * try {
 *   await client.cart.getCart(id);
 * } catch (error) {
 *   if (error instanceof ResponseShapeError) console.error(error.call, error.issues);
 * }
 */
export class ResponseShapeError extends Error {
  readonly call: string;
  readonly issues: readonly ResponseShapeIssue[];

  constructor(call: string, issues: readonly ResponseShapeIssue[]) {
    const shown = issues
      .slice(0, 3)
      .map((issue) => `${issue.path} (${issue.message})`)
      .join('; ');
    const more = issues.length > 3 ? ` and ${issues.length - 3} more` : '';
    super(`${call}: the response does not match its schema at ${shown}${more}`);
    this.name = 'ResponseShapeError';
    this.call = call;
    this.issues = issues;
  }
}
