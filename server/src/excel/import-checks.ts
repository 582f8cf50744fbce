import type { ResourceKey } from '@erp/openapi/resources'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import type { Database, Queryable } from '../db/database'
import type { SessionUser } from '../openapi/operations'

/**
 * One spreadsheet row as the import read it: field name → value (dictionary texts already turned into codes,
 * names of referenced rows into their ids).
 */
export type ImportedRow = Readonly<Record<string, string | number | null>>

type Answer = Promise<{ success: boolean; message: string }>

/** Adds one imported row through the resource's own add operation, on the given (transaction's) database. */
export type AddRow = (row: ImportedRow, db: Database) => Answer

/** What a module's add handler needs besides the body: the request's context (its db is the import's transaction). */
export interface AddThrough {
  context: ServerContext & { user: SessionUser | null; tenantId: string }
  input: { request: FastifyRequest; reply: FastifyReply; headers: Record<string, string | undefined> }
}

/**
 * A module's rule for importing one resource from a spreadsheet, so a file cannot store what the form and the
 * API refuse: the checks its add operation makes (`check`, then one bulk insert), or, for resources whose add
 * computes or numbers things (fees, waybills, order numbers, leave hours), every row through the add operation
 * itself (`add`, all rows in one transaction).
 */
export type ImportCheck =
  | { add: (row: ImportedRow, through: AddThrough) => Answer }
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

/**
 * The input of a module's add handler for one imported row. The row's cells were parsed by the resource's own
 * field types (excel-table.ts), so it is the body the form would send; the cast only names that shape.
 */
export const addInputOf = <Input>(row: ImportedRow, through: AddThrough): Input =>
  ({ ...through.input, query: {}, path: {}, body: row }) as unknown as Input
