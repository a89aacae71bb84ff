import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "./ics";

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A small RFC 5545 reader: unfolds, splits name;params:value, unescapes TEXT. */
function parse(ics: string): { lines: string[]; components: { name: string; props: Property[] }[] } {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(/[^\r]\n/.test(ics)).toBe(false);
  const physical = ics.slice(0, -2).split("\r\n");
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = ics
    .replace(/\r\n[ \t]/g, "")
    .slice(0, -2)
    .split("\r\n");
  const stack: { name: string; props: Property[] }[] = [];
  const components: { name: string; props: Property[] }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, ...rawParams] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (name === "BEGIN") stack.push({ name: value, props: [] });
    else if (name === "END") {
      const done = stack.pop()!;
      expect(done.name).toBe(value);
      components.push(done);
    } else {
      const params = Object.fromEntries(rawParams.map((p) => p.split("=") as [string, string]));
      const text = value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
      stack[stack.length - 1].props.push({ name, params, value: text });
    }
  }
  expect(stack).toEqual([]);
  return { lines, components };
}

const prop = (c: { props: Property[] }, name: string) => c.props.find((p) => p.name === name);

describe("protest calendar file", () => {
  const summary = "Fecha límite para protestar el avalúo: condado de Harris, Texas";
  const description =
    "Presente su protesta ante la junta de revisión de avalúos; ley: Código Tributario, § 41.44.\nLleve su kit de protesta, fotos y comparables.";
  const ics = buildCalendar(
    [
      {
        uid: "protest-deadline-tx-harris-2026-06-01@example.org",
        date: "2026-06-01",
        summary,
        description,
        url: "https://example.org/es/kit-de-protesta?county=harris",
        remindDaysBefore: 7,
      },
      {
        uid: "protest-hearing-tx-harris-2026-07-14@example.org",
        date: "2026-07-14",
        summary: "Audiencia de protesta",
        description: "Lleve tres copias de su evidencia.",
        remindDaysBefore: 1,
      },
    ],
    { now: new Date(Date.UTC(2026, 10, 26, 4, 30, 5)), lang: "es" },
  );

  it("reads back as a calendar with two all-day events and their reminders", () => {
    const { components } = parse(ics);
    const calendar = components.find((c) => c.name === "VCALENDAR")!;
    expect(prop(calendar, "VERSION")?.value).toBe("2.0");
    expect(prop(calendar, "PRODID")).toBeDefined();
    const events = components.filter((c) => c.name === "VEVENT");
    expect(events).toHaveLength(2);
    const [deadline, hearing] = events;
    expect(prop(deadline, "UID")?.value).toBe("protest-deadline-tx-harris-2026-06-01@example.org");
    expect(prop(deadline, "DTSTAMP")?.value).toBe("20261126T043005Z");
    expect(prop(deadline, "DTSTART")).toEqual({
      name: "DTSTART",
      params: { VALUE: "DATE" },
      value: "20260601",
    });
    expect(prop(deadline, "DTEND")?.value).toBe("20260602");
    expect(prop(deadline, "SUMMARY")?.value).toBe(summary);
    expect(prop(deadline, "DESCRIPTION")?.value).toBe(description);
    expect(prop(hearing, "DTSTART")?.value).toBe("20260714");
    expect(prop(hearing, "DTEND")?.value).toBe("20260715");
    const alarms = components.filter((c) => c.name === "VALARM");
    expect(alarms.map((a) => prop(a, "TRIGGER")?.value)).toEqual(["-P7D", "-P1D"]);
  });

  it("month ends roll into the next month", () => {
    const one = buildCalendar(
      [{ uid: "u@x", date: "2026-12-31", summary: "s", description: "d", remindDaysBefore: 3 }],
      { now: new Date(0), lang: "en" },
    );
    expect(one).toContain("DTEND;VALUE=DATE:20270101\r\n");
  });

  it("escapes TEXT and folds on character boundaries", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const long = "DESCRIPTION:" + "ñ".repeat(80);
    const folded = foldLine(long);
    for (const line of folded.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });
});
