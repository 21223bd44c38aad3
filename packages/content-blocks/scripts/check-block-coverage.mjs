#!/usr/bin/env node
// Block coverage (issue 9): every block type of content-blocks spec §2–§3 must be registered, have a story and
// have a component test. The spec's list is the checked-in spec-blocks.json (written by hand from the spec);
// the registry is read from src/blockRegistry.ts as text, so this runs with plain Node before any build.
//
//   node scripts/check-block-coverage.mjs          # table of every block; exit 1 if any is missing something
//   node scripts/check-block-coverage.mjs --json   # the same as JSON (the Storybook overview reads the list too)
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(packageDir, 'src');

/** Registry key → component name, from `key: defineBlock({ … component: Name … })` in the registry source. */
export function registeredComponents(registrySource) {
  const body = registrySource.slice(
    registrySource.indexOf('createBlockRegistry({', registrySource.indexOf('export const blockRegistry')),
  );
  const entries = new Map();
  const pattern = /(?:^|[\s,{])['"]?([A-Za-z][\w-]*)['"]?\s*:\s*defineBlock\(\{([\s\S]*?)\}\)/g;
  for (const match of body.matchAll(pattern)) {
    const component = /component:\s*([A-Za-z_$][\w$]*)/.exec(match[2])?.[1];
    if (component) entries.set(match[1], component);
  }
  return entries;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Which stories and tests cover a block: files that import its component from its module, or that draw CMS
 * data of its `type` through `BlockRenderer` (as the segmentation block's stories and tests do).
 */
export function coverageOf(type, component, files) {
  const imports = new RegExp(
    `import\\s*\\{[^}]*\\b${component}\\b[^}]*\\}\\s*from\\s*['"]\\./(?:[\\w/]*/)?${component}['"]`,
  );
  const rendersType = new RegExp(`type:\\s*['"]${type}['"]`);
  const usesRenderer = /import\s*\{[^}]*\bBlockRenderer\b[^}]*\}\s*from\s*['"]\.\/BlockRenderer['"]/;
  const covers = (source) => imports.test(source) || (usesRenderer.test(source) && rendersType.test(source));
  const find = (suffix) =>
    files
      .filter((file) => suffix.test(file.path) && covers(file.source))
      .map((file) => file.path.slice(srcDir.length + 1));
  return { stories: find(/\.stories\.tsx?$/), tests: find(/\.test\.tsx?$/) };
}

export function checkCoverage() {
  const spec = JSON.parse(readFileSync(join(packageDir, 'spec-blocks.json'), 'utf8'));
  const registry = registeredComponents(readFileSync(join(srcDir, 'blockRegistry.ts'), 'utf8'));
  const files = listFiles(srcDir)
    .filter((path) => /\.(stories|test)\.tsx?$/.test(path))
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
  return spec.blocks.map((block) => {
    const type = block.types.find((candidate) => registry.has(candidate));
    const component = type ? registry.get(type) : undefined;
    const { stories, tests } = component ? coverageOf(type, component, files) : { stories: [], tests: [] };
    const missing = [];
    if (!type) missing.push(`no registered type (expected one of: ${block.types.join(', ')})`);
    else {
      if (stories.length === 0) missing.push(`no story importing ${component}`);
      if (tests.length === 0) missing.push(`no test importing ${component}`);
    }
    return {
      name: block.name,
      from: block.from,
      type: type ?? null,
      component: component ?? null,
      stories,
      tests,
      missing,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = checkCoverage();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    const covered = results.filter((result) => result.missing.length === 0);
    console.log(
      `Block coverage against spec-blocks.json (content-blocks spec §2–§3): ${covered.length} of ${results.length} blocks have a registered type, a story and a test.\n`,
    );
    for (const result of results) {
      const mark = result.missing.length === 0 ? 'ok     ' : 'MISSING';
      const detail =
        result.missing.length === 0
          ? `${result.type} → ${result.component} (${result.stories.length} story file${result.stories.length === 1 ? '' : 's'}, ${result.tests.length} test file${result.tests.length === 1 ? '' : 's'})`
          : result.missing.join('; ');
      console.log(`${mark} ${result.name} [${result.from}]: ${detail}`);
    }
    if (covered.length < results.length) {
      console.log(
        `\n${results.length - covered.length} block(s) of the spec are missing a type, a story or a test (see MISSING above).`,
      );
      process.exitCode = 1;
    }
  }
}
