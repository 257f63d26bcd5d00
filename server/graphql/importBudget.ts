// One request's import budget: every importMessages in the operation (aliased, spread from a
// fragment, its text inline or in variables) counts against one import's limits, before any runs.
import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql';
import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { refusalFields } from '../../domain/errors.ts';
import { splitMessages } from '../../domain/payments/index.ts';
import { importSizeRefusal } from '../commands/importInput.ts';

const IMPORT_FIELD = 'importMessages';

function operationOf(document: DocumentNode, name: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return name ? operations.find((operation) => operation.name?.value === name) : operations.length === 1 ? operations[0] : undefined;
}

/** The root fields an operation runs, through inline fragments and fragment spreads. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, visiting = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(document, selection.selectionSet, visiting);
    const name = selection.name.value;
    const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name);
    if (visiting.has(name) || fragment?.kind !== Kind.FRAGMENT_DEFINITION) return [];
    return rootFields(document, fragment.selectionSet, new Set([...visiting, name]));
  });
}

/** The messages and bytes all imports of this operation carry, with the variables filled in. */
export function importLoad(document: DocumentNode, variables: Record<string, unknown>, operationName?: string | null) {
  const operation = operationOf(document, operationName);
  const load = { imports: 0, messages: 0, bytes: 0 };
  if (operation?.operation !== 'mutation') return load;
  for (const field of rootFields(document, operation.selectionSet)) {
    if (field.name.value !== IMPORT_FIELD) continue;
    const argument = field.arguments?.find((item) => item.name.value === 'text');
    const text = argument ? valueFromASTUntyped(argument.value, variables) : undefined;
    if (typeof text !== 'string') continue;
    load.imports += 1;
    load.messages += splitMessages(text).length;
    load.bytes += Buffer.byteLength(text, 'utf8');
  }
  return load;
}

/**
 * Refuses a request whose imports together are over one import's limits, as the import itself
 * refuses (same code and reason): nothing runs, nothing is stored. One import alone is its own check.
 */
export function importBudget(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { imports, messages, bytes } = importLoad(args.document, args.variableValues ?? {}, args.operationName);
      const refusal = imports > 1 ? importSizeRefusal(bytes, messages, 'request') : null;
      if (!refusal) return;
      const extensions = { code: 'PAYLOAD_TOO_LARGE', field: refusal.field, ...refusalFields(refusal) };
      setResultAndStopExecution({ errors: [new GraphQLError(refusal.message, { extensions })] });
    },
  };
}
