/**
 * The pure part of a tree view: indexing, what is visible, and the check state of a checkbox tree (upstream
 * a-tree with `checkable`): a set of checked keys and, with parent-child cascade, states derived from the
 * children (a parent is checked when all its children are, half-checked when some are). No DOM, so the
 * rules are tested on their own.
 */
export interface TreeNode {
  key: string
  title: string
  children?: readonly TreeNode[] | null
}

export type CheckState = 'checked' | 'mixed' | 'unchecked'

export interface TreeIndex<N extends TreeNode = TreeNode> {
  byKey: Map<string, N>
  parentOf: Map<string, string>
  /** Every key, depth first. */
  keys: string[]
  /** Keys of the nodes with children. */
  parentKeys: string[]
}

const childrenOf = <N extends TreeNode>(node: N): readonly N[] => (node.children ?? []) as readonly N[]

export function indexTree<N extends TreeNode>(nodes: readonly N[]): TreeIndex<N> {
  const index: TreeIndex<N> = { byKey: new Map(), parentOf: new Map(), keys: [], parentKeys: [] }
  const walk = (list: readonly N[], parent: string | null) => {
    for (const node of list) {
      index.byKey.set(node.key, node)
      index.keys.push(node.key)
      if (parent !== null) index.parentOf.set(node.key, parent)
      const children = childrenOf(node)
      if (children.length) {
        index.parentKeys.push(node.key)
        walk(children, node.key)
      }
    }
  }
  walk(nodes, null)
  return index
}

/** Every key of a tree, depth first. */
export const allKeys = (nodes: readonly TreeNode[]): string[] => indexTree(nodes).keys

/** The keys of the nodes that have children (to expand the whole tree). */
export const parentKeys = (nodes: readonly TreeNode[]): string[] => indexTree(nodes).parentKeys

/** The node with a key, anywhere in the tree. */
export function findNode<N extends TreeNode>(nodes: readonly N[], key: string | null | undefined): N | null {
  if (!key) return null
  for (const node of nodes) {
    if (node.key === key) return node
    const found = findNode(childrenOf(node), key)
    if (found) return found
  }
  return null
}

const descendantsOf = (node: TreeNode): string[] =>
  childrenOf(node).flatMap((child) => [child.key, ...descendantsOf(child)])

/** The state shown for every node. Without cascade a node is checked exactly when its key is in the set. */
export function checkStates(
  nodes: readonly TreeNode[],
  checked: ReadonlySet<string>,
  cascade: boolean,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>()
  const visit = (node: TreeNode): CheckState => {
    const children = childrenOf(node)
    const own = checked.has(node.key)
    const childStates = children.map(visit)
    let state: CheckState
    if (!cascade || children.length === 0) state = own ? 'checked' : 'unchecked'
    else if (childStates.every((child) => child === 'checked')) state = 'checked'
    else if (own || childStates.some((child) => child !== 'unchecked')) state = 'mixed'
    else state = 'unchecked'
    states.set(node.key, state)
    return state
  }
  nodes.forEach(visit)
  return states
}

/**
 * Toggles one node. With cascade: checking checks the node and everything under it; unchecking clears
 * the node, everything under it and its ancestors' own marks (their state then follows their children).
 */
export function toggleNode(
  nodes: readonly TreeNode[],
  index: TreeIndex,
  checked: ReadonlySet<string>,
  key: string,
  cascade: boolean,
): Set<string> {
  const next = new Set(checked)
  const node = index.byKey.get(key)
  if (!node) return next
  if (!cascade) {
    if (next.has(key)) next.delete(key)
    else next.add(key)
    return next
  }
  const current = checkStates(nodes, checked, true).get(key)
  const family = [key, ...descendantsOf(node)]
  if (current === 'checked') {
    family.forEach((item) => next.delete(item))
    for (let parent = index.parentOf.get(key); parent; parent = index.parentOf.get(parent))
      next.delete(parent)
  } else {
    family.forEach((item) => next.add(item))
  }
  return next
}

/**
 * The keys to save: without cascade the set itself; with cascade every node shown checked or half
 * checked, so the menus above a granted button are granted too (a menu must be granted to be shown).
 */
export function keysToSave(
  nodes: readonly TreeNode[],
  checked: ReadonlySet<string>,
  cascade: boolean,
): string[] {
  if (!cascade) return [...checked]
  const states = checkStates(nodes, checked, true)
  return indexTree(nodes).keys.filter((key) => states.get(key) !== 'unchecked')
}

export interface VisibleNode<N extends TreeNode = TreeNode> {
  node: N
  /** 1 for the roots (aria-level). */
  level: number
  parent: string | null
}

/** The nodes on screen, in order, with their level: children only under expanded nodes. */
export function visibleNodes<N extends TreeNode>(
  nodes: readonly N[],
  expanded: ReadonlySet<string>,
): VisibleNode<N>[] {
  const out: VisibleNode<N>[] = []
  const walk = (list: readonly N[], level: number, parent: string | null) => {
    for (const node of list) {
      out.push({ node, level, parent })
      const children = childrenOf(node)
      if (children.length && expanded.has(node.key)) walk(children, level + 1, node.key)
    }
  }
  walk(nodes, 1, null)
  return out
}

/** The keys with every ancestor of each (a granted button brings its page, a page its folder). */
export function withAncestorKeys(index: TreeIndex, keys: Iterable<string>): string[] {
  const out = new Set<string>()
  for (const key of keys) {
    out.add(key)
    for (
      let parent = index.parentOf.get(key);
      parent && !out.has(parent);
      parent = index.parentOf.get(parent)
    )
      out.add(parent)
  }
  return [...out]
}

/**
 * Whether parent-child cascade shows exactly this set of keys: every node with children is in the set exactly
 * when one of its children is. A set saved without cascade (a page granted without any of its buttons, a
 * folder without its pages) is not: cascade would show such a page half-checked, as if only partly granted.
 */
export function cascadeShowsExactly(nodes: readonly TreeNode[], checked: ReadonlySet<string>): boolean {
  const exact = (node: TreeNode): boolean => {
    const children = childrenOf(node)
    if (!children.length) return true
    return checked.has(node.key) === children.some((child) => checked.has(child.key)) && children.every(exact)
  }
  return nodes.every(exact)
}
