// The first tax year a state's rules describe. Before it the law was different (Florida had one
// homestead exemption before Amendment 1 of 2008, Texas's school exemptions start in 1997), so a
// calculation for an earlier year is refused instead of silently applying later law.
import type { County, StateRules } from "./schemas";

/** The latest of the first years of the series every calculation in the state reads. */
export function firstCoveredYear(rules: StateRules, county?: County): number {
  const firsts: { from: number }[][] = [];
  switch (rules.state) {
    case "TX":
      firsts.push(rules.schoolHomestead, rules.schoolOver65OrDisabled);
      break;
    case "FL":
      firsts.push(rules.firstHomestead, rules.additionalHomestead, rules.disabledPerson);
      break;
    case "CA":
      firsts.push(rules.generalLevyRate, rules.homeownersExemption);
      break;
    case "NY":
      firsts.push(rules.star.basicBase);
      if (county?.nycClass) firsts.push(rules.nyc.classRates);
      break;
  }
  return Math.max(...firsts.map((series) => series[0].from));
}
