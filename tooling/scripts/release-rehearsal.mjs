// Release rehearsal (`pnpm release:rehearse`): what `pnpm release` does, against a throw-away registry, then each
// package installed alone the way a team adopting it would.
//
// 1. builds the nine packages (turbo; cached when unchanged);
// 2. copies them (package.json, dist/, README, LICENSE, CHANGELOG) with .changeset/ into a temporary workspace and
//    runs `changeset version` there: the pending changesets bump versions and write CHANGELOGs in the copy, never
//    in the working tree;
// 3. starts verdaccio (pinned, installed on first use under node_modules/.cache/release-rehearsal) on 127.0.0.1 with
//    its storage in the temporary folder; @switchback/* live only there, everything else is proxied to the
//    registry npm is configured with;
// 4. `changeset publish --no-git-tag` from the copy (pnpm publish: publishConfig applied, workspace: ranges
//    replaced) into it;
// 5. for each package: a blank project, `npm install <package>` alone, its footprint (packages, MB), a check that
//    @switchback/validation and @switchback/cart bring no React, then its README example (release-smoke.mjs)
//    type-checked by tsc under module node16 as ESM and CJS and run in Node through import and require;
// 6. stops verdaccio and deletes the temporary folder (KEEP_REHEARSAL=1 keeps it).
//
// Exits 1 when any step fails. Runs two installs at a time (`REHEARSAL_CONCURRENCY`).
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SMOKES } from './release-smoke.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VERDACCIO_VERSION = '6.8.0'; // 6.9+ needs Node 22
const NO_REACT = ['@switchback/validation', '@switchback/cart'];
const concurrency = Number(process.env.REHEARSAL_CONCURRENCY ?? 2);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (message) => console.log(`[rehearsal ${elapsed()}] ${message}`);

/** Every directory under node_modules holding a package.json: the packages a consumer's install put on disk. */
export function installedPackages(nodeModules) {
  const found = [];
  const visit = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const dir = path.join(folder, entry.name);
      if (entry.name.startsWith('@')) {
        visit(dir);
        continue;
      }
      if (existsSync(path.join(dir, 'package.json'))) {
        found.push(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name ?? entry.name);
        visit(path.join(dir, 'node_modules'));
      }
    }
  };
  visit(nodeModules);
  return found;
}

