// Vite build plugin: writes brotli (.br) and gzip (.gz) siblings of every text asset in the output
// folder once the bundle is on disk, so the server can send them without compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing; images and fonts are already compressed formats. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

export type CompressedFile = { file: string; size: number; br: number | null; gz: number | null };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses one file; a variant is only written when it is smaller than the original. */
async function compressFile(file: string): Promise<CompressedFile> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const keepBr = br.length < source.length;
  const keepGz = gz.length < source.length;
  await Promise.all([
    keepBr ? writeFile(`${file}.br`, br) : undefined,
    keepGz ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
  return { file, size: source.length, br: keepBr ? br.length : null, gz: keepGz ? gz.length : null };
}

/** Compresses every compressible file under dir (public/ copies included). */
export async function compressDir(dir: string): Promise<CompressedFile[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  return Promise.all(files.map(compressFile));
}

export function compress(): Plugin {
  let outDir = '';
  return {
    name: 'sauti:compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options) {
      await compressDir(options.dir ?? outDir);
    },
  };
}
