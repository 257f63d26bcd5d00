// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDir } from './compress.ts';

let dir = '';

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function exists(path: string): Promise<boolean> {
  return readFile(path).then(
    () => true,
    () => false,
  );
}

describe('compressDir', () => {
  it('writes .br and .gz beside text assets that decompress to the original', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-compress-'));
    await mkdir(join(dir, 'assets'));
    const js = 'export const greeting = "habari";\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), js);
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>Sauti</title>${'<p>hi</p>'.repeat(50)}`);

    const results = await compressDir(dir);

    expect(results).toHaveLength(2);
    const br = await readFile(join(dir, 'assets', 'index-abc123.js.br'));
    const gz = await readFile(join(dir, 'assets', 'index-abc123.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(gz.length);
    expect(await exists(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves binary formats and files that would not shrink alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-compress-'));
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(2000, 7));
    await writeFile(join(dir, 'tiny.txt'), 'a');

    const results = await compressDir(dir);

    expect(results).toEqual([{ file: join(dir, 'tiny.txt'), size: 1, br: null, gz: null }]);
    expect(await exists(join(dir, 'icon.png.br'))).toBe(false);
    expect(await exists(join(dir, 'tiny.txt.gz'))).toBe(false);
  });
});
