// Things to close when the server stops (database pools, flushing error reports).
const tasks: (() => Promise<void>)[] = [];

export function onShutdown(task: () => Promise<void>) {
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
