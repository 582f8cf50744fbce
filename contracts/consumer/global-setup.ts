import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CONSUMER, PROVIDER, pactsDir } from '../pact-names'

/** Start every run from an empty pact, so an interaction removed from a suite disappears from the file. */
export default function setup(): void {
  mkdirSync(fileURLToPath(pactsDir), { recursive: true })
  rmSync(new URL(`${CONSUMER}-${PROVIDER}.json`, pactsDir), { force: true })
}
