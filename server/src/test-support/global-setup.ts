/**
 * Vitest global setup of the server project: makes the data-dir templates once per run (~10 s, in the main
 * process, before the first test file) and removes them when the run ends. A watch-mode rerun makes them again,
 * since the migrations or the seed may have changed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildDataDirTemplates, TEMPLATES_KEY } from './data-dir-templates'

export default async function setup(project: TestProject): Promise<() => void> {
  let root = ''
  const build = async () => {
    const previous = root
    root = mkdtempSync(join(tmpdir(), 'erp-test-templates-'))
    project.provide(TEMPLATES_KEY, await buildDataDirTemplates(root))
    if (previous) rmSync(previous, { recursive: true, force: true })
  }
  await build()
  project.onTestsRerun(build)
  return () => rmSync(root, { recursive: true, force: true })
}
