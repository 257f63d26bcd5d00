// Issue 33 point 6: a bill said with how often it comes back is answered with its cycle on both
// transports ("kodi ya nyumba kila mwezi 8000" is a monthly bill of 8,000), the words left out of its
// name; an everyday expense, a saving and money lent have none.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { analyzeOnBoth, serveApi } from './client.ts';

const Analysis = z.object({ description: z.string(), amount: z.string().nullable(), cycle: z.string().nullable(), kind: z.string() });

describe.each(databaseBackends())('a bill said to the mic, on $name', (backend) => {
  const api = serveApi(backend);

  it.each([
    ['kodi ya nyumba kila mwezi 8000', 'sw', { amount: '8000.00', cycle: 'monthly', kind: 'expense' }],
    ['rent 15000 every month', 'en', { amount: '15000.00', cycle: 'monthly', kind: 'expense' }],
    ['हर महीने मकान का किराया 8000', 'hi', { amount: '8000.00', cycle: 'monthly', kind: 'expense' }],
    ['nimenunua chakula 500', 'sw', { amount: '500.00', cycle: null, kind: 'expense' }],
    ['nimemkopesha Juma 500', 'sw', { cycle: null, kind: 'iou' }],
  ] as const)('"%s" (%s)', async (text, language, expected) => {
    const user = api.newUser();
    const { rest, graphql } = await analyzeOnBoth(user, Analysis, 'description amount cycle kind', text, language);
    expect(rest).toMatchObject(expected);
    expect(graphql).toMatchObject(expected);
    // How often is not what it is: the cycle's words leave the name.
    expect(rest.description).not.toMatch(/kila mwezi|every month|हर महीने/u);
  });
});
