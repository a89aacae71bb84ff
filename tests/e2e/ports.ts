// Every server the end-to-end tests start listens at E2E_PORT_BASE plus a fixed offset, so two
// checkouts of the project can run their suites side by side on one machine.
const BASE = Number(process.env.E2E_PORT_BASE || 3200);

export const e2ePort = (offset: number): number => BASE + offset;
export const e2eUrl = (offset: number): string => `http://127.0.0.1:${e2ePort(offset)}`;
