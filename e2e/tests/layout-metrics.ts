/**
 * Layout measurements run inside the page (`page.evaluate(measureLayout, options)`), so each function here
 * must be self-contained: no imports, no helpers outside its own body (Playwright sends the function's
 * source text to the browser). Types are erased and may be shared.
 *
 * A page's counts:
 * - `overflow`: 1 when the document scrolls sideways (scrollWidth > innerWidth + 1 px);
 * - `headerOverflow`: table header cells and tab labels whose text runs outside their box (wider content
 *   than the box, or text drawn outside it), unless the box clips it with an ellipsis or a title — then the
 *   text is cut, and counted as a cut cell below when it cannot be read;
 * - `cutCells`: table cells and ellipsis-truncated elements whose text is cut, with no way to read it in
 *   full: a title (or aria-describedby tooltip) with the full text on an element that can take the
 *   keyboard focus, or inside one; or a tooltip holding the full text that the element (or the control
 *   around it) is described by once it has the focus (the element is focused to find out);
 * - `wrappedLabels`: tab labels and top-menu entries whose text runs onto more than one line.
 */

export type LayoutMetric = 'overflow' | 'headerOverflow' | 'cutCells' | 'wrappedLabels'

export type LayoutCounts = Record<LayoutMetric, number>

export interface LayoutExample {
  kind: string
  /** Tag, role, id, data-slot, col-id and a couple of classes: enough to find the element. */
  element: string
  text: string
  detail: string
}

export interface LayoutMeasure extends LayoutCounts {
  examples: LayoutExample[]
}

export interface TabBarMeasure {
  tabs: number
  wrappedLabels: number
  /** 1 when the selected tab is not wholly inside the tab bar's visible box. */
  activeOutside: number
  examples: LayoutExample[]
}

export interface TopMenuMeasure {
  entries: number
  wrappedLabels: number
  /** Entries not on the first entry's row, or not wholly inside the header's visible box. */
  offRow: number
  examples: LayoutExample[]
}

