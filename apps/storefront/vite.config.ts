import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { sourceResolution } from '@switchback/vitest-config';
import { defineConfig, type Plugin } from 'vite';

/**
 * `SHELL_CHUNK_PLAN=1 vite build` (the first step of `pnpm build`) builds the browser bundle only, in memory, and
 * writes the plan that the real build reads.
 */
const PLANNING = process.env.SHELL_CHUNK_PLAN === '1';
const PLAN_FILE = fileURLToPath(new URL('./node_modules/.cache/shell-chunk-plan.json', import.meta.url));
const SHELL_ROUTES = /[\\/]app[\\/](entry\.client|root|routes[\\/]localeLayout)\.tsx(\?|$)/;
/** The shop's page route modules. */
const PAGE_ROUTE = /[\\/]app[\\/]routes[\\/]/;
/** A chunk that at least this many page routes load statically goes into the shell (see `shellChunk`). */
const SHARED_BY_ROUTES = Number(process.env.SHELL_SHARED_BY ?? 12);

/** Modules of the shell chunk, read from the plan at the start of the browser build. */
let shellModules = new Set<string>();

/** A chunk of the browser build, as much of it as the shell chunk's plan reads. */
interface PlannedChunk {
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * The chunks reached from `from` through static imports (those chunks included), leaving out `skip` and what is only
 * reached through it.
 */
function reachableChunks(chunks: Map<string, PlannedChunk>, from: string[], skip: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const fileName = pending.pop()!;
    if (reached.has(fileName) || skip.has(fileName) || !chunks.has(fileName)) continue;
    reached.add(fileName);
    pending.push(...chunks.get(fileName)!.imports);
  }
  return reached;
}

/**
 * Gathers the modules every page loads into one `shell` chunk (issue 14). Left to automatic chunking they came
 * as some thirty small files, each compressed on its own; one file is about 9 kB (gzip -9) smaller on every page
 * (tooling/bench/RESULTS.md). Which modules every page loads is known only after tree-shaking (the packages' index
 * files re-export lazily loaded blocks), so the build runs twice: a planning build of the browser bundle, without
 * writing it, records the modules of the chunks that the entry, the root route and the locale layout import; the
 * real build groups them. Route modules, and whatever only some pages import, keep their own chunks.
 */
function shellChunk(): Plugin {
  return {
    name: 'switchback:shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (PLANNING) return;
      try {
        shellModules = new Set(JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as string[]);
      } catch {
        this.warn(
          `no shell chunk plan at ${PLAN_FILE}: run \`pnpm build\` (it plans first); building without a shell chunk`,
        );
        shellModules = new Set();
      }
    },
    generateBundle(_options, bundle) {
      if (!PLANNING) return;
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      const shellEntries = [...chunks.values()].filter(
        (chunk) => chunk.isEntry && SHELL_ROUTES.test(chunk.facadeModuleId ?? ''),
      );
      // What the root route and the locale layout import besides themselves (header, footer, consent banner …).
      // The browser entry keeps its own chunk (React DOM), which every page loads too.
      const modules = shellEntries
        .filter((chunk) => !/entry\.client/.test(chunk.facadeModuleId ?? ''))
        .flatMap((chunk) => chunk.moduleIds.filter((id) => id !== chunk.facadeModuleId && !SHELL_ROUTES.test(id)));
      const shared = reachableChunks(
        chunks,
        shellEntries.flatMap((chunk) => chunk.imports),
        new Set(),
      );
      const modulesOf = (fileNames: Iterable<string>) =>
        [...fileNames].flatMap((fileName) => {
          const chunk = chunks.get(fileName);
          return chunk && !chunk.isEntry ? chunk.moduleIds : [];
        });
      modules.push(...modulesOf(shared));
      // Chunks that many pages reach (the design system's button, dialog and fields): in the shell they are compressed
      // with it, where as files of their own each page using them would fetch several small ones.
      const routeEntries = [...chunks.values()].filter(
        (chunk) => chunk.isEntry && PAGE_ROUTE.test(chunk.facadeModuleId ?? '') && !shellEntries.includes(chunk),
      );
      const reach = new Map<string, number>();
      for (const route of routeEntries) {
        for (const fileName of reachableChunks(chunks, route.imports, shared)) {
          reach.set(fileName, (reach.get(fileName) ?? 0) + 1);
        }
      }
      modules.push(
        ...modulesOf([...reach].filter(([, count]) => count >= SHARED_BY_ROUTES).map(([fileName]) => fileName)),
      );
      mkdirSync(dirname(PLAN_FILE), { recursive: true });
      writeFileSync(PLAN_FILE, JSON.stringify(modules.sort()));
    },
  };
}

/**
 * Makes the planning build (`SHELL_CHUNK_PLAN=1`) build the browser bundle only: the plan is read from its chunk
 * graph, so React Router's server build (and its cleaning of `build/`) would be spent for nothing. Runs after React
 * Router's own `buildApp`, which it replaces in that build only.
 */
function planClientOnly(): Plugin {
  return {
    name: 'switchback:shell-chunk-plan-client-only',
    config: {
      order: 'post',
      handler: () =>
        PLANNING
          ? {
              builder: {
                async buildApp(builder) {
                  await builder.build(builder.environments.client!);
                },
              },
            }
          : undefined,
    },
  };
}

