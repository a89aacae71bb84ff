import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("resolves after the tasks already queued, not in the same one", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    await new Promise((r) => setTimeout(r, 0));
    const waiting = nextTask().then(() => order.push("next task"));
    queueMicrotask(() => order.push("microtask"));
    await waiting;
    expect(order).toEqual(["queued task", "microtask", "next task"]);
  });
});
