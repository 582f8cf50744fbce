// `npm run bench` (second part): validation of 100,000 rows with 5 rules by the editable table's validator
// (ui-kit/src/editable-table/validation.ts), in Node. Goal: under 300 ms. Prints the cold run and the
// median of 5 warm runs; writes bench/results/table-validation.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { validateRows } from '@erp/ui-kit/editable-table/validation'
import { sampleColumns, sampleRows } from '@erp/ui-kit/editable-table/validation-sample'

const rows = sampleRows(100_000)
const columns = sampleColumns

const time = async () => {
  const started = performance.now()
  await validateRows(rows, columns)
  return performance.now() - started
}
const cold = await time()
const warm: number[] = []
for (let run = 0; run < 5; run++) warm.push(await time())
warm.sort((a, b) => a - b)
const median = warm[2] ?? 0
console.log(
  `table validation, 100,000 rows × 5 rules: cold ${cold.toFixed(0)} ms, warm median ${median.toFixed(0)} ms (goal < 300 ms)`,
)
mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
writeFileSync(
  new URL('./results/table-validation.json', import.meta.url),
  JSON.stringify({ rows: rows.length, rules: 5, coldMs: cold, warmMs: warm, medianMs: median }, null, 2),
)