function folderBytes(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += folderBytes(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function ensureVerdaccio() {
  const folder = path.join(root, 'node_modules/.cache/release-rehearsal/verdaccio');
  const bin = path.join(folder, 'node_modules/verdaccio/bin/verdaccio');
  const installed = path.join(folder, 'node_modules/verdaccio/package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === VERDACCIO_VERSION) return bin;
  step(`installing verdaccio ${VERDACCIO_VERSION} from the npm registry (once)`);
  mkdirSync(folder, { recursive: true });
  // verdaccio-audit asks for node-fetch's `cjs` dist-tag, which not every registry mirror carries: 2.7.0 is its target.
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({
      private: true,
      dependencies: { verdaccio: VERDACCIO_VERSION },
      overrides: { 'node-fetch': '2.7.0' },
    }),
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'inherit' });
  return bin;
}

/** The nine publishable packages, with their folders. */
function publishablePackages() {
  return readdirSync(path.join(root, 'packages'))
    .map((folder) => ({
      folder,
      manifest: JSON.parse(readFileSync(path.join(root, 'packages', folder, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => !manifest.private);
}

/** A workspace holding only what publishing reads, so `changeset version` and `pnpm publish` cannot touch ours. */
function copyWorkspace(target, packages) {
  mkdirSync(target, { recursive: true });
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  writeFileSync(
    path.join(target, 'package.json'),
    JSON.stringify({ name: rootManifest.name, private: true, packageManager: rootManifest.packageManager }, null, 2),
  );
  writeFileSync(path.join(target, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/*'\n");
  cpSync(path.join(root, '.changeset'), path.join(target, '.changeset'), { recursive: true });
  const config = JSON.parse(readFileSync(path.join(target, '.changeset/config.json'), 'utf8'));
  config.ignore = []; // the ignored apps and tooling are not in the copy
  writeFileSync(path.join(target, '.changeset/config.json'), JSON.stringify(config, null, 2));
  for (const { folder, manifest } of packages) {
    const from = path.join(root, 'packages', folder);
    const to = path.join(target, 'packages', folder);
    mkdirSync(to, { recursive: true });
    for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md', 'dist']) {
      cpSync(path.join(from, file), path.join(to, file), { recursive: true });
    }
    // devDependencies name workspace tooling that is not copied and consumers never install; the rest is as is.
    const { devDependencies: _unused, ...published } = manifest;
    writeFileSync(path.join(to, 'package.json'), JSON.stringify(published, null, 2));
    // pnpm turns `workspace:*` into the version it reads through node_modules/<name>.
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      const sibling = packages.find((other) => other.manifest.name === dependency);
      if (!sibling) continue;
      const link = path.join(to, 'node_modules', dependency);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.join(target, 'packages', sibling.folder), link, 'dir');
    }
  }
}

async function startRegistry(bin, folder, port, upstream) {
  const config = path.join(folder, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${path.join(folder, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${path.join(folder, 'htpasswd')}`,
      'uplinks:',
      '  upstream:',
      `    url: ${upstream}`,
      '    timeout: 60s',
      'packages:',
      "  '@switchback/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: upstream',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const child = spawn(process.execPath, [bin, '--config', config, '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('verdaccio did not answer on /-/ping within 30 s');
}

async function registryToken(url) {
  const response = await fetch(`${url}-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'rehearsal', password: 'rehearsal-only', type: 'user', roles: [] }),
  });
  if (!response.ok)
    throw new Error(`verdaccio refused the rehearsal user: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

function smokeSource(smoke, format) {
  const lines = Object.entries(smoke.imports).map(
    ([module, names]) => `import { ${names.join(', ')} } from '${module}';`,
  );
  lines.push(
    'function check(ok: boolean, what: string): void {',
    "  if (!ok) throw new Error('smoke check failed: ' + what);",
    '}',
    'async function main(): Promise<void> {',
    smoke.body,
    '}',
    `main().then(() => console.log('${format} ok'), (error: unknown) => { console.error(error); process.exitCode = 1; });`,
    '',
  );
  return lines.join('\n');
}

/** One package, installed alone into a blank project and tried there; returns its footprint. */
async function tryPackage(name, version, workFolder, env) {
  const smoke = SMOKES[name];
  if (!smoke) throw new Error(`${name}: no smoke test in release-smoke.mjs`);
  const project = path.join(workFolder, 'consumers', name.replace('@switchback/', ''));
  mkdirSync(project, { recursive: true });
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'blank-consumer', private: true }));
  const npm = (args) => run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, env });
  await npm(['install', `${name}@${version}`]);
  const nodeModules = path.join(project, 'node_modules');
  const installed = installedPackages(nodeModules);
  const footprint = { name, version, packages: installed.length, mb: folderBytes(nodeModules) / 1e6 };
  footprint.react = installed.includes('react');
  if (NO_REACT.includes(name) && footprint.react)
    throw new Error(`${name} alone installs React: ${installed.join(', ')}`);
  // What the smoke test itself needs (types for node's globals, React's server renderer…), after the measurement.
  await npm(['install', '--no-save', '@types/node@^20', ...(smoke.extra ?? [])]);
  writeFileSync(path.join(project, 'smoke.mts'), smokeSource(smoke, 'ESM (import)'));
  writeFileSync(path.join(project, 'smoke.cts'), smokeSource(smoke, 'CJS (require)'));
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'node16',
        moduleResolution: 'node16',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        strict: true,
        skipLibCheck: false,
        types: ['node'],
      },
      files: ['smoke.mts', 'smoke.cts'],
    }),
  );
  try {
    await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: project, env });
  } catch (error) {
    throw new Error(
      `${name}: the README example does not type-check (node16, ESM and CJS):\n${error.stdout}${error.stderr}`,
    );
  }
  for (const file of ['smoke.mjs', 'smoke.cjs']) {
    try {
      const { stdout } = await run(process.execPath, [file], { cwd: project, env });
      footprint[file] = stdout.trim();
    } catch (error) {
      throw new Error(`${name}: ${file} failed:\n${error.stdout}${error.stderr}`);
    }
  }
  return footprint;
}

