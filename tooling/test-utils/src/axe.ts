import axe from 'axe-core';

/**
 * Runs axe on a rendered container and returns its violations as readable lines (empty when clean).
 * jsdom cannot compute colour contrast, so that rule is left to the browser-based checks.
 *
 * @example
 * const { container } = render(<Button>Save</Button>);
 * expect(await axeViolations(container)).toEqual([]);
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
