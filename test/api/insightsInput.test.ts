// Bad input to the four owned items answers 400 naming the field on REST and BAD_USER_INPUT on
// GraphQL, and appends nothing. One table per entity, beside the shared amount rules.
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import { serveApi } from './client.ts';
import { ITEMS, itemEventCount } from './insightsSupport.ts';

const BAD_AMOUNTS = ['0', '-5', 'abc', '1234567890123', '1.234', ''];

/** Values GraphQL itself refuses for the field's declared type: no application field to name there. */
const WRONG_GRAPHQL_TYPE = new Set(['alertThreshold=high', 'isLiquid=yes']);

const ENTITY_CASES: Record<(typeof ITEMS)[number]['kind'], [field: string, value: unknown][]> = {
  budget: [
    ['name', undefined], ['category', undefined], ['budgetAmount', undefined], ['category', 'travel'], ['period', 'daily'],
    ['alertThreshold', 1.5], ['alertThreshold', -0.1], ['alertThreshold', 'high'],
  ],
  asset: [['name', undefined], ['value', undefined], ['type', 'car'], ['isLiquid', 'yes'], ['currency', 'XYZ']],
  debt: [['name', undefined], ['amount', undefined], ['type', 'payday'], ['interestRate', 1001], ['interestRate', -1], ['minimumPayment', '0']],
  subscription: [
    ['name', undefined], ['amount', undefined], ['billingCycle', 'daily'], ['category', 'gym'],
    ['nextBillingDate', 'next week'], ['nextBillingDate', '2026-02-30'],
  ],
};

describe.each(databaseBackends())('bad owned-item input on $name', (backend) => {
  const api = serveApi(backend);

  describe.each(ITEMS)('$kind', ({ kind, path, title, body, amountField }) => {
    const cases: [string, unknown][] = [...ENTITY_CASES[kind], ...BAD_AMOUNTS.map((amount): [string, unknown] => [amountField, amount])];

    it.each(cases)('refuses %s = %j on REST and GraphQL, appending nothing', async (field, value) => {
      const user = api.newUser();
      const userId = await user.userId();
      const input = { ...body, [field]: value };
      const rest = await user.rest('POST', path, input);
      expect({ status: rest.status, field: (rest.body as { field?: string }).field }).toEqual({ status: 400, field });
      const gql = await user.gql(`mutation($input: ${title}Input!) { create${title}(input: $input) { id } }`, { input });
      const [error] = gql.errors ?? [];
      expect({ errors: gql.errors?.length, code: error?.extensions?.code }).toEqual({ errors: 1, code: 'BAD_USER_INPUT' });
      if (!WRONG_GRAPHQL_TYPE.has(`${field}=${String(value)}`)) expect(error?.extensions?.field).toBe(field);
      expect(await itemEventCount(api.db, userId)).toBe(0);
    });
  });

  it('refuses a change that names no field, and a bad amount in a change', async () => {
    const user = api.newUser();
    const created = await user.rest('POST', '/api/budgets', ITEMS[0].body);
    const id = (created.body as { id: string }).id;
    expect((await user.rest('PATCH', `/api/budgets/${id}`, {})).status).toBe(400);
    expect(await user.rest('PATCH', `/api/budgets/${id}`, { budgetAmount: '-1' })).toMatchObject({ status: 400, body: { field: 'budgetAmount' } });
  });
});