async function main() {
  step('building the packages');
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  const verdaccio = ensureVerdaccio();
  const workFolder = mkdtempSync(path.join(tmpdir(), 'switchback-rehearsal-'));
  let registry;
  try {
    const packages = publishablePackages();
    const workspace = path.join(workFolder, 'workspace');
    copyWorkspace(workspace, packages);
    const changeset = path.join(root, 'node_modules/@changesets/cli/bin.js');
    step(`changeset version in a copy (${workspace})`);
    execFileSync(process.execPath, [changeset, 'version'], { cwd: workspace, stdio: 'inherit' });

    const upstream = execFileSync('npm', ['config', 'get', 'registry'], { cwd: workFolder, encoding: 'utf8' }).trim();
    const port = await freePort();
    step(
      `starting verdaccio ${VERDACCIO_VERSION} on 127.0.0.1:${port} (storage in ${workFolder}; others from ${upstream})`,
    );
    registry = await startRegistry(verdaccio, workFolder, port, upstream);
    const token = await registryToken(registry.url);
    const npmrc = path.join(workFolder, '.npmrc');
    writeFileSync(npmrc, `registry=${registry.url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    const env = {
      ...process.env,
      npm_config_userconfig: npmrc,
      npm_config_registry: registry.url,
      npm_config_cache: path.join(root, 'node_modules/.cache/release-rehearsal/npm-cache'),
      npm_config_update_notifier: 'false',
    };
    for (const key of Object.keys(env)) if (/^npm_config_(workspace|global|prefix)/i.test(key)) delete env[key];

    step('changeset publish --no-git-tag (pnpm publish of each package)');
    execFileSync(process.execPath, [changeset, 'publish', '--no-git-tag'], { cwd: workspace, env, stdio: 'inherit' });
    const versions = packages.map(({ folder, manifest }) => ({
      name: manifest.name,
      version: JSON.parse(readFileSync(path.join(workspace, 'packages', folder, 'package.json'), 'utf8')).version,
    }));
    for (const { name, version } of versions) {
      const { stdout } = await run('npm', ['view', `${name}@${version}`, 'version'], { cwd: workFolder, env });
      if (stdout.trim() !== version) throw new Error(`${name}@${version} is not on the rehearsal registry`);
    }
    step(`published ${versions.map(({ name, version }) => `${name}@${version}`).join(', ')}`);

    const results = [];
    const failures = [];
    const queue = [...versions];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          try {
            const result = await tryPackage(next.name, next.version, workFolder, env);
            results.push(result);
            step(
              `${next.name}: installed alone (${result.packages} packages, ${result.mb.toFixed(1)} MB); ${result['smoke.mjs']}, ${result['smoke.cjs']}, types ok`,
            );
          } catch (error) {
            failures.push(error.message);
            step(`FAIL ${error.message}`);
          }
        }
      }),
    );

    results.sort((a, b) => a.name.localeCompare(b.name));
    console.log(
      '\nInstall footprint of each package alone (npm, from the rehearsal registry; peers npm adds included):\n',
    );
    console.log('| package | version | packages | MB | react |');
    console.log('| --- | --- | ---: | ---: | --- |');
    for (const result of results) {
      console.log(
        `| ${result.name} | ${result.version} | ${result.packages} | ${result.mb.toFixed(1)} | ${result.react ? 'yes' : 'no'} |`,
      );
    }
    console.log('');
    if (failures.length > 0) {
      console.error(
        `release rehearsal: ${failures.length} of ${versions.length} packages failed:\n- ${failures.join('\n- ')}`,
      );
      process.exitCode = 1;
    } else {
      step(
        `release rehearsal: ${results.length} packages published, installed alone and smoke-tested (ESM, CJS, types)`,
      );
    }
  } finally {
    registry?.child.kill();
    if (process.env.KEEP_REHEARSAL) console.log(`kept ${workFolder}`);
    else rmSync(workFolder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`release rehearsal failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  });
}
