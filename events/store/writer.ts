// Every append of a process goes through one writer per database: the appends that arrive while a
// transaction is under way wait and share the next one (group commit), which takes the log's one
// writer lock, writes them, and lets the read models follow in the same transaction (inline).
// What an append is (its SQL) is appendSql's; when its rows count is the writer's.
import type { PendingAppend } from './appendSql.ts';
import { appendRounds, appendsStatement } from './appendSql.ts';
import type { Driver, Queryable, Row, SqlParam } from './driver.ts';
import type { AnyEvent, Checkpoint, StoredEvent } from './eventTypes.ts';

/**
 * The log's one writer lock, held from before a writing transaction takes its id until it commits.
 * Migration 10's trigger takes it for any insert into events, so transaction ids follow commit order
 * and nothing lands behind a position a reader has passed.
 */
export const WRITER_LOCK = 7_214_002;

/** What a transaction writes: appends of events (their rows are their events' places in the log), or a statement. */
export type WriteItem = { append: PendingAppend } | { sql: string; params: SqlParam[] };

/** The read models' side of a write, run inside its transaction once its events are in the log. */
interface InlineProjections {
  /**
   * `written` in log order; `before` is where the log ended before them. Answers what to do once
   * the transaction has committed (and never throws: what it cannot apply is left for later).
   */
  apply(tx: Queryable, written: readonly StoredEvent<AnyEvent>[], before: Checkpoint): Promise<() => void>;
}

interface Unit {
  items: readonly WriteItem[];
  /** All or none: a statement that writes no row rolls the whole unit back (and it runs alone). */
  atomic: boolean;
  resolve(rows: Row[][]): void;
  reject(error: unknown): void;
}

/** Thrown inside an atomic unit's transaction when one of its statements wrote nothing. */
export class NothingWritten extends Error {
  readonly index: number;

  constructor(index: number) {
    super(`Append ${index} wrote nothing`);
    this.index = index;
  }
}

/** Appends sharing one transaction at most: enough to carry a burst, few enough to keep it short. */
const MAX_BATCH = 64;

/**
 * The log's size at which this process first has the database analysed, then each time it has doubled.
 * A connection keeps a statement's plan made when the tables were small (a whole-table scan, cheapest
 * then) until they are analysed again, and PGlite never analyses by itself: on a new database the
 * write's reads scanned the whole log, and writes slowed as it grew (537 a second, then 208 after 10,000).
 * Doubling keeps it rare: some twenty times up to a million events, each a sample per table.
 */
const FIRST_ANALYZE_AT = 256;

const START_OF_LOG: Checkpoint = { transactionId: '0', globalPosition: '0' };

const byLogPosition = (a: Checkpoint, b: Checkpoint) =>
  a.globalPosition.length - b.globalPosition.length || (a.globalPosition < b.globalPosition ? -1 : a.globalPosition > b.globalPosition ? 1 : 0);

/** The events the appends wrote, as the log now holds them, in log order (one transaction: by position). */
function storedEvents(items: readonly WriteItem[], answers: readonly Row[][]): StoredEvent<AnyEvent>[] {
  const stored: StoredEvent<AnyEvent>[] = [];
  items.forEach((item, index) => {
    if (!('append' in item)) return;
    const { request, from, events } = item.append;
    for (const row of answers[index] ?? []) {
      const streamPosition = Number(row['stream_position']);
      const event = events[streamPosition - from];
      if (!event) throw new Error(`No event written at ${request.streamId}/${streamPosition}`);
      stored.push({
        type: event.type,
        // Parsed from the text the log stored, so a read model sees exactly what a replay will.
        data: JSON.parse(event.data),
        eventId: event.eventId,
        streamId: request.streamId,
        streamPosition,
        schemaVersion: event.schemaVersion,
        metadata: request.metadata,
        transactionId: String(row['transaction_id']),
        globalPosition: String(row['global_position']),
      });
    }
  });
  return stored.sort(byLogPosition);
}

/**
 * The items' statements, the appends gathered into as few as their streams and command ids allow, and
 * how to give each item its rows back from the statements' answers.
 */
function statementsOf(items: readonly WriteItem[]) {
  const appends = items.flatMap((item, index) => ('append' in item ? [{ index, pending: item.append }] : []));
  const rounds = appendRounds(appends);
  const plain = items.flatMap((item, index) => ('append' in item ? [] : [{ index, item }]));
  const statements = [
    ...rounds.map((round) => appendsStatement(round.map(({ pending }) => pending))),
    ...plain.map(({ item }) => item),
  ];
  const rowsOf = (answers: readonly Row[][]): Row[][] => {
    const rows: Row[][] = items.map(() => []);
    rounds.forEach((round, at) => {
      for (const row of answers[at] ?? []) rows[round[Number(row['append'])]?.index ?? -1]?.push(row);
    });
    plain.forEach(({ index }, at) => {
      rows[index] = answers[rounds.length + at] ?? [];
    });
    return rows;
  };
  return { statements, rowsOf };
}

