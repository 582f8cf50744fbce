/**
 * The operations of the mtr module beyond the generic CRUD of src/module-resources/mtr.ts
 * (../shared/spec/MODULES.md).
 */
import type { CompactOperation, Json } from './operations'

export const tags: Record<string, string> = {}

export const schemas: Record<string, Json> = {}

export const operations: CompactOperation[] = []
