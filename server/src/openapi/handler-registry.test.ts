import { describe, expect, it } from 'vitest'
import { moduleHandlers, moduleImportChecks, moduleOverrides } from '../modules/modules'
import { dataSourceHandlers } from '../modules/system/data-source/routes'
import { systemHandlerGroups } from '../modules/system/system'
import { combineHandlers } from './handler-registry'

const generic = async () => 'generic'
const special = async () => 'special'

describe('combineHandlers', () => {
  it('joins disjoint sets', () => {
    const all = combineHandlers([
      { name: 'a', handlers: { one: generic } },
      { name: 'b', handlers: { two: special } },
    ])
    expect(Object.keys(all)).toEqual(['one', 'two'])
  })

  it('refuses two handlers for one operation unless the later set declares the override', () => {
    expect(() =>
      combineHandlers([
        { name: 'crud', handlers: { itemEdit: generic } },
        { name: 'item', handlers: { itemEdit: special } },
      ]),
    ).toThrow("itemEdit is handled by crud and item; declare it in item's overrides")
    const all = combineHandlers([
      { name: 'crud', handlers: { itemEdit: generic } },
      { name: 'item', handlers: { itemEdit: special }, overrides: ['itemEdit'] },
    ])
    expect(all.itemEdit).toBe(special)
  })

  it('takes the declared override whatever the order of the other sets', () => {
    const all = combineHandlers([
      { name: 'crud', handlers: { itemEdit: generic, itemList: generic } },
      { name: 'item', handlers: { itemEdit: special }, overrides: ['itemEdit'] },
      { name: 'other', handlers: { otherList: generic } },
    ])
    expect(all.itemEdit).toBe(special)
    expect(all.itemList).toBe(generic)
  })

  it('refuses an override of nothing and an override without its handler', () => {
    expect(() =>
      combineHandlers([{ name: 'item', handlers: { itemEdit: special }, overrides: ['itemEdit'] }]),
    ).toThrow('item overrides itemEdit, which no earlier set handles')
    expect(() =>
      combineHandlers([
        { name: 'crud', handlers: { itemEdit: generic } },
        { name: 'item', handlers: { itemList: special }, overrides: ['itemEdit'] },
      ]),
    ).toThrow('item overrides itemEdit without a handler for it')
  })

  it("the server's own sets agree: every replaced handler is declared, and the declared one wins", () => {
    const all = combineHandlers([
      ...systemHandlerGroups(moduleImportChecks),
      { name: 'modules', handlers: moduleHandlers, overrides: moduleOverrides },
    ])
    expect(all.dataSourceList).toBe(dataSourceHandlers.dataSourceList)
    expect(all.canteenCardAdd).toBe(moduleHandlers.canteenCardAdd)
  })
})
