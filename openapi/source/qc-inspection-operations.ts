/**
 * The inspection operations of the quality module (registrations, check reports) beyond the generic CRUD of
 * src/module-resources/qc-inspection.ts (../shared/spec/MODULES.md).
 */
import type { CompactOperation, Json } from './operations'

export const tags: Record<string, string> = {}

export const schemas: Record<string, Json> = {}

export const operations: CompactOperation[] = []
