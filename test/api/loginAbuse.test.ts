// Login codes are paid messages, and a login must not be lockable by a stranger (issue 14,
// findings 2 and 5), tried over real HTTP as an attacker would: many numbers from one session,
// 50 aliased mutations in one request, fresh sessions from one address, costly destinations, a
// stranger's requests and guesses against someone else's number.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../support/backends.ts';
import { databaseBackends } from '../support/backends.ts';
import { createMemorySender } from '../support/codes.ts';
import { useTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

let numberSeq = 0;
/** A Kenyan mobile number of its own per use. */
const kenyan = () => `07${String(10_000_000 + (numberSeq += 1)).slice(-8)}`;
let addressSeq = 0;
const freshAddress = () => `198.51.100.${(addressSeq += 1)}`;

/** Starts a server whose login limits come from `env`, as `npm start` reads them. */
function serveWith(backend: Backend, env: Record<string, string>) {
  const sender = createMemorySender();
  beforeAll(() => {
    for (const [name, value] of Object.entries({ TRUST_PROXY: '1', ...env })) vi.stubEnv(name, value);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  const server = useTestServer(backend, { codeSender: sender });
  /** A browser at one network address. */
  const device = (address = freshAddress()) => {
    const client = newUser(server.url);
    const headers = { 'x-forwarded-for': `203.0.113.9, ${address}` };
    return {
      ask: (phone: string, country = 'KE') =>
        client.raw('POST', '/api/auth/request-code', { body: JSON.stringify({ phone, country }), contentType: 'application/json', headers }),
      verify: (phone: string, code: string, country = 'KE') =>
        client.raw('POST', '/api/auth/verify', { body: JSON.stringify({ phone, country, code }), contentType: 'application/json', headers }),
      graphql: (query: string) => client.raw('POST', '/graphql', { body: JSON.stringify({ query }), contentType: 'application/json', headers }),
    };
  };
  return { device, sent: () => sender.sent.length, sender: () => sender };
}

describe.each(databaseBackends())('login code pumping on $name (finding 2)', (backend) => {
  const api = serveWith(backend, { LOGIN_CODES_PER_ADDRESS: '6', LOGIN_CODES_PER_COUNTRY: '30' });

  it('sends one session at most 5 codes, however many numbers it asks for', async () => {
    const before = api.sent();
    const pumping = api.device();
    const statuses = [];
    for (let number = 0; number < 45; number += 1) statuses.push((await pumping.ask(kenyan())).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(api.sent() - before).toBe(5);
  });

  it('holds the limit for 50 aliased requestLoginCode mutations in one GraphQL request', async () => {
    const before = api.sent();
    const fields = Array.from({ length: 50 }, (_, index) => `a${index}: requestLoginCode(input: { phone: "${kenyan()}", country: "KE" }) { expiresAt }`);
    const answer = await api.device().graphql(`mutation { ${fields.join(' ')} }`);
    expect(answer.status).toBeLessThan(500);
    expect(api.sent() - before).toBeLessThanOrEqual(5);
  });

  it('limits fresh sessions from one address, not other addresses', async () => {
    const before = api.sent();
    const address = freshAddress();
    const statuses = [];
    for (let session = 0; session < 9; session += 1) statuses.push((await api.device(address).ask(kenyan())).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429, 429, 429]);
    const refused = await api.device(address).ask(kenyan());
    expect(refused.body).toMatchObject({
      error: 'rate_limited',
      message: 'Too many codes asked for from this network; try again in 60 minutes',
      reason: 'codesForNetwork',
      values: { minutes: 60 },
    });
    expect((await api.device().ask(kenyan())).status).toBe(202);
    expect(api.sent() - before).toBe(7);
  });

  it('sends only to mobile numbers in allowed countries, EU numbers in + form included', async () => {
    const before = api.sent();
    const refusals = await Promise.all([
      ['+1 900 555 0123', 'US'], ['+881 6 1234 5678', 'KE'], ['+53 5 123 4567', 'KE'], ['020 2222222', 'KE'],
    ].map(async ([phone = '', country]) => (await api.device().ask(phone, country)).body));
    expect(refusals).toEqual([
      { error: 'validation', message: 'phone: Enter a mobile number that can receive WhatsApp messages', field: 'phone', reason: 'phoneNotMobile' },
      { error: 'validation', message: 'phone: Enter a valid international phone number', field: 'phone', reason: 'phoneInvalidInternational' },
      { error: 'validation', message: 'Login codes cannot be sent to numbers in this country', field: 'phone', reason: 'phoneCountryRefused' },
      { error: 'validation', message: 'phone: Enter a mobile number that can receive WhatsApp messages', field: 'phone', reason: 'phoneNotMobile' },
    ]);
    expect(api.sent()).toBe(before);
    // Over GraphQL the refusal names its reason and values too, for the app to say in its language.
    const invalid = await api.device().graphql('mutation { requestLoginCode(input: { phone: "0712 34", country: "KE" }) { expiresAt } }');
    expect(invalid.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'phone', reason: 'phoneInvalid', values: { country: 'KE' } } }] });
    expect((await api.device().ask('+49 1512 3456789', 'EU')).status).toBe(202);
    expect(api.sender().lastCode('+4915123456789')).toMatch(/^\d{6}$/);
  });

  it('limits the codes going to one country in an hour', async () => {
    const ghana = (index: number) => `+233 24 ${String(1_000_000 + index).slice(-7)}`;
    const statuses = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await api.device().ask(ghana(index), 'GH')).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(30);
    expect((await api.device().ask(ghana(99), 'GH')).body).toMatchObject({
      message: 'Too many codes are going to this country; try again in 60 minutes',
      reason: 'codesForCountry',
      values: { minutes: 60 },
    });
  });
});

describe.each(databaseBackends())('the whole server per minute on $name (finding 2)', (backend) => {
  const api = serveWith(backend, { LOGIN_CODES_PER_MINUTE: '3' });

  it('sends at most LOGIN_CODES_PER_MINUTE codes in any minute, from any sessions and addresses', async () => {
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await api.device().ask(kenyan())).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect(api.sent()).toBe(3);
  });
});

describe.each(databaseBackends())("a stranger and someone else's login on $name (finding 5)", (backend) => {
  const api = serveWith(backend, {});

  it('locks only the stranger, sends no code the stranger can use, and answers every refusal alike', async () => {
    const phone = kenyan();
    const e164 = `+254${phone.slice(1)}`;
    const stranger = api.device();
    for (let sent = 0; sent < 5; sent += 1) expect((await stranger.ask(phone)).status).toBe(202);
    expect((await stranger.ask(phone)).status).toBe(429);

    const owner = api.device();
    const nothingPending = await owner.verify(phone, '123456');
    expect((await owner.ask(phone)).status).toBe(202);
    const code = api.sender().lastCode(e164);
    const wrong = code === '000000' ? '000001' : '000000';
    const wrongAnswer = await owner.verify(phone, wrong);
    expect({ status: wrongAnswer.status, body: wrongAnswer.body }).toEqual({ status: nothingPending.status, body: nothingPending.body });
    expect(wrongAnswer.body).toEqual({ error: 'validation', message: 'That code did not work; check it or ask for a new one', field: 'code', reason: 'codeRefused' });

    // The stranger guesses the owner's code and cannot lock it, nor use the right one.
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await stranger.verify(phone, wrong)).body).toEqual(wrongAnswer.body);
    expect((await stranger.verify(phone, code)).body).toEqual(wrongAnswer.body);
    expect(await owner.verify(phone, code)).toMatchObject({ status: 200, body: { username: e164 } });
  });
});
