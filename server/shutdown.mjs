// @ts-check
// Things to close when the server stops (database pools, flushing error reports). The app
// registers them from inside the Remix build, which bundles its own copy of this module, so
// the list is kept on the process (a registered symbol) for server/index.mjs to find.
const KEY = Symbol.for("property-tax.shutdown-tasks");
/** @type {{ [KEY]?: (() => Promise<void>)[] }} */
const registry = /** @type {never} */ (globalThis);
const tasks = (registry[KEY] ??= []);

/** @param {() => Promise<void>} task */
export function onShutdown(task) {
  tasks.push(task);
}

export async function runShutdownTasks() {
  for (const task of tasks.splice(0)) {
    try {
      await task();
    } catch (error) {
      console.error("[shutdown]", error);
    }
  }
}
