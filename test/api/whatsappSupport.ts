// What the WhatsApp tests share: a Sauti server with the channel on against a fake Cloud API, on one
// database backend; accounts made as a login makes them; and waiting until a message is handled.
import * as z from 'zod';
import type { Driver } from '../../events/store/driver.ts';
import { updateSettings } from '../../server/commands/users.ts';
import type { App } from '../../server/context.ts';
import { signIn } from '../../server/identity/signIn.ts';
import type { ChannelSettings } from '../../server/whatsapp/settings.ts';
import { callerAt, createUserFor } from '../support/app.ts';
import type { Backend } from '../support/backends.ts';
import type { FakeCloudApi } from '../support/fakeCloudApi.ts';
import { startFakeCloudApi, testChannelSettings } from '../support/fakeCloudApi.ts';
import { openForDescribe } from '../support/fixture.ts';
import { startTestServer } from '../support/server.ts';

export interface WhatsAppWorld {
  db: Driver;
  api: FakeCloudApi;
  /** The instances, all on `db` (one unless asked for more). */
  servers: { url: string; app: App; close(): Promise<void> }[];
  url: string;
  app: App;
}

/** A fresh database on `backend`, a fake Cloud API and `instances` Sauti servers with the channel on. */
export function useWhatsApp(backend: Backend, options: { instances?: number; settings?: Partial<ChannelSettings>; when?: boolean } = {}) {
  return openForDescribe<WhatsAppWorld>(
    async () => {
      const db = await backend.open();
      const api = await startFakeCloudApi();
      const servers = [];
      for (let n = 0; n < (options.instances ?? 1); n += 1) {
        servers.push(await startTestServer({ db, whatsApp: testChannelSettings(api, options.settings) }));
      }
      const [first] = servers;
      if (!first) throw new Error('no server started');
      return { db, api, servers, url: first.url, app: first.app };
    },
    async ({ db, api, servers }) => {
      for (const server of servers) await server.close();
      await api.close();
      await db.close();
    },
    { when: options.when ?? true },
  );
}

let phones = 0;
/** A number nobody has used in this run: digits with the country code, as WhatsApp sends `from`. */
export const newNumber = (callingCode = '254') => `${callingCode}7${String(10_000_000 + ((phones += 1) * 7919) % 90_000_000).padStart(8, '0')}`;

/** An account that logged in with `from` (digits), in its own language, currency and time zone. */
export async function accountFor(app: App, from: string, settings: { language?: string; currency?: string; timeZone?: string } = {}) {
  const caller = callerAt(new Date().toISOString(), settings.timeZone ?? 'Africa/Nairobi');
  await createUserFor(app, caller);
  const { userId } = await signIn(app, caller, `+${from}`);
  const account = { ...caller, userId };
  if (settings.language !== undefined || settings.currency !== undefined) {
    await updateSettings(app, account, userId, {
      ...(settings.language !== undefined && { language: settings.language }),
      ...(settings.currency !== undefined && { currency: settings.currency }),
    });
  }
  return account;
}

const InboxRow = z.object({ state: z.string(), outcome: z.string().nullable(), recorded: z.string().nullable(), user_id: z.string().nullable() });
export type InboxRow = z.infer<typeof InboxRow>;

/** The stored message once it is handled (polls until then). */
export async function handled(db: Driver, messageId: string, timeoutMs = 20_000): Promise<InboxRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [raw] = await db.query('select state, outcome, recorded, user_id::text from whatsapp_inbox where message_id = $1', [messageId]);
    const row = raw === undefined ? null : InboxRow.parse(raw);
    if (row?.state === 'done') return row;
    if (Date.now() > until) throw new Error(`message ${messageId} not handled within ${timeoutMs} ms (${JSON.stringify(row)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const RecordedIds = z.array(z.object({ kind: z.string(), id: z.string() }));

/** The ids of what a handled message recorded. */
export const recordedIds = (row: InboxRow) => (row.recorded === null ? [] : RecordedIds.parse(JSON.parse(row.recorded)));
