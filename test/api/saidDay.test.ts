// Issue 24: the phrase itself says the day. Both transports answer the local day it heard in the
// caller's time zone ("jana" is yesterday there), and null when it heard none.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addDays, localDay } from '../../domain/dates.ts';
import { dayOfSaid } from '../../domain/parse/index.ts';
import { databaseBackends } from '../support/backends.ts';
import { TIME_ZONE, analyzeOnBoth, serveApi } from './client.ts';

const Analysis = z.object({ description: z.string(), amount: z.string().nullable(), day: z.string().nullable() });

const today = () => localDay(new Date(), TIME_ZONE);

describe.each(databaseBackends())('the day a phrase says, on $name', (backend) => {
  const api = serveApi(backend);

  const daysBack = (days: number) => (): string => addDays(today(), -days);
  const none = (): null => null;
  it.each([
    ['nimenunua chakula 500 jana', 'sw', { description: 'Chakula', amount: '500.00' }, daysBack(1)],
    ['juzi nauli 100', 'sw', { description: 'Nauli', amount: '100.00' }, daysBack(2)],
    ['कल ऑटो 120', 'hi', { description: 'ऑटो', amount: '120.00' }, daysBack(1)],
    ['last monday bread 50', 'en', { description: 'Bread', amount: '50.00' }, (): string => dayOfSaid({ weekday: 1, last: true }, today())],
    ['nimenunua chakula 500', 'sw', { description: 'Chakula', amount: '500.00' }, none],
    ['kesho nauli 100', 'sw', { amount: '100.00' }, none],
  ] as const)('"%s" (%s) on REST and GraphQL', async (text, language, read, said) => {
    const user = api.newUser();
    const expected = { ...read, day: said() };
    const { rest, graphql } = await analyzeOnBoth(user, Analysis, 'description amount day', text, language);
    expect(rest).toMatchObject(expected);
    expect(graphql).toMatchObject(expected);
  });

  it("counts back from the caller's own today: a day apart across the date line", async () => {
    const ask = async (timeZone: string) => {
      const before = addDays(localDay(new Date(), timeZone), -1);
      const { status, body } = await api
        .newUser()
        .raw('POST', '/api/expenses/analyze', { body: JSON.stringify({ text: 'jana chakula 500', language: 'sw' }), contentType: 'application/json', headers: { 'x-time-zone': timeZone } });
      expect(status).toBe(200);
      const after = addDays(localDay(new Date(), timeZone), -1);
      // A midnight may pass during the request; either side of it is right.
      expect([before, after]).toContain(Analysis.parse(body).day);
      return Analysis.parse(body).day;
    };
    expect(await ask('Pacific/Kiritimati')).not.toBe(await ask('Pacific/Pago_Pago'));
  });

  it('a bad language is a 400 naming the field, not a day', async () => {
    const { status, body } = await api.newUser().rest('POST', '/api/expenses/analyze', { text: 'jana chakula 500', language: 'xx' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'language' });
  });
});
