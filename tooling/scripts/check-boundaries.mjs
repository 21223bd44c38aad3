#!/usr/bin/env node
// Guards the package graph of DESIGN.md, which turbo alone cannot: turbo refuses cycles, but not a package
// that depends "upwards", imports analytics from domain code, or reaches into another package's files.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Tiers of DESIGN.md: a package may depend on a lower tier only. `ui` may be used by every React package. */
const tier = {
  validation: 0,
  'api-client': 1,
  auth: 2,
  cart: 2,
  'content-blocks': 2,
  personalisation: 2,
  analytics: 2,
  checkout: 3,
};
/** Same-tier edges that are part of the design (the segmentation block evaluates personalisation's conditions). */
const sameTierAllowed = new Set(['content-blocks->personalisation']);

const problems = [];
const workspaceDirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  existsSync(join(root, group))
    ? readdirSync(join(root, group))
        .map((name) => join(root, group, name))
        .filter((dir) => existsSync(join(dir, 'package.json')))
    : [],
);
const manifests = new Map(
  workspaceDirs.map((dir) => [dir, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))]),
);
const dirByName = new Map([...manifests].map(([dir, pkg]) => [pkg.name, dir]));

// 1. Dependency direction between published packages.
for (const [dir, pkg] of manifests) {
  if (!dir.startsWith(join(root, 'packages') + sep)) continue;
  const self = pkg.name.replace('@switchback/', '');
  const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((d) =>
    d.startsWith('@switchback/'),
  );
  for (const dep of deps) {
    const other = dep.replace('@switchback/', '');
    if (other === 'analytics') {
      problems.push(
        `${pkg.name} depends on @switchback/analytics: domain packages emit events through callbacks; apps connect analytics`,
      );
      continue;
    }
    if (self === 'ui') {
      problems.push(`@switchback/ui must not depend on ${dep}: it is the leaf every React package may use`);
      continue;
    }
    if (other === 'ui') continue;
    const ok = tier[other] < tier[self] || sameTierAllowed.has(`${self}->${other}`);
    if (!ok)
      problems.push(
        `${pkg.name} depends on ${dep}, against the direction of DESIGN.md (tier ${tier[self]} → tier ${tier[other]})`,
      );
  }
}

// 2. Imports: no relative path out of the package, no deep import that the target's exports map does not offer,
//    and every @switchback import declared in the importer's package.json.
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    if (
      [
        'node_modules',
        'dist',
        'build',
        '.react-router',
        'storybook-static',
        '.turbo',
        '.data',
        'test-results',
      ].includes(entry)
    )
      continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (sourceFile.test(entry)) yield path;
  }
}
/** Whether a subpath is one of the exports, directly or through a pattern such as `./blocks/*.css`. */
function isExported(subpaths, subpath) {
  return subpaths.some((entry) => {
    const star = entry.indexOf('*');
    if (star < 0) return entry === subpath;
    const [before, after] = [entry.slice(0, star), entry.slice(star + 1)];
    return subpath.length > before.length + after.length && subpath.startsWith(before) && subpath.endsWith(after);
  });
}

function exportedSubpaths(pkg) {
  const exportsField = pkg.exports ?? {};
  return typeof exportsField === 'string' ? ['.'] : Object.keys(exportsField);
}
for (const [dir, pkg] of manifests) {
  const declared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }));
  for (const file of walk(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const where = relative(root, file);
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        if (!target.startsWith(dir + sep) && target !== dir) {
          problems.push(`${where} imports "${spec}", a file outside ${pkg.name}: import the package by name instead`);
        }
        continue;
      }
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
      if (!name.startsWith('@switchback/') || name === pkg.name) continue;
      if (!declared.has(name))
        problems.push(`${where} imports ${name}, which ${pkg.name}'s package.json does not declare`);
      const targetDir = dirByName.get(name);
      if (!targetDir) continue;
      // A bundler query (`?url`, `?raw`) is not part of the subpath.
      const subpath = '.' + spec.slice(name.length).replace(/\?.*$/, '');
      if (!isExported(exportedSubpaths(manifests.get(targetDir)), subpath)) {
        problems.push(`${where} imports "${spec}", which ${name} does not export`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Package boundaries: ${problems.length} problem(s)\n` + problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
console.log(
  `Package boundaries: ${manifests.size} workspace packages checked, direction and imports as DESIGN.md asks.`,
);
