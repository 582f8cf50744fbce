/** Money with two places (35.5 → 35.50); empty stays empty. Not a call: the example pages' text helper. */
export const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : (Math.round(value * 100) / 100).toFixed(2)
