// Versioned schema of the event store, applied at start-up under an advisory lock so that
// several processes starting together migrate once. Read-model tables belong to projections.
import type { Driver } from './driver.ts';
import { WRITER_LOCK } from './writer.ts';

interface Migration {
  version: number;
  name: string;
  statements: string[];
}

const MIGRATION_LOCK = 7_214_001;

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'event store',
    statements: [
      `create table streams (
        stream_id text primary key,
        stream_type text not null,
        version bigint not null check (version >= 0),
        owner_id uuid not null,
        created_at timestamptz not null default now()
      )`,
      `create table events (
        global_position bigint generated always as identity primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        stream_id text not null references streams (stream_id),
        stream_position bigint not null check (stream_position > 0),
        event_id uuid not null unique,
        type text not null,
        schema_version integer not null,
        data jsonb not null,
        metadata jsonb not null,
        recorded_at timestamptz not null default now(),
        unique (stream_id, stream_position)
      )`,
      `create index events_transaction_position on events (transaction_id, global_position)`,
      `create table commands (
        command_id uuid primary key,
        user_id uuid not null,
        payload_hash text not null,
        result jsonb,
        recorded_at timestamptz not null default now()
      )`,
      `create table projection_checkpoints (
        projection text primary key,
        transaction_id xid8 not null default '0',
        global_position bigint not null default 0,
        updated_at timestamptz not null default now()
      )`,
      `create table sessions (
        token_hash text primary key,
        user_id uuid not null,
        created_at timestamptz not null default now()
      )`,
      `create index sessions_user on sessions (user_id)`,
    ],
  },
  {
    version: 2,
    name: 'login codes',
    statements: [
      // Security state, not business facts: secrets and one-time codes live beside the log, not in it.
      `create table server_secrets (
        name text primary key,
        secret text not null,
        created_at timestamptz not null default now()
      )`,
      `create table login_codes (
        id uuid primary key,
        seq bigint generated always as identity,
        phone_key text not null,
        code_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        failed_attempts integer not null default 0 check (failed_attempts >= 0),
        used_at timestamptz
      )`,
      `create index login_codes_phone_seq on login_codes (phone_key, seq)`,
    ],
  },
  {
    version: 3,
    name: 'login abuse limits and idle sessions',
    statements: [
      // Sessions end after a stretch of idleness; last_seen_at is what the stretch is measured from.
      `alter table sessions add column last_seen_at timestamptz not null default now()`,
      `create index sessions_last_seen on sessions (last_seen_at)`,
      // A code belongs to the session that asked for it (codes made before this have none and so
      // can no longer be used); the sender's address and the number's region bound how many go out.
      `alter table login_codes add column requester_key text, add column client_key text, add column region text`,
      `create index login_codes_requester on login_codes (requester_key, created_at)`,
      `create index login_codes_client on login_codes (client_key, created_at)`,
      `create index login_codes_region on login_codes (region, created_at)`,
      `create index login_codes_created on login_codes (created_at)`,
    ],
  },
  {
    version: 4,
    name: 'events with two indexes',
    statements: [
      // Event ids derive from the command id, which the commands table already keeps unique in the
      // same statement, so their own unique index only cost writes. The log order is the primary
      // key (the global read's index); the stream order keeps its unique index for the version check.
      `alter table events drop constraint events_event_id_key`,
      `create unique index events_log_order on events (transaction_id, global_position)`,
      `alter table events drop constraint events_pkey`,
      `alter table events add constraint events_pkey primary key using index events_log_order`,
      `drop index events_transaction_position`,
    ],
  },
  {
    version: 5,
    name: 'projection table catalog',
    statements: [
      // Which read-model tables each projection version made, so a superseded version's are dropped.
      `create table projection_tables (
        projection text not null,
        table_name text not null,
        primary key (projection, table_name)
      )`,
      // Made before the catalog existed and superseded by users.v2.
      `insert into projection_tables (projection, table_name) values ('users.v1', 'user_profiles_v1')`,
    ],
  },
  {
    version: 6,
    name: 'wrong invite codes',
    statements: [
      // One row per wrong invite code, under the user's key and the client address's key: every
      // instance counts the same tries (server/commands/familyJoinLimit.ts).
      `create table invite_code_misses (
        key text not null,
        missed_at timestamptz not null
      )`,
      `create index invite_code_misses_key on invite_code_misses (key, missed_at)`,
    ],
  },
  {
    version: 7,
    name: 'new users per network',
    statements: [
      // When each anonymous user was created, by the hashed network it came from: all instances
      // count the same hour. Security state like login_codes, kept an hour.
      `create table new_users (
        client_key text not null,
        created_at timestamptz not null
      )`,
      `create index new_users_client on new_users (client_key, created_at)`,
    ],
  },
  {
    version: 8,
    name: 'one export per person',
    statements: [
      // Who is downloading their data now, so a second download waits (server/queries/exportLease.ts):
      // in the database, so every instance sees it; the lease runs out if its holder dies.
      `create table export_leases (
        user_id uuid primary key,
        holder uuid not null,
        expires_at timestamptz not null
      )`,
    ],
  },
  {
    version: 9,
    name: 'whatsapp inbox and replies',
    statements: [
      // Every WhatsApp message delivered to us, by the Cloud API's own id: stored before the webhook
      // answers, handled once ever by whichever instance claims it (server/whatsapp/inbox.ts). The
      // sender's number and the message are kept only until it is handled; the row stays, so a
      // redelivery weeks later is still recognised.
      `create table whatsapp_inbox (
        seq bigserial not null,
        message_id text primary key,
        sender_key text not null,
        sender text,
        message text,
        sent_at timestamptz not null,
        received_at timestamptz not null,
        state text not null default 'new' check (state in ('new', 'working', 'done')),
        lease_until timestamptz,
        attempts integer not null default 0,
        admission text,
        user_id uuid,
        outcome text,
        recorded text,
        undone_at timestamptz
      )`,
      `create index whatsapp_inbox_sender on whatsapp_inbox (sender_key, received_at)`,
      `create index whatsapp_inbox_user on whatsapp_inbox (user_id, seq) where recorded is not null`,
      `create index whatsapp_inbox_open on whatsapp_inbox (sender_key, seq) where state <> 'done'`,
      // One reply per handled message, committed with the message's handling: sent (and retried
      // with backoff) by any instance, never by running the message again.
      `create table whatsapp_replies (
        seq bigserial not null,
        message_id text primary key,
        recipient text not null,
        body text not null,
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        lease_until timestamptz,
        sent_at timestamptz,
        failed_at timestamptz
      )`,
      `create index whatsapp_replies_open on whatsapp_replies (next_attempt_at) where sent_at is null and failed_at is null`,
    ],
  },
  {
    version: 10,
    name: 'one appender at a time',
    statements: [
      // Whoever inserts events holds the writer lock until it commits (events/store/writer.ts takes
      // it before its transaction has an id), and a transaction older than an event already in the
      // log may not append: the log grows in transaction order, so a read model that has passed a
      // place never sees an event land behind it. 40001: the caller decides again, in a new transaction.
      // The id is read into a variable first: compared to the volatile function itself, the log would be scanned whole.
      `create function events_append_in_order() returns trigger language plpgsql as $$
       declare
         mine xid8;
       begin
         perform pg_advisory_xact_lock(${WRITER_LOCK});
         mine := pg_current_xact_id();
         if exists (select 1 from events where transaction_id > mine) then
           raise exception 'a transaction older than the log''s newest may not append to it' using errcode = '40001';
         end if;
         return null;
       end $$`,
      `create trigger events_append_in_order before insert on events for each statement execute function events_append_in_order()`,
    ],
  },
  {
    version: 11,
    name: 'the appenders check reads the newest transaction from the index',
    statements: [
      // `exists (… where transaction_id > mine)` is planned once for any `mine`: a third of the log
      // guessed to match, so a scan from the start that finds nothing reads every event, on every append
      // (writes slowed as the log grew). The newest transaction id is the index's last entry.
      `create or replace function events_append_in_order() returns trigger language plpgsql as $$
       declare
         mine xid8;
       begin
         perform pg_advisory_xact_lock(${WRITER_LOCK});
         mine := pg_current_xact_id();
         if (select max(transaction_id) from events) > mine then
           raise exception 'a transaction older than the log''s newest may not append to it' using errcode = '40001';
         end if;
         return null;
       end $$`,
    ],
  },
];

export async function migrate(db: Driver): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`);
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map((row) => Number(row.version)),
    );
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
