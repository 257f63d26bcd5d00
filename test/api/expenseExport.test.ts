// GET /api/expenses/export.csv (issue 24): the spec's six columns and file name, a byte-order
// mark, formula cells made safe, oldest first, only the caller's expenses of the range, and a
// 10,000-expense history streamed whole. Two users, both databases.
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../domain/dates.ts';
import { databaseBackends } from '../support/backends.ts';
import { seedExpenses } from '../support/seedExpenses.ts';
import type { Client } from './client.ts';
import { TIME_ZONE, lunch, serveApi } from './client.ts';

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const HEADER = 'Date,Description,Amount,Currency,Category,Language';

/**
 * The file's exact bytes (fetch's text() would drop the byte-order mark), on a connection of its
 * own: a pooled one may have been closed by the server while a long seed held the process.
 */
function download(url: string, user: Client): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { cookie: user.cookie ?? '', 'x-time-zone': TIME_ZONE } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe.each(databaseBackends())('the server export on $name', (backend) => {
  const api = serveApi(backend);

  it("writes the caller's expenses of the range as expenses.csv, oldest first, formulas neutralised", async () => {
    const user = api.newUser();
    const stranger = api.newUser();
    await user.rest('POST', '/api/expenses', lunch({ description: '=HYPERLINK("http://x")', amount: '10', spentAt: ago(1) }));
    await user.rest('POST', '/api/expenses', lunch({ description: 'चाय, "कड़क"', amount: '15', currency: 'INR', language: 'hi', spentAt: ago(2) }));
    await user.rest('POST', '/api/expenses', lunch({ description: 'Old', amount: '1', spentAt: ago(30) }));
    await stranger.rest('POST', '/api/expenses', lunch({ description: 'Not yours', spentAt: ago(1) }));
    const today = localDay(new Date(), TIME_ZONE);
    const answer = await download(`${api.url}/api/expenses/export.csv?from=${addDays(today, -7)}&to=${today}`, user);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="expenses.csv"');
    expect(answer.text).toBe(`\uFEFF${HEADER}\r\n`
      + `${localDay(ago(2), TIME_ZONE)},"चाय, ""कड़क""",15.00,INR,food,hi\r\n`
      + `${localDay(ago(1), TIME_ZONE)},"'=HYPERLINK(""http://x"")",10.00,KES,food,sw\r\n`);
    const bad = await user.rest('GET', `/api/expenses/export.csv?from=${today}&to=${addDays(today, -1)}`);
    expect(bad).toMatchObject({ status: 400, body: { field: 'from' } });
  });

  it('streams a 10,000-expense history, each expense once', async () => {
    const user = api.newUser();
    await user.rest('POST', '/api/expenses', lunch({ description: 'First words' }));
    await seedExpenses(api.app, { userId: await user.userId(), count: 10_000, newest: new Date(Date.now() - DAY_MS), stepMinutes: 7 });
    const answer = await download(`${api.url}/api/expenses/export.csv`, user);
    expect(answer.status).toBe(200);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${HEADER}`);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(10_003);
    expect(lines.at(-2)).toContain('First words');
    expect(lines[1]).toContain('Dawa 9999');
  }, 240_000);
});
