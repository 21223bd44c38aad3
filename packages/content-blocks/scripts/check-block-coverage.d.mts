/** One block of spec-blocks.json with what covers it. */
export interface BlockCoverage {
  name: string;
  from: string;
  type: string | null;
  component: string | null;
  stories: string[];
  tests: string[];
  missing: string[];
}
export function registeredComponents(registrySource: string): Map<string, string>;
export function coverageOf(
  type: string,
  component: string,
  files: { path: string; source: string }[],
): { stories: string[]; tests: string[] };
export function checkCoverage(): BlockCoverage[];
