import type { Queryable } from '../../db/database'

/**
 * ISO 2859-1 (= ANSI/ASQ Z1.4, GB/T 2828.1) single sampling plans for normal inspection.
 *
 * Table 1 gives the sample size code letter of a lot size at an inspection level, Table 2-A the sample size of a
 * letter and, per (letter, AQL), either an acceptance/rejection pair or an arrow: "↓ use the first sampling plan
 * below the arrow; if the sample size equals or exceeds the lot size, do 100 % inspection", "↑ use the first
 * sampling plan above the arrow". The plan reached through an arrow brings its own sample size.
 */

export type InspectionLevel = 'S-1' | 'S-2' | 'S-3' | 'S-4' | 'I' | 'II' | 'III'

export interface SamplingPlan {
  letter: string
  sampleSize: number
  ac: number
  re: number
}

export const INSPECTION_LEVELS: readonly InspectionLevel[] = ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III']

/** The 26 AQL columns of Table 2-A (percent nonconforming up to 10, nonconformities per 100 units above). */
export const AQL_SERIES: readonly number[] = [
  0.01, 0.015, 0.025, 0.04, 0.065, 0.1, 0.15, 0.25, 0.4, 0.65, 1, 1.5, 2.5, 4, 6.5, 10, 15, 25, 40, 65, 100,
  150, 250, 400, 650, 1000,
]

/** Code letters in table order (the standard skips I and O). */
export const CODE_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
] as const

/** Table 2-A: sample size per code letter. */
const SAMPLE_SIZES: Readonly<Record<string, number>> = {
  A: 2,
  B: 3,
  C: 5,
  D: 8,
  E: 13,
  F: 20,
  G: 32,
  H: 50,
  J: 80,
  K: 125,
  L: 200,
  M: 315,
  N: 500,
  P: 800,
  Q: 1250,
  R: 2000,
}

/** Table 1: [lotMin, lotMax (null = and over), S-1, S-2, S-3, S-4, I, II, III]. */
const LOT_RANGES: readonly (readonly [number, number | null, string])[] = [
  [2, 8, 'A A A A A A B'],
  [9, 15, 'A A A A A B C'],
  [16, 25, 'A A B B B C D'],
  [26, 50, 'A B B C C D E'],
  [51, 90, 'B B C C C E F'],
  [91, 150, 'B B C D D F G'],
  [151, 280, 'B C D E E G H'],
  [281, 500, 'B C D E F H J'],
  [501, 1200, 'C C E F G J K'],
  [1201, 3200, 'C D E G H K L'],
  [3201, 10000, 'C D F G J L M'],
  [10001, 35000, 'C D F H K M N'],
  [35001, 150000, 'D E G J L N P'],
  [150001, 500000, 'D E G J M P Q'],
  [500001, null, 'D E H K N Q R'],
]

/**
 * Table 2-A cells, one row per letter, one cell per AQL column of AQL_SERIES: `Ac/Re`, `v` (↓) or `^` (↑).
 * The two cells where the printed arrow has no plan to point to (A at AQL 10, R at AQL 0.015, both at a table
 * edge) point the only way they can: A → down, R → up.
 */
const PLAN_GRID: Readonly<Record<string, string>> = {
  A: 'v v v v v v v v v v v v v v 0/1 v v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31',
  B: 'v v v v v v v v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45',
  C: 'v v v v v v v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45 ^',
  D: 'v v v v v v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45 ^ ^',
  E: 'v v v v v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45 ^ ^ ^',
  F: 'v v v v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^',
  G: 'v v v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^',
  H: 'v v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^',
  J: 'v v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^',
  K: 'v v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^ ^',
  L: 'v v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^',
  M: 'v v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^',
  N: 'v v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^',
  P: 'v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^',
  Q: '0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^',
  R: '^ ^ 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^',
}

export interface SampleSizeLevelRow {
  lotMin: number
  /** null = "and over". */
  lotMax: number | null
  inspectionLevel: InspectionLevel
  codeLetter: string
}

export interface SampleSizeCodeRow {
  letter: string
  sampleSize: number
}

/** One (letter, AQL) cell with its arrows already followed: the plan of `planLetter` applies. */
export interface SampleAqlRow {
  letter: string
  aql: number
  planLetter: string
  ac: number
  re: number
}

export interface SamplingTables {
  levels: readonly SampleSizeLevelRow[]
  codes: readonly SampleSizeCodeRow[]
  aqls: readonly SampleAqlRow[]
}

/** A stable key for an AQL value (0.65 and '0.650' from a numeric column are the same column). */
export function aqlKey(aql: number): string {
  return (Math.round(aql * 1000) / 1000).toFixed(3)
}

export function isStandardAql(aql: number): boolean {
  return Number.isFinite(aql) && AQL_SERIES.some((value) => aqlKey(value) === aqlKey(aql))
}

function parseCell(cell: string): { ac: number; re: number } | 'down' | 'up' {
  if (cell === 'v') return 'down'
  if (cell === '^') return 'up'
  const [ac, re] = cell.split('/').map(Number)
  if (ac === undefined || re === undefined) throw new Error(`bad Table 2-A cell ${cell}`)
  return { ac, re }
}

function gridCell(letterIndex: number, aqlIndex: number): { ac: number; re: number } | 'down' | 'up' {
  const letter = CODE_LETTERS[letterIndex]
  const row = letter === undefined ? undefined : PLAN_GRID[letter]
  const cell = row?.split(' ')[aqlIndex]
  if (cell === undefined) throw new Error(`no Table 2-A cell at ${letterIndex}/${aqlIndex}`)
  return parseCell(cell)
}

