// `npm run replay` as a person runs it: against the embedded database in DATA_DIR and against a
// Postgres server in DATABASE_URL; it must pass on an honest log and fail on a tampered row.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { migrate } from '../../events/store/migrations.ts';
import { openDriver } from '../../events/store/openDriver.ts';
import { expensesProjection } from '../../projections/expenses/projection.ts';
import { recordExpense } from '../../server/commands/expenses.ts';
import { addGroupMember, correctGroupEntry, createSavingsGroup, recordGroupEntry } from '../../server/commands/savingsGroups.ts';
import { callerAt, createTestApp } from '../support/app.ts';
import { processDatabases } from '../support/backends.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

async function replay(env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ['projections/replay.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
  }
}

async function seed(db: Driver) {
  await migrate(db);
  const app = await createTestApp(db);
  const caller = callerAt('2026-11-21T08:00:00.000Z', 'Asia/Kolkata');
  for (const [description, amount] of [['ऑटो', '120'], ['खाना', '200.50']]) {
    await recordExpense(app, caller, { description, amount, currency: 'INR', category: 'transport', language: 'hi' });
  }
  // A savings group's book (a JSON row folded from its stream) is rebuilt equal too.
  const { group } = await createSavingsGroup(app, caller, { name: 'Umoja', kind: 'accumulating', currency: 'INR', rules: { sharePrice: '100', monthlyInterestPercent: '2' } });
  const { member } = await addGroupMember(app, caller, group.id, { name: 'Asha' });
  const { entry } = await recordGroupEntry(app, caller, group.id, { type: 'shares', memberId: member.id, shares: 3 });
  await correctGroupEntry(app, caller, group.id, entry.entryId, { reason: 'Two shares', shares: 2 });
  await app.runner.stop();
}

const tamper = (db: Driver) => db.query(`update ${expensesProjection.tables('').list} set amount = amount * 2`);

describe.each(processDatabases())('npm run replay on the $name', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  // Four openings of the database (seeding, tampering, and two replays in processes of their own that
  // rebuild every projection): 10 s on a calm machine, 30-60 s on a loaded 2-core one. Load, not a hang.
  it('reports the events replayed and exits 0 on an honest log, then 1 with the difference after tampering', { timeout: 180_000 }, async () => {
    const { env, drop } = await database.create();
    const open = () => openDriver(env);
    cleanups.push(drop);
    const seeding = await open();
    await seed(seeding);
    await seeding.close();

    const honest = await replay(env);
    expect(honest.code).toBe(0);
    expect(honest.stdout).toMatch(/expenses\.v6-[0-9a-f]{8}: \d+ events replayed in \d+ ms .* matches the live tables/);
    expect(honest.stdout).toMatch(/savingsGroups\.v1-[0-9a-f]{8}: \d+ events replayed in \d+ ms .* matches the live tables/);

    const tampering = await open();
    await tamper(tampering);
    await tampering.close();
    const tampered = await replay(env);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain(expensesProjection.name);
    expect(tampered.stdout).toContain('DIFFERS');
    expect(tampered.stdout).toMatch(/expense_list_v6_[0-9a-f]{8}: 2 row\(s\) only in the live table, 2 only in the rebuild/);
  });
});
