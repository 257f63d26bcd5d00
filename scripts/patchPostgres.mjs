// postgres.js 3.4.9 crashes the whole process when a connection dies with a small write still
// queued (nextWrite dereferences a null socket from a setImmediate; upstream issues #1154, #1208,
// open PR #1209). Until a release carries the fix, guard it the way that PR does: settle the
// pending query with CONNECTION_CLOSED instead of throwing where nobody can catch it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARK = '/* sauti: guarded nextWrite */';
const ORIGINAL = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const GUARDED = `  function nextWrite(fn) {
    ${MARK}
    if (!socket) {
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`;

const root = join(import.meta.dirname, '..', 'node_modules', 'postgres');
for (const flavour of ['src', 'cjs/src', 'cf/src']) {
  const file = join(root, flavour, 'connection.js');
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  if (text.includes(MARK)) continue;
  if (!text.includes(ORIGINAL)) throw new Error(`postgres.js changed: ${file} no longer has the nextWrite this patch guards`);
  writeFileSync(file, text.replace(ORIGINAL, GUARDED));
}
