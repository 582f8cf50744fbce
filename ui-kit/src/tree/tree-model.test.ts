import { describe, expect, it } from 'vitest'
import {
  allKeys,
  cascadeShowsExactly,
  checkStates,
  findNode,
  parentKeys,
  indexTree,
  keysToSave,
  toggleNode,
  visibleNodes,
  withAncestorKeys,
  type TreeNode,
} from './tree-model'

const tree: TreeNode[] = [
  {
    key: 'a',
    title: 'A',
    children: [
      { key: 'a1', title: 'A1', children: [{ key: 'a1x', title: 'A1x' }] },
      { key: 'a2', title: 'A2' },
    ],
  },
  { key: 'b', title: 'B' },
]
const index = indexTree(tree)

describe('tree model', () => {
  it('cascades a check down and derives the parents', () => {
    const checked = toggleNode(tree, index, new Set(), 'a1', true)
    expect([...checked].sort()).toEqual(['a1', 'a1x'])
    const states = checkStates(tree, checked, true)
    expect(states.get('a')).toBe('mixed')
    expect(states.get('a1x')).toBe('checked')
    expect(keysToSave(tree, checked, true).sort()).toEqual(['a', 'a1', 'a1x'])
    const all = toggleNode(tree, index, checked, 'a2', true)
    expect(checkStates(tree, all, true).get('a')).toBe('checked')
  })

  it('unchecking clears the node, its children and the ancestors own marks', () => {
    const checked = new Set(['a', 'a1', 'a1x', 'a2'])
    const next = toggleNode(tree, index, checked, 'a1x', true)
    expect([...next].sort()).toEqual(['a2'])
    expect(checkStates(tree, next, true).get('a')).toBe('mixed')
    expect(checkStates(tree, next, true).get('a1')).toBe('unchecked')
  })

  it('shows a granted parent without granted children as half checked and keeps it', () => {
    const checked = new Set(['a'])
    expect(checkStates(tree, checked, true).get('a')).toBe('mixed')
    expect(keysToSave(tree, checked, true)).toEqual(['a'])
  })

  it('without cascade checks one node at a time', () => {
    const checked = toggleNode(tree, index, new Set(), 'a', false)
    expect([...checked]).toEqual(['a'])
    expect(checkStates(tree, checked, false).get('a1')).toBe('unchecked')
    expect(keysToSave(tree, toggleNode(tree, index, checked, 'a', false), false)).toEqual([])
  })

  it('lists the visible nodes with their level', () => {
    expect(visibleNodes(tree, new Set(['a'])).map(({ node, level }) => `${node.key}:${level}`)).toEqual([
      'a:1',
      'a1:2',
      'a2:2',
      'b:1',
    ])
  })

  it('finds nodes and lists all keys and the parents', () => {
    expect(allKeys(tree)).toEqual(['a', 'a1', 'a1x', 'a2', 'b'])
    expect(parentKeys(tree)).toEqual(['a', 'a1'])
    expect(findNode(tree, 'a1x')?.title).toBe('A1x')
    expect(findNode(tree, 'zz')).toBeNull()
    expect(findNode(tree, null)).toBeNull()
  })

  it('adds the ancestors of every key (a grant without its folders)', () => {
    expect(withAncestorKeys(index, ['a1x', 'b']).sort()).toEqual(['a', 'a1', 'a1x', 'b'])
    expect(withAncestorKeys(index, [])).toEqual([])
  })

  it('tells whether cascade shows a saved set exactly', () => {
    // a cascade save: every saved parent has a saved child, every parent of a saved child is saved
    expect(cascadeShowsExactly(tree, new Set(keysToSave(tree, new Set(['a1x']), true)))).toBe(true)
    expect(cascadeShowsExactly(tree, new Set())).toBe(true)
    expect(cascadeShowsExactly(tree, new Set(['b']))).toBe(true)
    // a page granted without any of its buttons: cascade would show it half-checked
    expect(cascadeShowsExactly(tree, new Set(['a', 'a1']))).toBe(false)
    // a child without its parent
    expect(cascadeShowsExactly(tree, new Set(['a2']))).toBe(false)
  })
})
