import { homedir, tmpdir } from 'node:os'

/**
 * A message without the server's file paths (issue 32, the fuzz: `ENAMETOOLONG … open '<data dir>/upload/…'`
 * reached a caller): every quoted absolute path (Node's file errors quote them) and every mention of the working,
 * temporary, home or given directories becomes `…`.
 */
export function withoutServerPaths(message: string, directories: readonly string[] = []): string {
  const roots = [process.cwd(), tmpdir(), homedir(), ...directories]
    .filter((root) => root.length > 1)
    .sort((a, b) => b.length - a.length)
  let text = message.replace(/(['"`])(?:[A-Za-z]:)?[\\/][^'"`]*\1/g, '$1…$1')
  for (const root of new Set(roots)) text = text.split(root).join('…')
  return text
}
