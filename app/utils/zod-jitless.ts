// The site's builds import "zod" through this module (vite.config.ts aliases it): it switches
// off zod's JIT before any schema exists. The JIT starts by probing `new Function("")`, which
// the Content-Security-Policy refuses (no 'unsafe-eval'): every page would report a CSP
// violation in the browser. Parsing without it is a little slower and the same otherwise.
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
export { default, default as z } from "zod/v4";
