import { describe, expect, it } from "vitest";
import { jsonAnswer, textAnswer } from "./http.server";

describe("a route's own answers", () => {
  it("say when to ask again on a 503, as the pages' 503s do", () => {
    const unavailable = jsonAnswer({ error: "content unavailable" }, 503, "private");
    expect(unavailable.headers.get("Retry-After")).toBe("30");
    expect(unavailable.headers.get("Cache-Control")).toBe("private, no-store");
    expect(textAnswer("busy", 503, "private").headers.get("Retry-After")).toBe("30");
  });

  it("keep a Retry-After the route chose, and add none to other answers", () => {
    expect(
      textAnswer("later", 503, "private", undefined, { "Retry-After": "5" }).headers.get("Retry-After"),
    ).toBe("5");
    for (const status of [200, 400, 404])
      expect(jsonAnswer({}, status, "private").headers.get("Retry-After"), String(status)).toBeNull();
  });
});
