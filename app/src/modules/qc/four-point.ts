import { msg } from '@erp/ui-kit/i18n'
/**
 * The four-point system (ASTM D5430), as the server computes it (server/src/modules/qc/four-point.ts): a defect
 * up to 3 in scores 1 point, over 3 to 6 in 2, over 6 to 9 in 3, over 9 in 4; a hole always 4. Points per 100
 * square yards = points × 3600 / (yards × width in inches), to two decimals.
 */

export function defectPoints(lengthInches: number, isHole = false): 1 | 2 | 3 | 4 {
  if (isHole) return 4
  if (lengthInches <= 3) return 1
  if (lengthInches <= 6) return 2
  if (lengthInches <= 9) return 3
  return 4
}

export function pointsPer100SquareYards(points: number, yards: number, widthInches: number): number {
  if (!(yards > 0) || !(widthInches > 0)) return 0
  return Math.round(((points * 3600) / (yards * widthInches)) * 100) / 100
}

/** The four-point rule as the page shows it. */
export const FOUR_POINT_RULE: ReadonlyArray<readonly [string, number]> = [
  [msg('3 英寸及以下'), 1],
  [msg('超过 3 英寸至 6 英寸'), 2],
  [msg('超过 6 英寸至 9 英寸'), 3],
  [msg('超过 9 英寸'), 4],
  [msg('破洞（不论大小）'), 4],
]
