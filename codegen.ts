// `npm run codegen`: typed GraphQL documents for the web app, generated from schema.graphql. Two outputs:
// the screens' Apollo documents, and the string documents of the offline layer and the import screen,
// sent with plain fetch (offline/request.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { ID: 'string', Decimal: 'string', DateTime: 'string', Date: 'string', JSON: 'unknown' };
const config = { useTypeImports: true, enumsAsTypes: true, scalars };
const notGenerated = ['!web/src/gql/**', '!web/src/offline/gql/**', '!web/**/*.test.{ts,tsx}'];

const codegen: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/offline/**', '!web/src/import/**', ...notGenerated],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config,
    },
    // Strings, not DocumentNodes: the outbox and sync must never load Apollo or graphql-js, and the
    // import screen, which works offline, needs neither for its one request.
    'web/src/offline/gql/': {
      documents: ['web/src/offline/**/*.{ts,tsx}', 'web/src/import/**/*.{ts,tsx}', ...notGenerated],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...config, documentMode: 'string' },
    },
  },
};

export default codegen;
