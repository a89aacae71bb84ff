import { describe, expect, it, vi } from "vitest";
import { recordHistoryIndex } from "./history-index";

describe("recordHistoryIndex", () => {
  function fakeHistory(state: unknown) {
    return { state, replaceState: vi.fn() } as unknown as History & {
      replaceState: ReturnType<typeof vi.fn>;
    };
  }

  it("writes the first entry's index as React Router would, keeping what the state held", () => {
    const empty = fakeHistory(null);
    recordHistoryIndex(empty);
    expect(empty.replaceState).toHaveBeenCalledWith({ idx: 0 }, "");
    const other = fakeHistory({ usr: { from: "x" }, key: "k" });
    recordHistoryIndex(other);
    expect(other.replaceState).toHaveBeenCalledWith({ usr: { from: "x" }, key: "k", idx: 0 }, "");
  });

  it("leaves an entry that has its index alone (a reload, a move back)", () => {
    const h = fakeHistory({ idx: 3, key: "k" });
    recordHistoryIndex(h);
    expect(h.replaceState).not.toHaveBeenCalled();
  });
});