/** Measures the whole document as it stands (header, menus, tab bar and the page's content). */
export async function measureLayout({
  maxExamples,
  exclude,
}: {
  maxExamples: number
  /** Elements inside these are not measured (the shell's tab bar, checked on its own). */
  exclude: string
}): Promise<LayoutMeasure> {
  const examples: LayoutExample[] = []
  const counts: LayoutCounts = { overflow: 0, headerOverflow: 0, cutCells: 0, wrappedLabels: 0 }

  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const describe = (element: Element) => {
    const parts = [element.tagName.toLowerCase()]
    if (element.id) parts.push(`#${element.id}`)
    for (const name of ['role', 'data-slot', 'col-id', 'aria-label']) {
      const value = element.getAttribute(name)
      if (value) parts.push(`[${name}="${value.slice(0, 40)}"]`)
    }
    const classes = [...element.classList].filter((name) => !name.includes(':')).slice(0, 3)
    if (classes.length > 0) parts.push(`.${classes.join('.')}`)
    return parts.join('')
  }
  const note = (kind: LayoutMetric, element: Element, detail: string) => {
    counts[kind] += 1
    if (examples.length < maxExamples)
      examples.push({
        kind,
        element: describe(element),
        text: squash(element.textContent).slice(0, 60),
        detail,
      })
  }
  const visible = (element: Element) =>
    element.closest(exclude) === null &&
    element.getClientRects().length > 0 &&
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
  /** Whether an element between the text and `element` clips or scrolls it (its text is cut, not spilt). */
  const inClipper = (node: Node, element: Element) => {
    for (let parent = node.parentElement; parent && parent !== element; parent = parent.parentElement)
      if (getComputedStyle(parent).overflowX !== 'visible') return true
    return false
  }
  /** The element's text; with `open`, only the text no inner element clips. */
  const textNodes = (element: Element, open = false) => {
    const nodes: Text[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (squash(node.textContent) !== '' && !(open && inClipper(node, element))) nodes.push(node as Text)
    return nodes
  }
  /** The box the element's text is drawn in (union of the text's line boxes), or null without text. */
  const textBox = (element: Element, open = false) => {
    let box: { left: number; right: number; top: number; bottom: number; tallest: number } | null = null
    const range = document.createRange()
    for (const node of textNodes(element, open)) {
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue
        box = box ?? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, tallest: 0 }
        box.left = Math.min(box.left, rect.left)
        box.right = Math.max(box.right, rect.right)
        box.top = Math.min(box.top, rect.top)
        box.bottom = Math.max(box.bottom, rect.bottom)
        box.tallest = Math.max(box.tallest, rect.height)
      }
    }
    return box
  }
  const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip'
  const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll'

  // a. Sideways overflow of the page; the examples name the outermost elements reaching past the window.
  const width = window.innerWidth
  const excess = document.documentElement.scrollWidth - width
  if (excess > 1) {
    counts.overflow = 1
    const culprits: Element[] = []
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (clips(style) || scrolls(style))
          return parent !== document.body && parent !== document.documentElement
      }
      return false
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length >= 3) break
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.right <= width + 1) continue
      const parentRect = element.parentElement?.getBoundingClientRect()
      if (parentRect && parentRect.right > width + 1) continue
      if (clipped(element) || !visible(element)) continue
      culprits.push(element)
    }
    if (examples.length < maxExamples)
      examples.push({
        kind: 'overflow',
        element: 'html',
        text: '',
        detail: `page ${document.documentElement.scrollWidth}px wide in a ${width}px window`,
      })
    for (const culprit of culprits)
      if (examples.length < maxExamples)
        examples.push({
          kind: 'overflow',
          element: describe(culprit),
          text: squash(culprit.textContent).slice(0, 60),
          detail: `right edge at ${Math.round(culprit.getBoundingClientRect().right)}px`,
        })
  }

  // b. Header cells and tab labels whose text runs outside their box.
  const headers = document.querySelectorAll('th, [role="columnheader"], [role="tab"]')
  for (const header of headers) {
    if (!(header instanceof HTMLElement) || header.clientWidth === 0 || !visible(header)) continue
    const style = getComputedStyle(header)
    const truncated = clips(style) && (style.textOverflow === 'ellipsis' || header.title !== '')
    if (truncated || scrolls(style)) continue // a cut text: judged as a cut cell (c)
    // The text itself, not the box's width: a grid's resize handle may stick out of a header by design.
    // Text an inner element clips is cut, not spilt: judged as a cut cell (c).
    const rect = header.getBoundingClientRect()
    const text = textBox(header, true)
    if (text !== null && (text.right > rect.right + 1 || text.left < rect.left - 1))
      note(
        'headerOverflow',
        header,
        `text ${Math.round(text.left)}–${Math.round(text.right)} outside the box ${Math.round(rect.left)}–${Math.round(rect.right)}`,
      )
  }

  // c. Cut cell text with no way to read it in full.
  const focusable =
    'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])'
  /** A grid's cells take the focus by the grid's arrow keys (roving tabindex = -1). */
  const reachable = (element: Element) =>
    element.closest(focusable) !== null ||
    element.querySelector(focusable) !== null ||
    element.closest('[role="grid"] [tabindex], [role="treegrid"] [tabindex]') !== null
  const readable = (element: Element, full: string) => {
    const carriers = [element, ...element.querySelectorAll('[title], [aria-describedby]')]
    let parent = element.parentElement
    for (let depth = 0; parent && depth < 3; depth += 1) {
      carriers.push(parent)
      parent = parent.parentElement
    }
    return carriers.some((carrier) => {
      const title = squash(carrier.getAttribute('title'))
      const described = (carrier.getAttribute('aria-describedby') ?? '').trim() !== ''
      const titled = title !== '' && (title === full || title.includes(full))
      return (titled || described) && reachable(carrier)
    })
  }
  const cells = new Set<Element>(document.querySelectorAll('td, [role="gridcell"], [role="cell"]'))
  const cut: HTMLElement[] = []
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue
    if (element.clientWidth <= 2 || element.scrollWidth <= element.clientWidth + 1) continue
    if (element.matches('input, select, textarea, [contenteditable="true"]')) continue
    const style = getComputedStyle(element)
    const ellipsis = style.textOverflow === 'ellipsis' && clips(style)
    if (!ellipsis && !cells.has(element)) continue
    if (scrolls(style) || !visible(element)) continue
    // Only text cut: a wide cell of controls (no text past the edge) is not counted here.
    const text = textBox(element)
    const rect = element.getBoundingClientRect()
    if (text === null || (text.right <= rect.right + 1 && !ellipsis)) continue
    cut.push(element)
  }
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  /**
   * A tooltip that appears on keyboard focus: focus the cut element (or the control around it) and wait a few
   * frames for an element named by its aria-describedby that holds the full text.
   */
  const tooltipOnFocus = async (element: HTMLElement, full: string) => {
    const target = element.closest<HTMLElement>(focusable)
    if (!target) return false
    target.focus({ preventScroll: true })
    let shown = false
    for (let attempt = 0; attempt < 10 && !shown; attempt += 1) {
      await frame()
      const ids = [target, element].flatMap((carrier) =>
        (carrier.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean),
      )
      shown = ids.some((id) => squash(document.getElementById(id)?.textContent) === full)
    }
    target.blur()
    return shown
  }
  for (const element of cut) {
    if (cut.some((other) => other !== element && other.contains(element))) continue // the outer one counts
    const full = squash(element.textContent)
    if (readable(element, full)) continue
    if (await tooltipOnFocus(element, full)) continue
    note(
      'cutCells',
      element,
      `text ${element.scrollWidth}px in a ${element.clientWidth}px box, no title/tooltip`,
    )
  }

  // d. Tab labels and top-menu entries on more than one line.
  const labels = document.querySelectorAll(
    '[role="tab"], nav[data-slot="top-menu"] > ul > li a, nav[data-slot="top-menu"] > ul > li button',
  )
  for (const label of labels) {
    if (!visible(label)) continue
    const text = textBox(label)
    if (text === null) continue
    let lineHeight = text.tallest
    for (const node of textNodes(label)) {
      const parent = node.parentElement
      if (!parent) continue
      const style = getComputedStyle(parent)
      const parsed = Number.parseFloat(style.lineHeight)
      lineHeight = Math.max(
        lineHeight,
        Number.isNaN(parsed) ? Number.parseFloat(style.fontSize) * 1.2 : parsed,
      )
    }
    const height = text.bottom - text.top
    if (height > 1.5 * lineHeight)
      note('wrappedLabels', label, `text ${Math.round(height)}px tall, line ${Math.round(lineHeight)}px`)
  }

  return { ...counts, examples }
}

