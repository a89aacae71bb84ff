import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en";
import { overridesOf, readStateConfig } from "./state-config.server";
import type { StateConfigView } from "./queries/views";

// The seed's state configurations, as editors keep them: each state words its own labels.
const config = (state: string) =>
  JSON.parse(readFileSync(`seed/states/${state}.json`, "utf8")) as StateConfigView;
const dictionary = (key: string) => {
  const [group, name] = key.split(".");
  return String((en as unknown as Record<string, Record<string, unknown>>)[group]?.[name] ?? key);
};

describe("readStateConfig and contentOverrides", () => {
  it("labels California's minimum exemption with California's wording, not the dictionary's Texas one", () => {
    const ca = readStateConfig(config("ca"), "en", dictionary);
    const labels = ca.stats.map((s) => s.label);
    expect(dictionary("home.statMinExemption")).toBe("School homestead exemption");
    expect(labels).toContain("Homeowners' exemption");
    expect(labels).not.toContain("School homestead exemption");
  });

  it("uses the Spanish override on Spanish pages and falls back to the dictionary for keys without one", () => {
    const ny = config("ny");
    const es = overridesOf(ny, "es");
    expect(es.get("home.statMinExemption")).toBeTruthy();
    expect(es.get("home.statMinExemption")).not.toBe(overridesOf(ny, "en").get("home.statMinExemption"));
    const display = readStateConfig(ny, "en", dictionary);
    expect(display.stats.map((s) => s.label)).toContain(dictionary("home.statDueDate"));
  });

  it("ignores a malformed override list instead of breaking the page", () => {
    const broken = {
      ...config("fl"),
      contentOverrides: [{ key: 3 }, null, "x"],
    } as unknown as StateConfigView;
    expect(overridesOf(broken, "en").size).toBe(0);
    expect(() => readStateConfig(broken, "en", dictionary)).not.toThrow();
  });
});

describe("the how-it-works illustration", () => {
  it.each(["tx", "ca", "fl", "ny", "hub"])(
    "%s: a Spanish picture for Spanish pages, with no English words",
    (state) => {
      const es = readStateConfig(config(state), "es", dictionary).howItWorks?.image;
      const en = readStateConfig(config(state), "en", dictionary).howItWorks?.image;
      expect(es?.src).toMatch(/-es\.svg$/);
      expect(en?.src).not.toMatch(/-es\.svg$/);
      const words = [...readFileSync(`public${es!.src}`, "utf8").matchAll(/>([^<>]*)<\/text>/g)].map(
        (m) => m[1],
      );
      expect(words.length).toBeGreaterThan(5);
      for (const english of ["Your home", "Home value", "County", "Calculate", "Estimated tax", "Monthly"])
        expect(words).not.toContain(english);
    },
  );
});

describe("readStateConfig: ways to pay", () => {
  it("lists each calculator state's ways to pay with a deadline, a source and its tax year", () => {
    for (const state of ["tx", "ca", "fl", "ny"]) {
      for (const lang of ["en", "es"] as const) {
        const { payments } = readStateConfig(config(state), lang, dictionary);
        const methods = new Set(payments.map((p) => p.method));
        for (const m of ["online", "mail", "in-person", "escrow", "installments"])
          expect(methods).toContain(m);
        for (const p of payments) {
          expect(p.deadline.length).toBeGreaterThan(0);
          expect(p.source?.url).toMatch(/^https:\/\//);
          expect(p.taxYear).toBeGreaterThanOrEqual(2025);
        }
      }
    }
  });

  it("words each way to pay in the page's language", () => {
    const en = readStateConfig(config("fl"), "en", dictionary).payments;
    const es = readStateConfig(config("fl"), "es", dictionary).payments;
    expect(es).toHaveLength(en.length);
    es.forEach((p, i) => {
      expect(p.method).toBe(en[i].method);
      expect(p.title).not.toBe(en[i].title);
      expect(p.deadline).not.toBe(en[i].deadline);
    });
  });

  it("leaves out a way to pay without a deadline, and ignores a malformed list", () => {
    const edited = {
      ...config("tx"),
      paymentOptions: [
        { _key: "a", method: "online", title: { en: "Online" }, text: { en: "Pay online." } },
        null,
        {
          _key: "b",
          method: "mail",
          title: { en: "Mail" },
          text: { en: "Send a check." },
          deadline: { en: "June 1" },
        },
      ],
    } as unknown as StateConfigView;
    expect(readStateConfig(edited, "en", dictionary).payments.map((p) => p.key)).toEqual(["b"]);
    const broken = { ...config("tx"), paymentOptions: "x" } as unknown as StateConfigView;
    expect(readStateConfig(broken, "en", dictionary).payments).toEqual([]);
  });

  it("has none for the hub, which has no bill", () => {
    expect(readStateConfig(config("hub"), "en", dictionary).payments).toEqual([]);
  });
});
