import { randomBytes } from "node:crypto";
import type { Queryable } from "./db.server";
import type { SubscribeSource, Subscription } from "./newsletter-schema";

// Newsletter subscribers: one row per address (any case) per state. A later subscription of
// the same address adds its tags to the row's, keeps what it already knew (first name,
// county, tax) unless the new one says more, and renews consent.

export type DeliveryStatus = "pending" | "sending" | "sent" | "failed" | "not-configured";

export interface Subscriber {
  id: number;
  email: string;
  firstName: string | null;
  state: string;
  county: string | null;
  language: "en" | "es";
  tags: string[];
  calculatedTax: number | null;
  source: SubscribeSource;
  consentAt: Date;
  confirmed: boolean;
  unsubscribeToken: string;
  unsubscribedAt: Date | null;
  deliveryStatus: DeliveryStatus;
  deliveryAttempts: number;
  deliveryError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type Row = Record<string, unknown>;

function toSubscriber(r: Row): Subscriber {
  return {
    id: Number(r.id),
    email: String(r.email),
    firstName: (r.first_name as string | null) ?? null,
    state: String(r.state),
    county: (r.county as string | null) ?? null,
    language: r.language as "en" | "es",
    tags: (r.tags as string[]) ?? [],
    // numeric arrives as a string from `pg`, to keep its precision.
    calculatedTax:
      r.calculated_tax === null || r.calculated_tax === undefined ? null : Number(r.calculated_tax),
    source: r.source as SubscribeSource,
    consentAt: new Date(r.consent_at as string | Date),
    confirmed: Boolean(r.confirmed),
    unsubscribeToken: String(r.unsubscribe_token),
    unsubscribedAt: r.unsubscribed_at ? new Date(r.unsubscribed_at as string | Date) : null,
    deliveryStatus: r.delivery_status as DeliveryStatus,
    deliveryAttempts: Number(r.delivery_attempts),
    deliveryError: (r.delivery_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string | Date),
    updatedAt: new Date(r.updated_at as string | Date),
  };
}

export function newUnsubscribeToken(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Stores a subscription, or merges it into the address's row for that state. One statement,
 * so concurrent subscriptions of one address cannot create two rows or lose a tag.
 */
export async function saveSubscription(
  db: Queryable,
  sub: Omit<Subscription, "honeypot">,
  delivery: Extract<DeliveryStatus, "sending" | "not-configured">,
): Promise<{ subscriber: Subscriber; created: boolean }> {
  const { rows } = await db.query<Row>(
    `insert into subscribers
       (email, first_name, state, county, language, tags, calculated_tax, source, consent_at, unsubscribe_token, delivery_status)
     values ($1, $2, $3, $4, $5, $6::text[], $7, $8, now(), $9, $10)
     on conflict (lower(email), state) do update set
       email = excluded.email,
       first_name = coalesce(excluded.first_name, subscribers.first_name),
       county = coalesce(excluded.county, subscribers.county),
       language = excluded.language,
       tags = subscribers.tags || array(select t from unnest(excluded.tags) as t where t <> all (subscribers.tags)),
       calculated_tax = coalesce(excluded.calculated_tax, subscribers.calculated_tax),
       consent_at = excluded.consent_at,
       unsubscribed_at = null,
       delivery_status = excluded.delivery_status,
       delivery_attempts = 0,
       delivery_error = null,
       updated_at = now()
     returning *, (xmax = 0) as created`,
    [
      sub.email,
      sub.firstName,
      sub.state,
      sub.county,
      sub.language,
      sub.tags,
      sub.calculatedTax,
      sub.source,
      newUnsubscribeToken(),
      delivery,
    ],
  );
  return { subscriber: toSubscriber(rows[0]), created: Boolean(rows[0].created) };
}

export async function findByUnsubscribeToken(db: Queryable, token: string): Promise<Subscriber | null> {
  const { rows } = await db.query<Row>("select * from subscribers where unsubscribe_token = $1", [token]);
  return rows[0] ? toSubscriber(rows[0]) : null;
}

/** Marks the row unsubscribed; the first time counts, a second click changes nothing. */
export async function unsubscribe(db: Queryable, token: string): Promise<"done" | "already" | "unknown"> {
  const { rows } = await db.query<Row>(
    `with old as (select id, unsubscribed_at from subscribers where unsubscribe_token = $1 for update)
     update subscribers s set unsubscribed_at = coalesce(s.unsubscribed_at, now()), updated_at = now()
     from old where s.id = old.id
     returning old.unsubscribed_at as before`,
    [token],
  );
  if (!rows[0]) return "unknown";
  return rows[0].before ? "already" : "done";
}

export async function recordDelivery(
  db: Queryable,
  id: number,
  result: { ok: true } | { ok: false; error: string },
): Promise<void> {
  await db.query(
    `update subscribers set
       delivery_status = $2,
       delivery_attempts = delivery_attempts + 1,
       delivery_error = $3,
       updated_at = now()
     where id = $1`,
    [id, result.ok ? "sent" : "failed", result.ok ? null : result.error.slice(0, 500)],
  );
}

/**
 * Takes rows whose delivery failed (or whose sender died mid-way) for another attempt.
 * SKIP LOCKED lets several servers share the work without sending a row twice.
 */
export async function claimForRedelivery(
  db: Queryable,
  opts: { limit: number; maxAttempts: number; staleMinutes: number },
): Promise<Subscriber[]> {
  const { rows } = await db.query<Row>(
    `update subscribers set delivery_status = 'sending', updated_at = now()
     where id in (
       select id from subscribers
       where unsubscribed_at is null
         and delivery_attempts < $2
         and (delivery_status in ('failed', 'pending')
              or (delivery_status = 'sending' and updated_at < now() - make_interval(mins => $3)))
       order by id
       limit $1
       for update skip locked
     )
     returning *`,
    [opts.limit, opts.maxAttempts, opts.staleMinutes],
  );
  return rows.map(toSubscriber);
}
