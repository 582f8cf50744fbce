/**
 * The operations of the rec module beyond the generic CRUD of src/module-resources/rec.ts
 * (../shared/spec/MODULES.md).
 */
import type { CompactOperation, Json } from './operations'

export const tags: Record<string, string> = {}

export const schemas: Record<string, Json> = {}

export const operations: CompactOperation[] = []
