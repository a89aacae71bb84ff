// An iCalendar file (RFC 5545) of the protest deadline and, when the visitor has one, the
// hearing: all-day events (DTSTART;VALUE=DATE) so every calendar shows the same day whatever
// its time zone, each with a reminder before it.

export interface CalendarEvent {
  /** Stable across downloads, so importing the file twice updates the event instead of adding one. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string;
  url?: string;
  /** Days before the event that the calendar reminds the visitor. */
  remindDaysBefore: number;
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded: a CRLF and a space before each continuation
 * (RFC 5545 3.1), never inside a multi-byte character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function compactDate(iso: string): string {
  return iso.replace(/-/g, "");
}

function nextDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function buildCalendar(
  events: readonly CalendarEvent[],
  opts: { now: Date; lang: "en" | "es" },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Property Tax Calculator//Protest kit//${opts.lang.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(opts.now)}`,
      `DTSTART;VALUE=DATE:${compactDate(e.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`,
      `SUMMARY;LANGUAGE=${opts.lang}:${escapeText(e.summary)}`,
      `DESCRIPTION;LANGUAGE=${opts.lang}:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(e.summary)}`,
      `TRIGGER:-P${e.remindDaysBefore}D`,
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
