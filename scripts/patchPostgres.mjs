// Two guards for postgres.js 3.4.9 where a connection dies under a query (the server kills it: an idle
// transaction cut by idle_in_transaction_session_timeout, a restart), applied after every install.
// 1. nextWrite dereferences a null socket from a setImmediate and the whole process crashes (upstream
//    issues #1154, #1208, open PR #1209): settle the pending query with CONNECTION_CLOSED instead.
// 2. The killed query and its FATAL error outlive the socket: when the same connection opens again,
//    its first ReadyForQuery settles the stale query, so the next query is refused with the old
//    error ("terminating connection due to administrator command") and the one after gets the stale
//    rows beside its own. A closed connection forgets its query once it has been failed, and any bytes
//    still waiting to be written.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PATCHES = [
  {
    mark: '/* sauti: guarded nextWrite */',
    original: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    patched: `  function nextWrite(fn) {
    /* sauti: guarded nextWrite */
    if (!socket) {
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    mark: '/* sauti: a closed connection forgets its query */',
    original: `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
`,
    patched: `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    /* sauti: a closed connection forgets its query */
    query = results = errorResponse = chunk = null
    result = new Result()
    rows = 0
`,
  },
];

const root = join(import.meta.dirname, '..', 'node_modules', 'postgres');
for (const flavour of ['src', 'cjs/src', 'cf/src']) {
  const file = join(root, flavour, 'connection.js');
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  for (const { mark, original, patched } of PATCHES) {
    if (text.includes(mark)) continue;
    if (!text.includes(original)) throw new Error(`postgres.js changed: ${file} no longer has the code this patch guards (${mark})`);
    text = text.replace(original, patched);
  }
  writeFileSync(file, text);
}
