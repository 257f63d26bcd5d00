// Vite build plugin: bundles web/src/sw/sw.ts to /sw.js (a fixed name, so the registration never
// changes) and writes into it this build's precache list, taken from the bundle and web/public.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';

const SW_FILE = 'sw.js';
const PLACEHOLDER = /(["'`])__SAUTI_SHELL_BUILD__\1/;

/** Files under the public folder, as root-relative URLs; hidden files are never served. */
function publicFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  } catch {
    return [];
  }
}

/** Source maps and Vite's own metadata are for developers, not for a phone's cache. */
const worthCaching = (fileName: string) => fileName !== SW_FILE && !fileName.endsWith('.map') && !fileName.startsWith('.vite/');

/**
 * A language's catalog chunk (web/src/i18n/locales/<lang>/<feature>.json) or category lexicon
 * (domain/parse/lexicon/tables/<lang>.ts): left out of the precache, since a phone needs one language
 * of 22; the worker keeps it once the app has loaded it.
 */
const isCatalog = (output: Rollup.OutputBundle[string] | undefined) =>
  output?.type === 'chunk' && output.moduleIds.length > 0 &&
  output.moduleIds.every((id) => /[\\/]i18n[\\/]locales[\\/]|[\\/]parse[\\/]lexicon[\\/]tables[\\/]/.test(id));

export function serviceWorker(options: { entry: string; publicDir: string }): Plugin {
  return {
    name: 'sauti-service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: options.entry, fileName: SW_FILE });
    },
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const worker = bundle[SW_FILE];
        if (worker?.type !== 'chunk') throw new Error(`${SW_FILE} is missing from the bundle`);
        if (worker.imports.length > 0) throw new Error(`${SW_FILE} must be self-contained, it imports ${worker.imports.join(', ')}`);
        const files = Object.keys(bundle).filter((fileName) => worthCaching(fileName) && !isCatalog(bundle[fileName])).map((fileName) => `/${fileName}`);
        const precache = [...new Set([...files, ...publicFiles(options.publicDir)])].sort();
        // Any changed file renames some asset or changes index.html, and so changes the version.
        const hash = createHash('sha256');
        for (const fileName of Object.keys(bundle).filter(worthCaching).sort()) {
          const output = bundle[fileName];
          hash.update(fileName);
          if (output?.type === 'asset') hash.update(output.source);
          else if (output?.type === 'chunk') hash.update(output.code);
        }
        for (const url of precache) hash.update(url);
        const build = { version: hash.digest('hex').slice(0, 16), precache };
        if (!PLACEHOLDER.test(worker.code)) throw new Error(`${SW_FILE} lost its precache placeholder`);
        worker.code = worker.code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(build)));
      },
    },
  };
}
