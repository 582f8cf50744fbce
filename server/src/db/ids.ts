import { randomBytes } from 'node:crypto'

/** docs/spec.md §9: random ids are 32 hex characters. */
export function newId(): string {
  return randomBytes(16).toString('hex')
}
