// The tree's arrows, kept by a test: the web talks to the server only over HTTP (it imports the shared
// domain, never events, projections or server code); queries never import commands (commands read
// back through queries, not the other way); the two transports import the application, not each other,
// and of events and projections only types and the nouns' field declarations; the web's feature
// folders are siblings that share only the layers below them (style habit 17).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Each non-test source file under `folder` with the imports it makes that `reaches` picks; `values`: not `import type`. */
function crossings(folder: string, reaches: (path: string) => boolean, { values = false } = {}): string[] {
  const anyImport = /(?:from|import)\s*\(?\s*'([^']+)'/g;
  const valueImport = /^(?:import|export)(?!\s+type\s)[^;]*?from\s*'([^']+)'/gm;
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(root, folder, file), 'utf8');
      const imports = [...source.matchAll(values ? valueImport : anyImport)].map((match) => match[1] ?? '');
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

  // Rows and events are their types' source (zod -> events -> rows -> Pothos), and a noun's field
  // declaration says what its transports show; everything else a transport runs is the application's.
  it.each(['server/graphql', 'server/rest'])('%s runs nothing of events or projections but the field declarations', (folder) => {
    const declaration = /(^|\/)events\/([a-zA-Z]+\/)?fields\.ts$/;
    expect(crossings(folder, (path) => /(^|\/)(events|projections)\//.test(path) && !declaration.test(path), { values: true })).toEqual([]);
  });

  it('keeps Apollo and graphql-js out of the offline layer, which the first screen loads', () => {
    const apollo = /(^@apollo\/|^graphql(-tag)?(\/|$)|(^|\/)apollo[^/]*$)/;
    expect(crossings('web/src/offline', (path) => apollo.test(path.replace(/\.tsx?$/, '')))).toEqual([]);
  });
});

/**
 * web/src's shared layers: what more than one feature uses lives in one of these, and they import no
 * feature. ui, format, i18n, offline and user as habit 17 names them; voice and money are kits several
 * screens take (voice capture: Home, Savings, Family; rates, the converter and the USDT overview: Home,
 * Savings); sw is the service worker, whose messages the page's reminders speak; gql is generated.
 */
const SHARED = new Set(['ui', 'format', 'i18n', 'offline', 'user', 'voice', 'money', 'sw', 'gql']);
/** The app root composes the features; its other modules (Apollo's loaders) are infrastructure any folder may use. */
const COMPOSITION_ROOT = new Set(['App.tsx', 'main.tsx']);

/** Every import between web/src's top-level folders (and of the root) that habit 17 forbids. */
function featureCrossings(): string[] {
  const web = join(root, 'web/src');
  const folders = readdirSync(web).filter((name) => statSync(join(web, name)).isDirectory());
  return folders.flatMap((folder) =>
    crossings(`web/src/${folder}`, () => true).flatMap((crossing) => {
      const [from = '', path = ''] = crossing.split(' -> ');
      if (!path.startsWith('.')) return [];
      const target = relative(web, normalize(join(root, dirname(from), path))).split('/');
      const [top = '', ...rest] = target;
      if (top === '..' || top === folder) return [];
      // A root module (rest empty) is infrastructure unless it is the composition root; a folder must be shared.
      const allowed = rest.length === 0 ? !COMPOSITION_ROOT.has(top) : SHARED.has(top);
      return allowed ? [] : [crossing];
    }),
  );
}

describe('web/src feature folders are siblings (habit 17)', () => {
  it('a feature imports only its own folder, the shared layers, domain/ and the root infrastructure; a shared layer imports no feature', () => {
    expect(featureCrossings()).toEqual([]);
  });
});
