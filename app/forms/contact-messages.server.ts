import type { Lang, SiteState } from "~/i18n/route-table";
import type { Queryable } from "./db.server";
import type { ContactMessage } from "./contact-schema";

// Messages sent through the contact form, kept for the site owner to read and answer.

export interface StoredContactMessage {
  id: number;
  receivedAt: Date;
}

export async function saveContactMessage(
  db: Queryable,
  message: Omit<ContactMessage, "website">,
  meta: { language: Lang; state: SiteState },
): Promise<StoredContactMessage> {
  const { rows } = await db.query<{ id: number | string; received_at: Date | string }>(
    `insert into contact_messages (name, email, subject, message, language, state)
     values ($1, $2, $3, $4, $5, $6)
     returning id, received_at`,
    [message.name, message.email, message.subject, message.message, meta.language, meta.state],
  );
  return { id: Number(rows[0].id), receivedAt: new Date(rows[0].received_at) };
}
