// The tree's arrows, kept by a test: the web talks to the server only over HTTP (it imports the shared
// domain, never events, projections or server code); queries never import commands (commands read
// back through queries, not the other way); the two transports import the application, not each other.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Each non-test source file under `folder` with the imports it makes that `reaches` picks. */
function crossings(folder: string, reaches: (path: string) => boolean): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(root, folder, file), 'utf8');
      const imports = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
      return imports.filter(reaches).map((path) => `${folder}/${file} -> ${path}`);
    });
}

describe('the tree imports one way', () => {
  it.each([
    ['web/src', /(^|\/)(events|projections|server)\//],
    ['server/queries', /(^|\/)commands\//],
    ['server/graphql', /(^|\/)rest\//],
    ['server/rest', /(^|\/)graphql\//],
    ['domain', /(^|\/)(events|projections|server|web)\//],
  ])('%s imports nothing matching %s', (folder, forbidden) => {
    expect(crossings(folder, (path) => path.startsWith('.') && forbidden.test(path))).toEqual([]);
  });

  it('keeps Apollo and graphql-js out of the offline layer, which the first screen loads', () => {
    const apollo = /(^@apollo\/|^graphql(-tag)?(\/|$)|(^|\/)apollo[^/]*$)/;
    expect(crossings('web/src/offline', (path) => apollo.test(path.replace(/\.tsx?$/, '')))).toEqual([]);
  });
});
