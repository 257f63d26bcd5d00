// The text rule of domain/text.ts at the GraphQL door: in variables and in the document's own
// string literals, NUL and broken Unicode are a BAD_USER_INPUT naming the field, never a 500.
import { GraphQLError } from 'graphql';
import type { ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findTextProblem, textProblem } from '../../domain/text.ts';

const badInput = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400, spec: false } } });

/** String literals written into the document itself, named by the argument they belong to. */
const literalTextRule: ValidationRule = (context) => ({
  Argument(node) {
    const value = node.value;
    if (value.kind !== 'StringValue') return;
    const problem = textProblem(value.value);
    if (problem) context.reportError(badInput(`${node.name.value} ${problem}`, node.name.value));
  },
  ObjectField(node) {
    const value = node.value;
    if (value.kind !== 'StringValue') return;
    const problem = textProblem(value.value);
    if (problem) context.reportError(badInput(`${node.name.value} ${problem}`, node.name.value));
  },
});

export function storableText(): Plugin {
  return {
    onParams({ params }) {
      const problem = findTextProblem(params.variables ?? {});
      if (problem) throw badInput(problem.message, problem.field);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(literalTextRule);
    },
  };
}