function createWriter(db: Driver) {
  const inline = new Set<InlineProjections>();
  let queue: Unit[] = [];
  let draining = false;
  let analyzedAt = 0;
  let analyzing = false;

  function keepStatistics(newest: number) {
    if (analyzing || newest < Math.max(FIRST_ANALYZE_AT, 2 * analyzedAt)) return;
    analyzing = true;
    analyzedAt = newest;
    // Statistics only: one that fails (the database closing) leaves the plans as they were.
    void db.query('analyze').catch(() => undefined).finally(() => {
      analyzing = false;
    });
  }

  async function write(units: readonly Unit[]): Promise<{ answers: Row[][][]; committed: (() => void)[]; newest: number }> {
    const items = units.flatMap((unit) => unit.items);
    const { statements, rowsOf } = statementsOf(items);
    return db.transaction(async (tx) => {
      // Sent together: the lock first, so the log's end and every append are read and written
      // after it, and this transaction's id is newer than every committed event's.
      const [, [end], ...statementAnswers] = await Promise.all([
        tx.query('select pg_advisory_xact_lock($1)', [WRITER_LOCK]),
        // The order names the table's columns: bare names would sort the text casts ('999' > '1001').
        tx.query<{ transaction_id: string; global_position: string }>(
          `select transaction_id::text, global_position::text from events
           order by events.transaction_id desc, events.global_position desc limit 1`,
        ),
        ...statements.map(({ sql, params }) => tx.query(sql, params)),
      ]);
      const answers = rowsOf(statementAnswers);
      let at = 0;
      const byUnit = units.map((unit) => {
        const rows = answers.slice(at, at + unit.items.length);
        at += unit.items.length;
        if (unit.atomic) {
          const empty = rows.findIndex((answer) => answer.length === 0);
          if (empty >= 0) throw new NothingWritten(empty);
        }
        return rows;
      });
      const written = storedEvents(items, answers);
      const before = end ? { transactionId: end.transaction_id, globalPosition: end.global_position } : START_OF_LOG;
      const committed: (() => void)[] = [];
      if (written.length > 0) for (const projections of inline) committed.push(await projections.apply(tx, written, before));
      return { answers: byUnit, committed, newest: Number(written.at(-1)?.globalPosition ?? 0) };
    });
  }

  async function run(units: readonly Unit[]) {
    try {
      const { answers, committed, newest } = await write(units);
      for (const done of committed) done();
      units.forEach((unit, index) => unit.resolve(answers[index] ?? []));
      keepStatistics(newest);
    } catch (error) {
      // One unit's failure must not fail the others: each goes again in a transaction of its own.
      const [only] = units;
      if (only && units.length === 1) return only.reject(error);
      for (const unit of units) await run([unit]);
    }
  }

  async function drain() {
    draining = true;
    // One turn of the event loop first: appends whose reads finish meanwhile join this transaction.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      // An atomic unit (several streams, all or none) goes alone; single appends go together.
      const atomicAt = queue.findIndex((unit) => unit.atomic);
      const size = atomicAt === 0 ? 1 : Math.min(MAX_BATCH, atomicAt === -1 ? queue.length : atomicAt);
      const batch = queue.slice(0, size);
      queue = queue.slice(size);
      await run(batch);
    }
    draining = false;
  }

  return {
    /** Writes the items in the next transaction; answers each one's rows (none: it wrote nothing). */
    append(items: readonly WriteItem[], { atomic = false }: { atomic?: boolean } = {}): Promise<Row[][]> {
      return new Promise<Row[][]>((resolve, reject) => {
        queue.push({ items, atomic, resolve, reject });
        if (!draining) void drain();
      });
    },
    /** Read models to bring up to every write in its own transaction; answers how to stop. */
    useInline(projections: InlineProjections): () => void {
      inline.add(projections);
      return () => inline.delete(projections);
    },
  };
}

export type Writer = ReturnType<typeof createWriter>;

const writers = new WeakMap<Driver, Writer>();

/** The one writer of this database in this process. */
export function writerFor(db: Driver): Writer {
  const known = writers.get(db);
  if (known) return known;
  const writer = createWriter(db);
  writers.set(db, writer);
  return writer;
}
