import { describe, expect, it } from "vitest";
import { releaseName, scrubBreadcrumb, scrubEvent, scrubLog, tracePropagationTargets } from "./scrub";

const exception = (value: string, filename = "https://site.example/assets/root.js") => ({
  exception: {
    values: [
      {
        type: "TypeError",
        value,
        stacktrace: { frames: [{ filename: "https://site.example/assets/entry.js" }, { filename }] },
      },
    ],
  },
});

describe("error report scrubbing", () => {
  it.each([
    ["a structured-data exception", exception("Failed to parse structured data in ld+json script")],
    [
      "an undefined-object exception from minified third-party code",
      exception("Cannot read properties of undefined (reading '__proto')"),
    ],
    ["an event mentioning a password", { message: "Login failed for password=hunter2" }],
    [
      "an event mentioning a social security number",
      { message: "Form sent with SSN", extra: { field: "ssn" } },
    ],
    [
      "an event carrying an SSN-shaped number in its request",
      { message: "bad", request: { data: { note: "123-45-6789" } } },
    ],
    ["a debug event", { message: "state dump", level: "debug" }],
    [
      "an error thrown inside the tag manager",
      exception("x is not a function", "https://www.googletagmanager.com/gtm.js?id=GTM-X"),
    ],
    [
      "an error thrown inside an ad script",
      exception("ad failed", "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"),
    ],
  ])("drops %s", (_name, event) => {
    expect(scrubEvent(event as never)).toBeNull();
  });

  it.each([
    ["an ordinary application error", exception("County not found")],
    ["a failed calculation log", { message: "Tax calculation failed", level: "error" }],
    [
      "an error whose stack passes through, but did not start in, a tag script",
      {
        exception: {
          values: [
            {
              type: "Error",
              value: "boom",
              stacktrace: {
                frames: [
                  { filename: "https://www.googletagmanager.com/gtm.js" },
                  { filename: "https://site.example/assets/calc.js" },
                ],
              },
            },
          ],
        },
      },
    ],
  ])("keeps %s", (_name, event) => {
    expect(scrubEvent(event as never)).not.toBeNull();
  });

  it("removes console and sensitive breadcrumbs from kept events", () => {
    const event = {
      message: "County not found",
      breadcrumbs: [
        { category: "console", message: "log line" },
        { category: "navigation", data: { to: "/calculator" } },
        { category: "ui.input", message: "typed password" },
        { category: "fetch", level: "debug" },
      ],
    };
    expect(scrubEvent(event)?.breadcrumbs).toEqual([{ category: "navigation", data: { to: "/calculator" } }]);
    expect(scrubBreadcrumb({ category: "xhr", data: { url: "/api/x" } })).not.toBeNull();
  });

  it("drops debug/trace logs and logs that mention secrets", () => {
    expect(scrubLog({ level: "debug", message: "x" })).toBeNull();
    expect(scrubLog({ level: "trace", message: "x" })).toBeNull();
    expect(scrubLog({ level: "info", message: "reset password link" })).toBeNull();
    expect(scrubLog({ level: "info", message: "Tax calculation completed" })).not.toBeNull();
  });

  it("names the release and limits tracing to the site's own hosts", () => {
    expect(releaseName("TX", "txpropertytax.example")).toBe("property-tax-calc@TX-txpropertytax.example");
    const targets = tracePropagationTargets("https://txtax.example", ["fltax.example"]);
    const matches = (url: string) =>
      targets.some((t) => (typeof t === "string" ? url.includes(t) : t.test(url)));
    expect(matches("https://txtax.example/api/x")).toBe(true);
    expect(matches("https://fltax.example/")).toBe(true);
    expect(matches("/api/newsletter/subscribe")).toBe(true);
    expect(matches("https://www.googletagmanager.com/gtm.js")).toBe(false);
    expect(matches("https://txtax.example.evil.com/")).toBe(false);
  });
});
