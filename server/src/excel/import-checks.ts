import type { ResourceKey } from '@erp/openapi/resources'
import type { Queryable } from '../db/database'

/** One spreadsheet row as the import read it: field name → value (dictionary texts already turned into codes). */
export type ImportedRow = Readonly<Record<string, string | number | null>>

/**
 * A module's rule for importing one resource from a spreadsheet: the same checks its add operation makes
 * (so a file cannot store what the form and the API refuse), or a refusal for resources whose rows are made
 * by a workflow or computed by the server (numbered orders, fees, leave hours).
 */
export type ImportCheck =
  | { refuse: string }
  | {
      /** The problem of one row (reported as `第N行：…`), or null. Runs on rows whose cells are valid. */
      check: (row: ImportedRow, db: Queryable) => Promise<string | null> | string | null
      /** Runs after the rows are written, in the same transaction (e.g. fills denormalized names). */
      after?: (db: Queryable) => Promise<unknown>
    }

export type ImportChecks = Partial<Record<ResourceKey, ImportCheck>>

/** A row value as text, or undefined when the cell was empty (the add operations' "not given"). */
export const textOf = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : String(value)

/** A row value as a number, or undefined when the cell was empty or not a number. */
export const numberOf = (value: string | number | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}