/** The tab bar of open pages: labels on one line, and the selected tab wholly in view. */
export function measureTabBar({ maxExamples }: { maxExamples: number }): TabBarMeasure {
  const examples: LayoutExample[] = []
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const result: TabBarMeasure = { tabs: 0, wrappedLabels: 0, activeOutside: 0, examples }
  const list = document.querySelector(
    '[role="tablist"][aria-label="已打开的页面"], [role="tablist"][aria-label="Open pages"]',
  )
  if (!list) {
    result.activeOutside = 1
    examples.push({ kind: 'activeOutside', element: 'tablist', text: '', detail: 'no tab bar of open pages' })
    return result
  }
  const tabs = [...list.querySelectorAll('[role="tab"]')]
  result.tabs = tabs.length
  const range = document.createRange()
  for (const tab of tabs) {
    // The text's own line boxes (an element's box would count a wrapped label as one tall line).
    const lines: DOMRect[] = []
    const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (squash(node.textContent) === '') continue
      range.selectNodeContents(node)
      lines.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0))
    }
    if (lines.length === 0) continue
    const top = Math.min(...lines.map((rect) => rect.top))
    const bottom = Math.max(...lines.map((rect) => rect.bottom))
    const tallest = Math.max(...lines.map((rect) => rect.height))
    const parsed = Number.parseFloat(getComputedStyle(tab).lineHeight)
    const lineHeight = Math.max(tallest, Number.isNaN(parsed) ? 0 : parsed)
    if (bottom - top > 1.5 * lineHeight) {
      result.wrappedLabels += 1
      if (examples.length < maxExamples)
        examples.push({
          kind: 'wrappedLabels',
          element: 'tab',
          text: squash(tab.textContent).slice(0, 60),
          detail: `text ${Math.round(bottom - top)}px tall, line ${Math.round(lineHeight)}px`,
        })
    }
  }
  const active = list.querySelector('[role="tab"][aria-selected="true"]')
  // The visible box: the window, narrowed by every ancestor that clips or scrolls sideways.
  let left = 0
  let right = window.innerWidth
  for (let parent: Element | null = list; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent)
    if (style.overflowX === 'visible') continue
    const rect = parent.getBoundingClientRect()
    left = Math.max(left, rect.left)
    right = Math.min(right, rect.right)
  }
  const box = active?.getBoundingClientRect()
  if (!box || box.left < left - 1 || box.right > right + 1) {
    result.activeOutside = 1
    examples.push({
      kind: 'activeOutside',
      element: 'tab[aria-selected=true]',
      text: squash(active?.textContent).slice(0, 60),
      detail: box
        ? `tab at ${Math.round(box.left)}–${Math.round(box.right)}, visible ${Math.round(left)}–${Math.round(right)}`
        : 'no selected tab',
    })
  }
  return result
}

