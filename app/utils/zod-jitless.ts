// The site's builds import "zod" through this module (vite.config.ts aliases it): it switches
// off zod's JIT before any schema exists. The JIT starts by probing `new Function("")`, which
// the Content-Security-Policy refuses (no 'unsafe-eval'): every page would report a CSP
// violation in the browser. Parsing without it is a little slower and the same otherwise.
// Only the named `z` is re-exported, as the app imports it: a default export or `export *`
// would keep all of zod in the browser bundle instead of the parts the schemas use.
import { config } from "zod/v4/core";
import { z } from "zod/v4";

config({ jitless: true });

export { z };
