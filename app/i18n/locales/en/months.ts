// A module of its own: format.ts writes dates on every page and needs the month names alone.
export default [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
