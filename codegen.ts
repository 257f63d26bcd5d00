// `npm run codegen`: typed GraphQL documents for the web app, generated from schema.graphql. Two outputs:
// the screens' Apollo documents, and the offline layer's string documents, which it sends with plain fetch.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { ID: 'string', Decimal: 'string', DateTime: 'string', Date: 'string', JSON: 'unknown' };
const config = { useTypeImports: true, enumsAsTypes: true, scalars };
const notGenerated = ['!web/src/gql/**', '!web/src/offline/gql/**', '!web/**/*.test.{ts,tsx}'];

const codegen: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/offline/**', ...notGenerated],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config,
    },
    // Strings, not DocumentNodes: the outbox and sync must never load Apollo or graphql-js.
    'web/src/offline/gql/': {
      documents: ['web/src/offline/**/*.{ts,tsx}', ...notGenerated],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...config, documentMode: 'string' },
    },
  },
};

export default codegen;
