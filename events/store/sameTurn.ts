// Calls made in one turn of the event loop, gathered into one: the reads of twenty concurrent
// requests as one statement, where each would have been a statement of its own.

/**
 * `run` answers every ask gathered in this turn at once; each caller gets that whole answer and takes
 * its own part. A failure fails every caller of the turn.
 */
function sameTurn<Ask, Answer>(run: (asks: readonly Ask[]) => Promise<Answer>): (ask: Ask) => Promise<Answer> {
  let gathering: { asks: Ask[]; answer: Promise<Answer> } | undefined;
  return (ask) => {
    if (!gathering) {
      const asks: Ask[] = [];
      const answer = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        gathering = undefined;
        return run(asks);
      });
      gathering = { asks, answer };
    }
    gathering.asks.push(ask);
    return gathering.answer;
  };
}

const gatherers = new WeakMap<object, Map<string, (ask: never) => Promise<unknown>>>();

/**
 * sameTurn for one read on one database (a driver, or a transaction): the asks of one turn on that
 * database are gathered under `name`, never with another database's or another transaction's.
 */
export function sameTurnOn<Ask, Answer>(db: object, name: string, run: (asks: readonly Ask[]) => Promise<Answer>): (ask: Ask) => Promise<Answer> {
  const named = gatherers.get(db) ?? new Map<string, (ask: never) => Promise<unknown>>();
  gatherers.set(db, named);
  const known = named.get(name) as ((ask: Ask) => Promise<Answer>) | undefined;
  if (known) return known;
  const gathered = sameTurn(run);
  named.set(name, gathered);
  return gathered;
}
