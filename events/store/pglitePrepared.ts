// Statements on PGlite as a Postgres client sends them: each text is parsed and described once as a
// named statement, then only bound and run, all in one call into the database. PGlite's own `query`
// parses, describes and plans every statement anew in six calls into its WASM, which was most of a
// write's cost (15 statements, 6.9 ms of CPU an expense). Values go and come back as `query` has them:
// by PGlite's serializers and parsers for each parameter's and column's type.
import type { PGlite } from '@electric-sql/pglite';
import { protocol, types } from '@electric-sql/pglite';
import type { Row, SqlParam } from './driver.ts';

/** Named statements kept at most: the least recently used is closed when one more is needed. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  params: readonly number[];
  columns: readonly { name: string; dataTypeID: number }[];
}

interface Message {
  name: string;
}
const isRowDescription = (message: Message): message is Message & { fields: { name: string; dataTypeID: number }[] } => message.name === 'rowDescription';
const isParameterDescription = (message: Message): message is Message & { dataTypeIDs: number[] } => message.name === 'parameterDescription';
const isDataRow = (message: Message): message is Message & { fields: (string | null)[] } => message.name === 'dataRow';

const { serialize } = protocol;

/** Runs statements by their prepared names on `db`; the caller holds PGlite's query lock around each. */
export function preparedStatements(db: PGlite) {
  const statements = new Map<string, Statement>();
  let named = 0;

  const send = (messages: Uint8Array[], throwOnError = true) =>
    db.execProtocolStream(Buffer.concat(messages), { syncToFs: false, throwOnError }) as Promise<Message[]>;

  async function prepare(text: string): Promise<Statement> {
    const name = `sauti_${(named += 1)}`;
    const answer = await send([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const statement = {
      name,
      params: answer.find(isParameterDescription)?.dataTypeIDs ?? [],
      columns: answer.find(isRowDescription)?.fields.map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    const [oldest] = statements;
    if (statements.size > MAX_STATEMENTS && oldest) {
      statements.delete(oldest[0]);
      // Closing is housekeeping: one refused (an aborted transaction) only leaves the statement behind.
      await send([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()], false);
    }
    return statement;
  }

  return async function run<R extends Row>(text: string, params: readonly SqlParam[]): Promise<R[]> {
    const known = statements.get(text);
    // Most recently used last, so the first is the one to close.
    if (known) {
      statements.delete(text);
      statements.set(text, known);
    }
    const statement = known ?? (await prepare(text));
    const values = params.map((value, index) => {
      if (value === null) return null;
      const serializer = db.serializers[statement.params[index] ?? 0];
      return serializer ? serializer(value) : value.toString();
    });
    const answer = await send([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
    const rows: R[] = [];
    for (const message of answer) {
      if (!isDataRow(message)) continue;
      const row: Row = {};
      message.fields.forEach((value, index) => {
        const column = statement.columns[index];
        if (column) row[column.name] = types.parseType(value, column.dataTypeID, db.parsers);
      });
      rows.push(row as R);
    }
    return rows;
  };
}