/** Follows the arrows of one AQL column from a letter to the plan that applies. */
function resolveCell(letterIndex: number, aqlIndex: number): SampleAqlRow {
  let index = letterIndex
  for (let steps = 0; steps < CODE_LETTERS.length; steps += 1) {
    const cell = gridCell(index, aqlIndex)
    if (cell === 'down') index += 1
    else if (cell === 'up') index -= 1
    else {
      return {
        letter: CODE_LETTERS[letterIndex] ?? '',
        aql: AQL_SERIES[aqlIndex] ?? 0,
        planLetter: CODE_LETTERS[index] ?? '',
        ac: cell.ac,
        re: cell.re,
      }
    }
  }
  throw new Error(`Table 2-A arrows loop at ${letterIndex}/${aqlIndex}`)
}

function buildTables(): SamplingTables {
  const levels: SampleSizeLevelRow[] = LOT_RANGES.flatMap(([lotMin, lotMax, letters]) =>
    letters.split(' ').map((codeLetter, levelIndex) => ({
      lotMin,
      lotMax,
      inspectionLevel: INSPECTION_LEVELS[levelIndex] ?? 'II',
      codeLetter,
    })),
  )
  const codes = CODE_LETTERS.map((letter) => ({ letter, sampleSize: SAMPLE_SIZES[letter] ?? 0 }))
  const aqls = CODE_LETTERS.flatMap((_, letterIndex) =>
    AQL_SERIES.map((__, aqlIndex) => resolveCell(letterIndex, aqlIndex)),
  )
  return { levels, codes, aqls }
}

/** The static tables of the standard as data (the seed writes them; the lookup reads them back). */
export const ISO_2859_1: SamplingTables = buildTables()

/** The raw Table 2-A cell (for display): 'Ac/Re', '↓' or '↑'. */
export function rawCell(letter: string, aql: number): string | null {
  const letterIndex = CODE_LETTERS.findIndex((value) => value === letter)
  const aqlIndex = AQL_SERIES.findIndex((value) => aqlKey(value) === aqlKey(aql))
  if (letterIndex < 0 || aqlIndex < 0) return null
  const cell = gridCell(letterIndex, aqlIndex)
  if (cell === 'down') return '↓'
  if (cell === 'up') return '↑'
  return `${cell.ac}/${cell.re}`
}

/**
 * The single sampling plan (normal inspection) for a lot: code letter from Table 1, then the (arrow-resolved)
 * plan of Table 2-A; when its sample size reaches the lot size the whole lot is inspected. Null when the input
 * is outside the tables (lot size < 1, an AQL not in the series, a level or letter the tables lack).
 */
export function planFromTables(
  tables: SamplingTables,
  lotSize: number,
  level: InspectionLevel,
  aql: number,
): SamplingPlan | null {
  if (!Number.isInteger(lotSize) || lotSize < 1 || !isStandardAql(aql)) return null
  const lot = Math.max(lotSize, 2)
  const range = tables.levels.find(
    (row) => row.inspectionLevel === level && row.lotMin <= lot && (row.lotMax === null || lot <= row.lotMax),
  )
  if (range === undefined) return null
  const cell = tables.aqls.find((row) => row.letter === range.codeLetter && aqlKey(row.aql) === aqlKey(aql))
  if (cell === undefined) return null
  const code = tables.codes.find((row) => row.letter === cell.planLetter)
  if (code === undefined) return null
  return {
    letter: cell.planLetter,
    sampleSize: Math.min(code.sampleSize, lotSize),
    ac: cell.ac,
    re: cell.re,
  }
}

interface LevelDbRow {
  lot_min: number | string
  lot_max: number | string | null
  inspection_level: string
  code_letter: string
}

function isInspectionLevel(value: string): value is InspectionLevel {
  return INSPECTION_LEVELS.some((level) => level === value)
}

/** Loads the tables from the database (qc_sample_size_level is editable by admins) and looks the plan up. */
export async function samplingPlan(
  db: Queryable,
  input: { lotSize: number; level: InspectionLevel; aql: number },
): Promise<SamplingPlan | null> {
  if (!isStandardAql(input.aql)) return null
  const [levelRows, codeRows, aqlRows] = await Promise.all([
    db.query<LevelDbRow>(
      `SELECT lot_min, lot_max, inspection_level, code_letter FROM qc_sample_size_level WHERE inspection_level = $1`,
      [input.level],
    ),
    db.query<{ letter: string; sample_size: number | string }>(
      `SELECT letter, sample_size FROM qc_sample_size_code`,
    ),
    db.query<{
      letter: string
      aql: number | string
      plan_letter: string
      ac: number | string
      re: number | string
    }>(`SELECT letter, aql, plan_letter, ac, re FROM qc_sample_aql WHERE aql = $1::numeric`, [
      aqlKey(input.aql),
    ]),
  ])
  const tables: SamplingTables = {
    levels: levelRows.flatMap((row) =>
      isInspectionLevel(row.inspection_level)
        ? [
            {
              lotMin: Number(row.lot_min),
              lotMax: row.lot_max === null ? null : Number(row.lot_max),
              inspectionLevel: row.inspection_level,
              codeLetter: row.code_letter,
            },
          ]
        : [],
    ),
    codes: codeRows.map((row) => ({ letter: row.letter, sampleSize: Number(row.sample_size) })),
    aqls: aqlRows.map((row) => ({
      letter: row.letter,
      aql: Number(row.aql),
      planLetter: row.plan_letter,
      ac: Number(row.ac),
      re: Number(row.re),
    })),
  }
  return planFromTables(tables, input.lotSize, input.level, input.aql)
}
