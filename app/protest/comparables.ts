// The comparables worksheet's arithmetic: each comparable home's value per square foot, their
// median (one unusual sale moves a median far less than an average), and the value that median
// gives the visitor's home. Appraisal review boards read comparables this way (an equal and
// uniform or market value argument); the tax difference comes from the engine (kit.server.ts).

export interface Comparable {
  /** Sale price or appraised value, whole dollars. */
  value: number;
  squareFeet: number;
}

export interface ComparablesSummary {
  perSquareFoot: number[];
  medianPerSquareFoot: number;
  /** The median times the subject's square feet, to the dollar. */
  impliedValue: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function summarizeComparables(
  comparables: readonly Comparable[],
  subjectSquareFeet: number,
): ComparablesSummary {
  const perSquareFoot = comparables.map((c) => c.value / c.squareFeet);
  const medianPerSquareFoot = median(perSquareFoot);
  return {
    perSquareFoot,
    medianPerSquareFoot,
    impliedValue: Math.round(medianPerSquareFoot * subjectSquareFeet),
  };
}
