// Calls made in one turn of the event loop, gathered into one: the reads of twenty concurrent
// requests as one statement, where each would have been a statement of its own.

/**
 * `run` answers every ask gathered in this turn at once; each caller gets that whole answer and takes
 * its own part. A failure fails every caller of the turn.
 */
export function sameTurn<Ask, Answer>(run: (asks: readonly Ask[]) => Promise<Answer>): (ask: Ask) => Promise<Answer> {
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
