// Many expenses at once for tests and benches of the ledger: ExpenseRecorded events appended in
// large transactions (as an import writes them), then the projections caught up. Deterministic
// for an index, so a test can predict every row.
import { randomUUID } from 'node:crypto';
import type { ExpenseEvent } from '../../events/expense/events.ts';
import { expenseRegistry, expenseStream } from '../../events/expense/events.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import type { StreamAppend } from '../../events/store/eventStore.ts';
import type { Checkpoint } from '../../events/store/eventTypes.ts';
import type { App } from '../../server/context.ts';

/** The database and a projection runner over it: an app's, or one beside a running server. */
export type SeedTarget = Pick<App, 'db' | 'runner'>;

const CATEGORIES = ['food', 'transport', 'business', 'bills', 'other'] as const;
const WORDS = ['Chakula', 'Nauli', 'Maji', 'Umeme', 'Sukari', 'Mkate', 'Chai', 'Dawa'] as const;

export interface SeedOptions {
  userId: string;
  count: number;
  /** The newest expense's instant; each one before it is `stepMinutes` earlier. */
  newest: Date;
  stepMinutes?: number;
  timeZone?: string;
  currency?: string;
  chunk?: number;
}

/** The i-th seeded expense's description: a rotating word and the index, so a search can find one. */
const seededDescription = (index: number) => `${WORDS[index % WORDS.length] ?? 'Chakula'} ${index}`;

export async function seedExpenses(app: SeedTarget, options: SeedOptions): Promise<void> {
  const { userId, count, newest, stepMinutes = 37, timeZone = 'Africa/Nairobi', currency = 'KES', chunk = 1000 } = options;
  const store = createEventStore(app.db, expenseRegistry);
  let last: Checkpoint | null = null;
  for (let start = 0; start < count; start += chunk) {
    const appends: StreamAppend<ExpenseEvent>[] = [];
    for (let index = start; index < Math.min(count, start + chunk); index++) {
      const expenseId = randomUUID();
      const commandId = randomUUID();
      const spentAt = new Date(newest.getTime() - index * stepMinutes * 60_000).toISOString();
      appends.push({
        streamId: expenseStream(userId, expenseId),
        events: [{
          type: 'ExpenseRecorded',
          data: {
            expenseId, description: seededDescription(index), amount: `${(index % 900) + 1}.50`, currency,
            category: CATEGORIES[index % CATEGORIES.length] ?? 'other', language: 'sw', originalText: null, spentAt,
          },
        }],
        options: {
          streamType: 'expense', ownerId: userId, expectedVersion: 0, commandId, payloadHash: 'seed',
          metadata: { userId, commandId, occurredAt: spentAt, timeZone },
        },
      });
    }
    last = (await store.appendAll(appends)).at(-1)?.last ?? last;
  }
  // Up to the last append, not to the log's end as read now: on a shared Postgres server another
  // database's open transaction can hold the safe end of the log back behind what was just written.
  await app.runner.catchUp(last, { timeoutMs: 600_000 });
}
