/**
 * YAML that every parser reads the same way. The `yaml` package writes YAML 1.2, where `no`, `2026-11-22`,
 * `08:00` and `=` are plain strings; YAML 1.1 parsers (Dredd's and PyYAML among them) read the same plain
 * scalars as false, a timestamp, the sexagesimal 480 and a value key (which most reject). This writer quotes
 * every string a YAML 1.1 parser would read as something else, so the document means the same under both.
 */
import { Document, isScalar, parse, visit } from 'yaml'

/** Plain scalars YAML 1.1 gives a meaning of their own: the value key `=` and the merge key `<<`. */
const YAML11_INDICATORS = new Set(['=', '<<'])

const verdicts = new Map<string, boolean>()

/** Would a YAML 1.1 parser read this string, written plain, as anything but the same string? */
export function readsDifferentlyInYaml11(text: string): boolean {
  if (text.includes('\n')) return false // written as a block scalar: always a string
  let verdict = verdicts.get(text)
  if (verdict === undefined) {
    try {
      verdict = YAML11_INDICATORS.has(text.trim()) || parse(text, { version: '1.1' }) !== text
    } catch {
      verdict = true
    }
    verdicts.set(text, verdict)
  }
  return verdict
}

/** `value` as YAML 1.2 with every string that YAML 1.1 would misread quoted (keys included). */
export function stringifyPortable(value: unknown): string {
  const doc = new Document(value, { aliasDuplicateObjects: false })
  visit(doc, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'string' && readsDifferentlyInYaml11(node.value))
        node.type = 'QUOTE_SINGLE'
    },
  })
  return doc.toString({ lineWidth: 0 })
}
