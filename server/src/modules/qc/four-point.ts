/**
 * The four-point system of fabric inspection (ASTM D5430): each defect scores 1 to 4 points by its length, a hole
 * or opening always 4; the roll's score is normalised to points per 100 square yards.
 */

export type DefectPoints = 1 | 2 | 3 | 4

/** Points of one defect: ≤ 3 in → 1, > 3–6 in → 2, > 6–9 in → 3, > 9 in → 4; a hole scores 4 whatever its size. */
export function defectPoints(lengthInches: number, isHole = false): DefectPoints {
  if (isHole) return 4
  if (lengthInches <= 3) return 1
  if (lengthInches <= 6) return 2
  if (lengthInches <= 9) return 3
  return 4
}

/**
 * Points per 100 square yards = points × 3600 / (yards inspected × cuttable width in inches), to two decimals
 * (36 in × 100 yd = 3600 in·yd). Zero when the length or the width is not positive (nothing was measured).
 */
export function pointsPer100SquareYards(points: number, yards: number, widthInches: number): number {
  if (!(yards > 0) || !(widthInches > 0)) return 0
  return Math.round(((points * 3600) / (yards * widthInches)) * 100) / 100
}
