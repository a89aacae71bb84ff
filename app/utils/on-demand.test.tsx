import { Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

const Card: ComponentType<{ county: string }> = ({ county }) => <h2>Results for {county}</h2>;
const page = (C: ComponentType<{ county: string }>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <C county="Harris" />
    </Suspense>,
  );

/** A loader that counts how often it was asked. */
function counted() {
  const calls = { loads: 0, load: async () => (calls.loads++, Card) };
  return calls;
}

describe("components fetched on demand", () => {
  it("renders in place on the server when given the component itself", () => {
    const code = counted();
    const card = onDemand(code.load, Card);
    expect(page(card.Component)).toContain("Results for <!-- -->Harris");
    expect(code.loads).toBe(0);
  });

  it("suspends before its code is fetched, then renders at once, fetching only once", async () => {
    const code = counted();
    const card = onDemand(code.load);
    expect(page(card.Component)).toContain("loading");
    await Promise.all([card.preload(), card.preload()]);
    expect(page(card.Component)).toContain("Results for <!-- -->Harris");
    expect(code.loads).toBe(1);
  });

  it("forgets a failed fetch, so the next attempt fetches again", async () => {
    let attempts = 0;
    const card = onDemand(async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return Card;
    });
    await expect(card.preload()).rejects.toThrow("offline");
    await card.preload();
    expect(attempts).toBe(2);
    expect(page(card.Component)).toContain("Results for");
  });
});
