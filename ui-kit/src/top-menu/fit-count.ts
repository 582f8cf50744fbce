/**
 * How many of the entries (their widths, in order) the top menu shows in `available` pixels: all of them
 * when they fit, otherwise as many as fit beside the trailing 更多 entry of `moreWidth` (possibly none).
 * Half a pixel of rounding is allowed.
 */
export function fitCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0)
  if (total <= available + 0.5) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    if (used + width > available + 0.5) break
    used += width
    count += 1
  }
  return count
}
