import { describe, expect, it } from "vitest";
import { checkContactForm, ContactSchema } from "~/forms/contact-schema";
import {
  bannerPayload,
  countySlug,
  isDevelopmentModeAnswer,
  popupPayload,
  SubscribePayloadSchema,
} from "~/forms/newsletter-schema";

// The schemas the browser and the server share: the payloads the forms build are the spec's,
// and they pass the server's checks.

describe("newsletter payloads (spec §7)", () => {
  it("the banner sends email, state, language and the state's newsletter tags", () => {
    expect(bannerPayload({ email: "a@example.com", state: "FL", language: "es" })).toEqual({
      email: "a@example.com",
      state: "FL",
      language: "es",
      tags: ["fl-newsletter", "property-tax-updates"],
    });
  });

  it("the popup sends first name, county and tax, tagged with the calculator and the county", () => {
    expect(
      popupPayload({
        email: "b@example.com",
        firstName: "Bea",
        state: "TX",
        language: "en",
        county: "Fort Bend",
        calculatedTax: 8123.456,
      }),
    ).toEqual({
      email: "b@example.com",
      firstName: "Bea",
      state: "TX",
      county: "Fort Bend",
      language: "en",
      calculatedTax: 8123.46,
      tags: ["tx-calculator", "county-fort-bend"],
    });
  });

  it("no county tag when no county is set", () => {
    const p = popupPayload({
      email: "c@example.com",
      firstName: "Cy",
      state: "NY",
      language: "en",
      county: " ",
      calculatedTax: null,
    });
    expect(p.tags).toEqual(["ny-calculator"]);
    expect(p).not.toHaveProperty("county", " ");
    expect(p).not.toHaveProperty("calculatedTax");
  });

  it("county slugs drop accents and punctuation", () => {
    expect(countySlug("Doña Ana")).toBe("dona-ana");
    expect(countySlug("St. Lucie")).toBe("st-lucie");
    expect(countySlug("Miami-Dade")).toBe("miami-dade");
    expect(countySlug("  King  ")).toBe("king");
  });

  it("what the forms build passes the server's schema, which tells banner from popup", () => {
    const banner = SubscribePayloadSchema.parse(
      bannerPayload({ email: " A@Example.com ", state: "TX", language: "en" }),
    );
    expect(banner).toMatchObject({
      source: "banner",
      email: "A@Example.com",
      firstName: null,
      county: null,
      calculatedTax: null,
    });
    const popup = SubscribePayloadSchema.parse(
      popupPayload({
        email: "d@example.com",
        firstName: " Dee ",
        state: "CA",
        language: "es",
        county: "San Luis Obispo",
        calculatedTax: 0,
      }),
    );
    expect(popup).toMatchObject({
      source: "popup",
      firstName: "Dee",
      county: "San Luis Obispo",
      calculatedTax: 0,
      tags: ["ca-calculator", "county-san-luis-obispo"],
    });
  });

  it("language defaults to English", () => {
    expect(
      SubscribePayloadSchema.parse({ email: "e@example.com", state: "TX", tags: ["tx-newsletter"] }).language,
    ).toBe("en");
  });

  it("the development-mode marker is read from the message", () => {
    expect(isDevelopmentModeAnswer({ message: "Subscription saved (development mode: …)" })).toBe(true);
    expect(isDevelopmentModeAnswer({ message: "Thank you!" })).toBe(false);
  });
});

describe("contact form", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  };
  const good = {
    name: "Ann",
    email: "ann@example.com",
    subject: "Hello",
    message: "A question about rates.",
  };

  it("accepts a good message and trims it", () => {
    const r = checkContactForm(form({ ...good, name: "  Ann  ", website: "" }));
    expect(r).toEqual({ ok: true, message: { ...good }, values: { ...good, name: "  Ann  " } });
  });

  it("keeps line breaks and emoji in messages", () => {
    expect(ContactSchema.safeParse({ ...good, message: "Line one\nLine two 👩‍👩‍👧 ñ" }).success).toBe(true);
  });

  it("gives one key per field, the first problem first", () => {
    const r = checkContactForm(form({ name: "", email: "", subject: "", message: "" }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.answer.fieldErrors).toEqual({
        name: "contact.errors.nameRequired",
        email: "contact.errors.emailRequired",
        subject: "contact.errors.subjectRequired",
        message: "contact.errors.messageRequired",
      });
    }
  });
});
