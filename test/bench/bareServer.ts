// The bare write bench:api measures Sauti against: the same runtime, driver and database doing the
// least a stored write can be. HTTP POST, JSON.parse, one INSERT of an event row (stream id,
// version, type, jsonb data, unique on stream and version), 201. No session, no validation, no log.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { openDriver } from '../../events/store/openDriver.ts';

const db = await openDriver();
await db.query(`create table if not exists bare_events (
  global_position bigint generated always as identity primary key,
  stream_id text not null,
  stream_position bigint not null,
  type text not null,
  data jsonb not null,
  unique (stream_id, stream_position)
)`);

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const data: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const id = randomUUID();
      await db.query('insert into bare_events (stream_id, stream_position, type, data) values ($1, 1, $2, $3::text::jsonb)', [
        `bare-${id}`, 'Written', JSON.stringify(data),
      ]);
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ msg: 'bare server listening', url: `http://127.0.0.1:${port}` })}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void db.close().then(() => process.exit(0));
});
