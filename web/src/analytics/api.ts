// The insights' calls to the server (spec §7): the owned items over REST as "me", with the device's
// time zone so periods and billing dates fall on the person's days. Non-OK answers throw (spec §7).
import { z } from 'zod';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';

export type Item = Record<string, unknown> & { id: string; name: string };

class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly field: string | null,
  ) {
    super(message);
  }
}

async function call(method: string, path: string, body?: object): Promise<unknown> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { 'x-time-zone': deviceTimeZone(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    const answer = typeof parsed === 'object' && parsed !== null ? parsed : {};
    const field = 'field' in answer && typeof answer.field === 'string' ? answer.field : null;
    throw new RequestError(`${response.status}: ${text || response.statusText}`, response.status, field);
  }
  return parsed;
}

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' && 'name' in value && typeof value.name === 'string';

function items(value: unknown): Item[] {
  if (!Array.isArray(value)) throw new Error('Expected a list');
  return value.filter(isItem);
}

export type ItemPath = '/api/budgets' | '/api/assets' | '/api/debts' | '/api/subscriptions';

export const listItems = async (path: ItemPath) => items(await call('GET', `${path}/me`));
export const createItem = (path: ItemPath, body: object) => call('POST', path, { ...body, commandId: crypto.randomUUID() });
export const changeItem = (path: ItemPath, id: string, body: object) => call('PATCH', `${path}/${id}`, body);
export const deleteItem = (path: ItemPath, id: string) => call('DELETE', `${path}/${id}`);

const NetWorth = z.object({
  currency: z.string(),
  assets: z.string(),
  liquidAssets: z.string(),
  debts: z.string(),
  netWorth: z.string(),
  history: z.array(z.object({ at: z.string(), netWorth: z.string() })),
});

export const fetchNetWorth = async () => NetWorth.parse(await call('GET', '/api/net-worth/me'));

const Total = z.object({ currency: z.string(), monthlyTotal: z.string() });

export const fetchSubscriptionsTotal = async () => Total.parse(await call('GET', '/api/subscriptions/me/total'));
