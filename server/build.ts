// Builds what `npm start` runs: the server's TypeScript and the packages it imports as JavaScript,
// dist-server/main.js and its chunks. Node's type stripping of some 300 modules held 25 MB
// more resident and started 0.3 s later than the built files (issue 36).
//   node server/build.ts             the server (the second half of `npm run build`)
//   node server/build.ts --for-start npm's prestart: outside production, the web app when its sources
//                                    changed and the server (a fraction of a second); in production,
//                                    which has no build tools, only a check that both are built
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DIST_DIR } from './webBuild.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER_DIR = join(ROOT, 'dist-server');
export const SERVER_BUNDLE = join(SERVER_DIR, 'main.js');

export async function buildServer(): Promise<void> {
  const { build } = await import('esbuild');
  // Its packages go into the bundle too, except the two it imports only when it needs them, which
  // find files beside their own modules (PGlite its WebAssembly; GraphiQL's page is 9 MB). Node then
  // compiles one file where it compiled some 870 modules, each held with its source and its own records:
  // on Postgres, 8 MB less heap idle and, with the allocator's settings (allocator.ts), 10 MB less
  // resident (issue 36). The packages written as CommonJS ask for `require`, which an ES module lacks:
  // the banner gives them Node's. Split: PGlite's driver stays a chunk of its own, loaded only on the
  // embedded database. Whitespace and syntax are minified (a fifth smaller: Node keeps a module's
  // source for as long as it runs), names are not: a logged stack still names our functions. Every
  // chunk sits beside main.js, one folder down from the root as the sources do, so paths found from a
  // module's own folder (webBuild.ts) hold from both.
  rmSync(SERVER_DIR, { recursive: true, force: true });
  await build({
    entryPoints: [join(ROOT, 'server', 'main.ts')],
    outdir: SERVER_DIR,
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    external: ['@electric-sql/pglite', '@graphql-yoga/render-graphiql'],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    minifyWhitespace: true,
    minifySyntax: true,
    // Beside each chunk, read only when asked for: by `node --enable-source-maps`, for stacks at the
    // sources' lines, and by bench:api's profile (test/bench/profile.ts), to say whose code it was.
    sourcemap: 'linked',
    sourcesContent: false,
    platform: 'node',
    format: 'esm',
    target: 'node22.15',
    logLevel: 'warning',
  });
}

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function webBuildIsStale(): boolean {
  const built = join(DIST_DIR, 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(newestChange(join(ROOT, 'web')), newestChange(join(ROOT, 'vite.config.ts')));
  return sources > statSync(built).mtimeMs;
}

async function buildForStart(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    const missing = [join(DIST_DIR, 'index.html'), SERVER_BUNDLE].filter((file) => !existsSync(file));
    if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}. Run npm run build first.`);
    return;
  }
  if (webBuildIsStale()) {
    const { build } = await import('vite');
    await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  }
  await buildServer();
}

if (process.argv[1] === import.meta.filename) {
  try {
    await (process.argv.includes('--for-start') ? buildForStart() : buildServer());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
