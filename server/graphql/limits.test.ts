import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITS, complexityRule } from './limits.ts';

const schema = buildSchema(`
  type Expense { id: ID! description: String! }
  type Me { id: ID! expenses: [Expense!]! }
  type Query { me: Me! todayExpenses: [Expense!]! }
  type Mutation { recordExpense(description: String!): Expense! }
`);

const problems = (document: string) =>
  validate(schema, parse(document), [...specifiedRules, complexityRule]).map((error) => error.message);

describe('the complexity rule', () => {
  it("lets the app's documents and GraphiQL's introspection through", () => {
    expect(problems('{ me { id expenses { id description } } todayExpenses { id } }')).toEqual([]);
    expect(problems('mutation { recordExpense(description: "chai") { id description } }')).toEqual([]);
    expect(problems(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, inputValueDeprecation: true }))).toEqual([]);
  });

  it('refuses more aliases than the limit', () => {
    const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, index) => `a${index}: todayExpenses { id }`).join(' ');
    expect(problems(`{ ${aliases} }`)).toEqual([`The query uses ${LIMITS.aliases + 1} aliases; the limit is ${LIMITS.aliases}`]);
  });

  it('counts each mutation at its cost, so a handful of writes is the most one request carries', () => {
    const writes = (count: number) =>
      `mutation { ${Array.from({ length: count }, (_, index) => `w${index}: recordExpense(description: "x") { id }`).join(' ')} }`;
    expect(problems(writes(9))).toEqual([]);
    expect(problems(writes(10))).toEqual([`The query costs 1010; the limit is ${LIMITS.cost}`]);
  });

  it('counts a fragment wherever it is spread, so doubling fragments cannot hide their size', () => {
    const levels = Array.from({ length: 12 }, (_, index) => `fragment F${index + 1} on Query { ...F${index} ...F${index} }`);
    const started = performance.now();
    const found = problems(`{ ...F12 } fragment F0 on Query { todayExpenses { id } } ${levels.join(' ')}`);
    expect(found).toContain(`The query costs ${2 ** 12 * 2}; the limit is ${LIMITS.cost}`);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses nesting deeper than the limit, through introspection too', () => {
    const deep = `{ __schema { types { fields { type ${'{ ofType '.repeat(LIMITS.depth)}{ name }${' }'.repeat(LIMITS.depth)} } } } }`;
    expect(problems(deep)).toEqual([`The query nests ${LIMITS.depth + 5} levels deep; the limit is ${LIMITS.depth}`]);
  });

  it('gives up on a fragment cycle quietly, leaving the error to graphql-js', () => {
    expect(problems('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
  });
});
