import type { Database } from "./db.server";

// Schema changes, in order. Each runs once, inside a transaction, and is recorded in
// forms_migrations; an applied migration is never edited, a new one is appended.
// The SQL is plain PostgreSQL, run unchanged by PGlite and by a PostgreSQL server.

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "subscribers and contact messages",
    sql: `
      create table subscribers (
        id bigserial primary key,
        email text not null check (char_length(email) between 3 and 254),
        first_name text check (char_length(first_name) <= 60),
        state text not null check (state in ('TX', 'CA', 'FL', 'NY')),
        county text check (char_length(county) <= 80),
        language text not null default 'en' check (language in ('en', 'es')),
        tags text[] not null default '{}',
        calculated_tax numeric(14, 2) check (calculated_tax >= 0),
        source text not null check (source in ('banner', 'popup')),
        consent_at timestamptz not null,
        confirmed boolean not null default false,
        unsubscribe_token text not null unique,
        unsubscribed_at timestamptz,
        delivery_status text not null default 'pending'
          check (delivery_status in ('pending', 'sending', 'sent', 'failed', 'not-configured')),
        delivery_attempts integer not null default 0,
        delivery_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      -- One row per address per state, whatever the case the visitor typed it in.
      create unique index subscribers_email_state on subscribers (lower(email), state);
      create index subscribers_delivery on subscribers (delivery_status) where delivery_status in ('pending', 'failed');

      create table contact_messages (
        id bigserial primary key,
        name text not null check (char_length(name) between 1 and 100),
        email text not null check (char_length(email) between 3 and 254),
        subject text not null check (char_length(subject) between 1 and 150),
        message text not null check (char_length(message) between 1 and 2000),
        language text not null check (language in ('en', 'es')),
        state text not null check (state in ('TX', 'CA', 'FL', 'NY', 'HUB')),
        received_at timestamptz not null default now()
      );
      create index contact_messages_received on contact_messages (received_at);
    `,
  },
  {
    version: 2,
    name: "form rate limit hits shared by every server",
    sql: `
      create table form_rate_hits (
        route text not null,
        client text not null,
        at timestamptz not null
      );
      create index form_rate_hits_key on form_rate_hits (route, client, at);
    `,
  },
  {
    version: 3,
    name: "webhook signatures already accepted, shared by every server",
    sql: `
      create table webhook_signatures (
        signature text primary key,
        forget_at timestamptz not null
      );
      create index webhook_signatures_forget_at on webhook_signatures (forget_at);
    `,
  },
];

// Any 64-bit number of our own: several servers starting at once against one PostgreSQL
// server take turns instead of racing to create the same tables.
const MIGRATION_LOCK = 7_310_442_001;

/** Applies the migrations the database lacks; returns the versions it applied. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(`create table if not exists forms_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await tx.query<{ version: number }>("select version from forms_migrations");
    const done = new Set(rows.map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      await runScript(tx, m.sql);
      await tx.query("insert into forms_migrations (version, name) values ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}

// The extended protocol (used by parameterised queries) takes one statement at a time, so a
// migration is split on semicolons: its SQL must not put one inside a string literal.
async function runScript(tx: { query: (sql: string) => Promise<unknown> }, sql: string) {
  const withoutComments = sql.replace(/--[^\n]*/g, "");
  for (const statement of withoutComments.split(";").map((s) => s.trim())) {
    if (statement) await tx.query(statement);
  }
}
