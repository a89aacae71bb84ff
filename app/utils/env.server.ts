import { z } from "zod";
import { parseFrameAncestors } from "../../server/security.mjs";
import { SITE_STATES } from "../i18n/route-table";

// Every variable the server reads, validated once at start-up. A bad value stops the
// server with one line per variable, instead of failing later on a request.
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const onOff = z
  .enum(["on", "off"], { message: "must be on or off" })
  .default("on")
  .transform((v) => v === "on");

/** Signs unsubscribe links when nothing else is set; refused when NODE_ENV=production is said. */
export const DEV_SESSION_SECRET = "dev-only-secret-change-me";

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    SITE_STATE: z
      .string()
      .default("TX")
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(SITE_STATES, { message: `must be one of ${SITE_STATES.join(", ")}` })),
    SITE_URL: z.string().url().default("http://localhost:3000"),
    CONTENT_SOURCE: z.enum(["local", "sanity"], { message: "must be local or sanity" }).default("local"),
    SEED_DATASET_FILE: z.string().default("seed/dist/production.ndjson"),
    SANITY_PROJECT_ID: optionalString,
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/, "lowercase letters, digits, - and _ only")
      .default("production"),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-02-19")
      .default("2025-02-19"),
    SANITY_TOKEN: optionalString,
    SANITY_API_HOST: optionalUrl,
    SANITY_USE_CDN: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    SANITY_WEBHOOK_SECRET: optionalString,
    SANITY_PREVIEW_SECRET: optionalString,
    CONTENT_TTL_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
    CONTENT_STALE_SECONDS: z.coerce.number().int().min(0).max(604800).default(3600),
    DATA_DIR: z.string().default("data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    SENTRY_DSN: optionalUrl,
    GTM_ID: optionalString.pipe(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/, "a tag-manager id such as GTM-ABC123")
        .optional(),
    ),
    // Who may frame the embeddable calculator; server/security.mjs reads it (decision 085).
    EMBED_FRAME_ANCESTORS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const parsed = parseFrameAncestors(value);
        if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
      }),
    NEWSLETTER_PROVIDER_URL: optionalUrl,
    NEWSLETTER_PROVIDER_KEY: optionalString,
    NEWSLETTER_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
    // Both form POST routes (newsletter API, contact action) allow FORM_RATE_LIMIT requests
    // per client address per window, per server process.
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
    FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(600),
    FORM_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(10240),
    // Operator switches behind a CDN (docs/operations.md); server/index.mjs reads PAGE_CACHE.
    PAGE_CACHE: onOff,
    DEFER_HYDRATION: onOff,
    SESSION_SECRET: z.string().min(16, "at least 16 characters").default(DEV_SESSION_SECRET),
  })
  .superRefine((env, ctx) => {
    if (env.CONTENT_SOURCE === "sanity" && !env.SANITY_PROJECT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["SANITY_PROJECT_ID"],
        message: "is required when CONTENT_SOURCE=sanity",
      });
    }
    if (env.NEWSLETTER_PROVIDER_URL && !env.NEWSLETTER_PROVIDER_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["NEWSLETTER_PROVIDER_KEY"],
        message: "is required when NEWSLETTER_PROVIDER_URL is set",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  // NODE_ENV defaults to production so that a bare `npm start` serves the built site; only an
  // operator who says production is held to a real secret (anyone could sign unsubscribe links).
  const saysProduction = source.NODE_ENV?.trim() === "production";
  const secret = source.SESSION_SECRET?.trim();
  const defaultSecret = saysProduction && (!secret || secret === DEV_SESSION_SECRET);
  if (result.success && !defaultSecret) return result.data;
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.map((issue) => {
    const name = issue.path.join(".") || "environment";
    const value = source[name];
    const shown =
      value === undefined
        ? ""
        : ` (got "${name.includes("TOKEN") || name.includes("SECRET") || name.includes("KEY") ? "***" : value}")`;
    return `${name}: ${issue.message}${shown}`;
  });
  if (defaultSecret)
    problems.push("SESSION_SECRET: must be set to a long random value when NODE_ENV=production");
  throw new EnvError(problems);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