/** The top menu's entries: each on one line, all on one row, all inside the visible header. */
export function measureTopMenu({ maxExamples }: { maxExamples: number }): TopMenuMeasure {
  const examples: LayoutExample[] = []
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const result: TopMenuMeasure = { entries: 0, wrappedLabels: 0, offRow: 0, examples }
  const nav = document.querySelector('nav[data-slot="top-menu"]')
  const add = (kind: 'wrappedLabels' | 'offRow', text: string, detail: string) => {
    result[kind] += 1
    if (examples.length < maxExamples) examples.push({ kind, element: 'top-menu entry', text, detail })
  }
  if (!nav) {
    add('offRow', '', 'no top menu')
    return result
  }
  const entries = [...nav.querySelectorAll(':scope > ul > li')]
    .map((item) => item.querySelector('a, button'))
    .filter((entry): entry is HTMLElement => entry instanceof HTMLElement)
  result.entries = entries.length
  let left = 0
  let right = window.innerWidth
  for (let parent: Element | null = nav; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent)
    if (style.overflowX === 'visible' && parent !== nav) continue
    const rect = parent.getBoundingClientRect()
    left = Math.max(left, rect.left)
    right = Math.min(right, rect.right)
  }
  const rowTop = entries[0]?.getBoundingClientRect().top ?? 0
  const range = document.createRange()
  for (const entry of entries) {
    const text = squash(entry.textContent).slice(0, 60)
    const rect = entry.getBoundingClientRect()
    if (Math.abs(rect.top - rowTop) > 2)
      add('offRow', text, `entry top ${Math.round(rect.top)}, row ${Math.round(rowTop)}`)
    else if (rect.left < left - 1 || rect.right > right + 1)
      add(
        'offRow',
        text,
        `entry at ${Math.round(rect.left)}–${Math.round(rect.right)}, visible ${Math.round(left)}–${Math.round(right)}`,
      )
    const walker = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT)
    const lines: DOMRect[] = []
    let lineHeight = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (squash(node.textContent) === '') continue
      range.selectNodeContents(node)
      lines.push(...[...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0))
      const parsed = Number.parseFloat(getComputedStyle(node.parentElement ?? entry).lineHeight)
      if (!Number.isNaN(parsed)) lineHeight = Math.max(lineHeight, parsed)
    }
    if (lines.length === 0) continue
    lineHeight = Math.max(lineHeight, ...lines.map((line) => line.height))
    const height = Math.max(...lines.map((line) => line.bottom)) - Math.min(...lines.map((line) => line.top))
    if (height > 1.5 * lineHeight)
      add('wrappedLabels', text, `text ${Math.round(height)}px tall, line ${Math.round(lineHeight)}px`)
  }
  return result
}
