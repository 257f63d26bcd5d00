// `npm run codegen`: typed GraphQL documents for the web app, generated from schema.graphql. Two outputs:
// the screens' Apollo documents, and the string documents of the offline layer, the import screen and
// the rates, sent with plain fetch (offline/request.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { ID: 'string', Decimal: 'string', DateTime: 'string', Date: 'string', JSON: 'unknown' };
const config = { useTypeImports: true, enumsAsTypes: true, scalars };
// Sent with plain fetch: the outbox and sync must never load Apollo or graphql-js, the import screen
// works offline, and the rates are read by the first screen before Apollo is needed.
const STRING_DOCUMENTS = ['web/src/offline/**/*.{ts,tsx}', 'web/src/import/**/*.{ts,tsx}', 'web/src/money/rates.ts'];
const notGenerated = ['!web/src/gql/**', '!web/src/offline/gql/**', '!web/**/*.test.{ts,tsx}'];

const codegen: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', ...STRING_DOCUMENTS.map((glob) => `!${glob}`), ...notGenerated],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config,
    },
    // Strings, not DocumentNodes (STRING_DOCUMENTS).
    'web/src/offline/gql/': {
      documents: [...STRING_DOCUMENTS, ...notGenerated],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...config, documentMode: 'string' },
    },
  },
};

export default codegen;