/**
 * The catalogues of UI strings that load in the page's language only, by catalogue and language: the shell's
 * (lib/messages.ts), the sign-in flow's (lib/authText.ts), the account area's with the checkout's (lib/accountText.ts)
 * and the checkout's alone (lib/checkoutText.ts).
 */
const CATALOGUE_MODULES: Record<string, string[]> = {
  'shell:en': ['app/lib/messagesEn.ts'],
  'shell:fr': ['app/lib/messagesFr.ts'],
  'auth:en': ['app/lib/messagesAuth.ts'],
  'auth:fr': ['app/lib/messagesAuthFr.ts'],
  'account:en': ['app/lib/messagesAccount.ts', 'app/lib/messagesCheckout.ts'],
  'account:fr': ['app/lib/messagesAccountFr.ts', 'app/lib/messagesCheckoutFr.ts'],
  'checkout:en': ['app/lib/messagesCheckout.ts'],
  'checkout:fr': ['app/lib/messagesCheckoutFr.ts'],
};
const MESSAGE_CHUNKS_ID = 'virtual:switchback/message-chunks';

/**
 * `virtual:switchback/message-chunks` (lib/messageChunks.server.ts): by catalogue and language, the URLs of the
 * catalogue's modules and of the chunks they import, which the server preloads (`modulepreload`) so the browser has
 * the page's strings when it hydrates, without a round trip of its own. Read from the browser build's manifest, which React Router writes
 * before it builds the server (and removes after); in development, the modules' own URLs.
 */
function messageChunks(): Plugin {
  let outDir = '';
  let base = '/';
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'switchback:message-chunks',
    configResolved(config) {
      command = config.command;
      base = config.base;
      // The server build's outDir is build/server; the browser's manifest is in build/client.
      outDir = join(dirname(resolve(config.root, config.build.outDir)), 'client');
    },
    resolveId: (id) => (id === MESSAGE_CHUNKS_ID ? `\0${MESSAGE_CHUNKS_ID}` : undefined),
    load(id) {
      if (id !== `\0${MESSAGE_CHUNKS_ID}`) return undefined;
      // In development, each module is served at its own path and imports what it needs.
      let urlsOf = (modules: string[]) => ({
        modules: modules.map((module) => `${base}${module}`),
        chunks: [] as string[],
      });
      if (command === 'build') {
        const manifestFile = join(outDir, '.vite/manifest.json');
        if (!existsSync(manifestFile))
          this.error(`no browser build manifest at ${manifestFile}: build the browser first`);
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        urlsOf = (modules) => {
          const files = new Set<string>();
          const visit = (key: string) => {
            const entry = manifest[key];
            if (!entry || files.has(entry.file)) return;
            files.add(entry.file);
            entry.imports?.forEach(visit);
          };
          for (const module of modules) {
            if (!manifest[module]) this.error(`${module} is not a chunk of the browser build`);
            visit(module);
          }
          const own = modules.map((module) => manifest[module]!.file);
          return {
            modules: own.map((file) => `${base}${file}`),
            chunks: [...files].filter((file) => !own.includes(file)).map((file) => `${base}${file}`),
          };
        };
      }
      const catalogues = Object.fromEntries(
        Object.entries(CATALOGUE_MODULES).map(([catalogue, modules]) => [catalogue, urlsOf(modules)]),
      );
      return `export default ${JSON.stringify(catalogues)};`;
    },
  };
}

/**
 * The shell's stylesheet is linked by the root route on every page, and the root never leaves, so a lazily loaded
 * part (a cart's lines, an island waking) must not link it again. React Router links a stylesheet that dynamic imports
 * also need as `…/shell-<hash>.css#` (so that Vite's preload helper, which looks for a link to the same address, adds
 * its own one for parts whose route may leave); for the shell's, that second link made the browser fetch and apply
 * 14 kB of CSS again. The dynamic imports' lists name it with the same `#`, so the helper finds the root's link.
 */
function shellStylesheetOnce(): Plugin {
  return {
    name: 'switchback:shell-stylesheet-once',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    // After Vite's own: it writes the dynamic imports' lists of files then.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const stylesheets = Object.keys(bundle).filter((fileName) => /(^|\/)shell-[\w-]+\.css$/.test(fileName));
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const stylesheet of stylesheets)
            output.code = output.code.replaceAll(`"${stylesheet}"`, `"${stylesheet}#"`);
        }
      },
    },
  };
}

/**
 * React Router's package exports name only its development build (the same code with its dev warnings switched on);
 * the browser bundle takes the production build the package ships beside it.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production');
  return {
    name: 'switchback:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      if (id === 'react-router') return join(production, 'index.mjs');
      if (id === 'react-router/dom') return join(production, 'dom-export.mjs');
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouter(),
    reactRouterProductionBuild(),
    shellChunk(),
    planClientOnly(),
    messageChunks(),
    shellStylesheetOnce(),
  ],
  // The planning build only needs the browser bundle's chunk graph: nothing is written or minified, and there is no
  // server build (planClientOnly).
  ...(PLANNING ? { build: { write: false, minify: false, cssMinify: false } } : {}),
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shellModules.has(id), priority: 10 }] },
          },
        },
      },
    },
  },
  // `@switchback/*` packages are read from their TypeScript sources (the `@switchback/source` export condition),
  // in the browser build and the server build alike, so the app never waits for a package build.
  ...sourceResolution(),
});
