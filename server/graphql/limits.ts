// How much one GraphQL request may ask of the server: document size and tokens before parsing,
// then depth, aliases and cost (fragments expanded) before anything runs. Over a limit: refused whole.
import { GraphQLError, Kind, parse } from 'graphql';
import type { FragmentDefinitionNode, OperationTypeNode, SelectionSetNode, ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const LIMITS = {
  /** The longest document the app or a person at GraphiQL writes is a few KiB. */
  documentBytes: 16 * 1024,
  tokens: 2_000,
  /** GraphiQL's introspection query nests 13 deep; the app's own documents about 4. */
  depth: 15,
  aliases: 20,
  /** Each field selected counts 1 and each mutation 100, counted again wherever a fragment is spread. */
  cost: 1_000,
  mutationCost: 100,
} as const;

// `spec: false`: a refusal is a 400 whatever the client accepts (Yoga answers spec errors 200 to
// plain JSON). A new object each time: Yoga's plugins write into it.
const tooComplex = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400, spec: false } } });

interface Measure {
  depth: number;
  cost: number;
}

function measurer(fragments: Map<string, FragmentDefinitionNode>, operation: OperationTypeNode) {
  const memo = new Map<string, Measure>();
  const measure = (selectionSet: SelectionSetNode, atRoot: boolean, visiting: Set<string>): Measure => {
    let depth = 0;
    let cost = 0;
    const add = (part: Measure) => {
      depth = Math.max(depth, part.depth);
      cost += part.cost;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? measure(selection.selectionSet, false, visiting) : { depth: 0, cost: 0 };
        const weight = atRoot && operation === 'mutation' ? LIMITS.mutationCost : 1;
        add({ depth: below.depth + 1, cost: below.cost + weight });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(measure(selection.selectionSet, atRoot, visiting));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const key = `${name}:${atRoot}`;
        // A cycle or an unknown fragment is graphql-js's own validation error; it adds nothing here.
        if (!fragment || visiting.has(name)) continue;
        const known = memo.get(key) ?? measure(fragment.selectionSet, atRoot, new Set([...visiting, name]));
        memo.set(key, known);
        add(known);
      }
    }
    return { depth, cost };
  };
  return measure;
}

/** Depth, aliases and cost of every operation in the document, each against its limit. */
export const complexityRule: ValidationRule = (context) => {
  const document = context.getDocument();
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    OperationDefinition(node) {
      const { depth, cost } = measurer(fragments, node.operation)(node.selectionSet, true, new Set());
      if (depth > LIMITS.depth) context.reportError(tooComplex(`The query nests ${depth} levels deep; the limit is ${LIMITS.depth}`));
      if (cost > LIMITS.cost) context.reportError(tooComplex(`The query costs ${cost}; the limit is ${LIMITS.cost}`));
    },
    Document: {
      leave() {
        if (aliases > LIMITS.aliases) context.reportError(tooComplex(`The query uses ${aliases} aliases; the limit is ${LIMITS.aliases}`));
      },
    },
  };
};

/** The plugin: size before parsing (413), tokens while parsing, the rule above while validating. */
export function documentLimits(): Plugin {
  return {
    onParams({ params }) {
      const bytes = Buffer.byteLength(params.query ?? '');
      if (bytes > LIMITS.documentBytes) {
        throw new GraphQLError(`The query is ${bytes} bytes; the limit is ${LIMITS.documentBytes}`, {
          extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } },
        });
      }
    },
    onParse({ setParseFn }) {
      // A parse error is the GraphQL-over-HTTP spec's own: 400, or 200 to a client that accepts only JSON.
      setParseFn((source, options) => parse(source, { ...options, maxTokens: LIMITS.tokens }));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(complexityRule);
    },
  };
}
