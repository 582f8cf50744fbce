import axe from 'axe-core'

/**
 * Runs axe on a rendered container and returns the serious and critical violations
 * (colour contrast is left to the browser suites: jsdom does not compute styles).
 */
export async function seriousViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
