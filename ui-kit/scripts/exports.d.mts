export interface UiKitPackage {
  name: string
  version: string
  exports?: Record<string, unknown>
  [field: string]: unknown
}
export function readPackage(root: string): UiKitPackage
export function isPublic(subpath: string): boolean
export function libraryEntries(root: string): Record<string, string>
export function publishedExports(
  sourceExports: Record<string, unknown> | undefined,
): Record<string, string | { types: string; default: string }>
