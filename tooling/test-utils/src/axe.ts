import axe from 'axe-core';

/**
 * Runs axe on a rendered container and returns its violations as readable lines (empty when clean).
 * jsdom cannot compute colour contrast, so that rule is left to the browser-based checks. `iframes: false` checks
 * the page without looking into its iframes (jsdom loads none, and axe cannot talk to an unloaded frame).
 *
 * @example
 * const { container } = render(<Button>Save</Button>);
 * expect(await axeViolations(container)).toEqual([]);
 */
export async function axeViolations(container: Element, options: { iframes?: boolean } = {}): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
    ...(options.iframes === false ? { iframes: false } : {}),
  });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
