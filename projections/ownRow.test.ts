// A user's row by id, with the reads of one turn in one statement: two users asking at once for rows
// of the same id (ids are each user's own) each get their own, and nobody gets another's.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseBackends, useDatabase } from '../test/support/backends.ts';
import { column, columnsOf } from './columns.ts';
import { findOwnRow } from './ownRow.ts';

const noteColumns = columnsOf({ id: column.id(), userId: column.id(), note: column.text() });

describe.each(databaseBackends())('findOwnRow on $name', (backend) => {
  const fixture = useDatabase(backend);

  it('answers each of two users asking at once for the same id with their own row, and another user\'s id with none', async () => {
    const table = `own_notes_${randomUUID().slice(0, 8)}`;
    await fixture.db.query(`create table ${table} (${noteColumns.definitions}, primary key (user_id, id))`);
    const [amina, ravi] = [randomUUID(), randomUUID()];
    const [shared, aminasOnly] = [randomUUID(), randomUUID()];
    await fixture.db.query(`insert into ${table} (id, user_id, note) values ($1, $2, 'amina''s'), ($1, $3, 'ravi''s'), ($4, $2, 'only amina''s')`, [
      shared, amina, ravi, aminasOnly,
    ]);
    const find = (userId: string, id: string) => findOwnRow(fixture.db, table, noteColumns, userId, id);
    const [aminaShared, raviShared, raviAsksAminas, aminaUpperCase, notAnId] = await Promise.all([
      find(amina, shared), find(ravi, shared), find(ravi, aminasOnly), find(amina.toUpperCase(), aminasOnly.toUpperCase()), find(amina, 'x'),
    ]);
    expect(aminaShared?.note).toBe("amina's");
    expect(raviShared?.note).toBe("ravi's");
    expect(raviAsksAminas).toBeNull();
    expect(aminaUpperCase?.note).toBe("only amina's");
    expect(notAnId).toBeNull();
  });
});
