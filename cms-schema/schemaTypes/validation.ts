// Validation rules shared by the schema types. Each mirrors a zod constraint of the site's
// schemas (app/content/schemas.ts, app/calculator/engine/schemas.ts) so that a document the
// Studio accepts is one the site parses, and the other way round; the agreement test
// (tests/integration/schema-agreement.test.ts) runs both over every seed document.
import type {
  ArrayRule,
  CustomValidatorResult,
  NumberRule,
  Rule,
  StringRule,
  UrlRule,
  ValidationContext,
} from "sanity";
import { isStudioId } from "../actions/readableId";

/** Lowercase words joined by hyphens: county slugs and document keys. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const FIPS_PATTERN = /^\d{5}$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const TAX_YEAR_MIN = 1990;
export const TAX_YEAR_MAX = 2100;
/** The engine's rules accept older `from` years (the Texas series start in 1997, NY STAR earlier). */
export const RULE_YEAR_MIN = 1970;

/** Percent-of-value rates (county rate, combined rate, state average): 0–10 %. */
export const PERCENT_RATE_MAX = 10;

/** zod's `z.string().trim().min(1)`: a value that is not only spaces. */
export const nonBlank = (rule: StringRule) =>
  rule
    .required()
    .custom((value) => (typeof value === "string" && value.trim().length === 0 ? "Must not be blank" : true));

export const slug = (rule: StringRule) =>
  rule.required().regex(SLUG_PATTERN, { name: "lowercase words joined by hyphens" });

export const httpUrl = (rule: UrlRule) => rule.required().uri({ scheme: ["http", "https"] });
export const optionalHttpUrl = (rule: UrlRule) => rule.uri({ scheme: ["http", "https"] });

export const taxYear = (rule: NumberRule) => rule.required().integer().min(TAX_YEAR_MIN).max(TAX_YEAR_MAX);
export const ruleYear = (rule: NumberRule) => rule.required().integer().min(RULE_YEAR_MIN).max(TAX_YEAR_MAX);
export const share = (rule: NumberRule) => rule.required().min(0).max(1);
export const optionalShare = (rule: NumberRule) => rule.min(0).max(1);
export const nonNegative = (rule: NumberRule) => rule.required().min(0);
export const optionalNonNegative = (rule: NumberRule) => rule.min(0);
export const positiveInteger = (rule: NumberRule) => rule.required().integer().positive();
export const nonNegativeInteger = (rule: NumberRule) => rule.required().integer().min(0);
export const percentRate = (rule: NumberRule) => rule.required().min(0).max(PERCENT_RATE_MAX);

/** `z.array(...).min(1)` */
export const nonEmptyList = (rule: Rule) => rule.required().min(1);

/** The document id pattern the seed builder and the site use (ids are readable and stable). */
export function idPattern(pattern: RegExp, example: string) {
  return (value: unknown): CustomValidatorResult => {
    const id = (value as { _id?: string } | undefined)?._id;
    if (!id) return true;
    // A draft or a release version of a document has a prefixed id; the rule is about the published id.
    const published = id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
    // A document created or duplicated in the Studio has a random id until Publish gives it
    // its readable one (actions/PublishWithReadableId.tsx).
    return pattern.test(published) || isStudioId(published)
      ? true
      : `The document id "${published}" must look like ${example} (see docs/content-model.md)`;
  };
}

/** The state of the document being validated (stateConfig.stateCode, or `state` elsewhere). */
export function documentState(context: ValidationContext | { document?: unknown }): string | undefined {
  const doc = context.document as { stateCode?: string; state?: string } | undefined;
  return doc?.stateCode ?? doc?.state;
}

/** An array of strings whose items come from a closed list (Sanity checks `options.list` only on single values). */
export function itemsFrom(list: { value: string }[]) {
  return (rule: ArrayRule<unknown[]>) =>
    rule.custom((items) => {
      const allowed = new Set(list.map((o) => o.value));
      const bad = ((items ?? []) as unknown[]).filter(
        (item) => typeof item !== "string" || !allowed.has(item),
      );
      return bad.length ? `Not in the list: ${bad.map(String).join(", ")}` : true;
    });
}
