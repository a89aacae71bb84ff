// Twelve monthly escrow payments in whole dollars that add up to the annual tax as shown.
// Each month pays the annual amount divided by 12, rounded to the dollar; the last month takes
// whatever the rounding left over, the way a servicer settles the year, so the report's
// column never disagrees with its own annual figure.
export function escrowPayments(annualTax: number, months = 12): number[] {
  const annual = Math.max(0, Math.round(annualTax));
  const regular = Math.round(annual / months);
  const payments = Array.from({ length: months - 1 }, () => regular);
  payments.push(annual - regular * (months - 1));
  return payments;
}
