import { Button } from '@erp/ui-kit/button'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { useQueries } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useCan } from '../../../hooks/use-can'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type {
  ControlProps,
  FormFieldDef,
  ResourceDefinition,
} from '../../../lib/resource/resource-definition'
import { defaultBody, ResourceFormDialog } from '../../../lib/resource/resource-form-dialog'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { useListController } from '../../../lib/resource/use-list-controller'

import { CATEGORY_BASE, childrenQuery, getRootPage, type CategoryRow } from './api/category-tree'

const ROOT = '0'

export const CATEGORY_MESSAGES = {
  addChild: msg('添加下级'),
  expand: (name: string) => t('展开 {{name}}', { name }),
  collapse: (name: string) => t('收起 {{name}}', { name }),
  parent: msg('父级节点'),
  root: msg('无（顶级分类）'),
}

const baseFields = contractFormFields('category', ['name', 'code'], {
  code: { hint: msg('可留空；编码唯一') },
})

/** The parent shown (not edited) in the form, by name when the tree has loaded it; the body keeps it. */
const parentField = (names: ReadonlyMap<string, string>, defaultValue = ROOT): FormFieldDef => ({
  name: 'pid',
  label: t(CATEGORY_MESSAGES.parent),
  defaultValue,
  render: ({ id, value }: ControlProps) => {
    const pid = value === null || value === undefined ? '' : String(value)
    return (
      <output id={id} className="flex h-8 items-center rounded border border-border bg-muted px-2 text-sm">
        {!pid || pid === ROOT ? t(CATEGORY_MESSAGES.root) : (names.get(pid) ?? pid)}
      </output>
    )
  },
})

/** The visible rows of a tree, depth first: a node's loaded children follow it when it is expanded. */
export function flattenTree(
  roots: readonly CategoryRow[],
  children: ReadonlyMap<string, readonly CategoryRow[]>,
  expanded: ReadonlySet<string>,
): { row: CategoryRow; depth: number }[] {
  const out: { row: CategoryRow; depth: number }[] = []
  const walk = (rows: readonly CategoryRow[], depth: number, seen: Set<string>) => {
    for (const row of rows) {
      if (seen.has(row.id)) continue
      out.push({ row, depth })
      const kids = children.get(row.id)
      if (expanded.has(row.id) && kids) walk(kids, depth + 1, new Set([...seen, row.id]))
    }
  }
  walk(roots, 0, new Set())
  return out
}

interface TreeView {
  depth: ReadonlyMap<string, number>
  names: ReadonlyMap<string, string>
  expanded: ReadonlySet<string>
  toggle: (row: CategoryRow) => void
}

function categoryResource(tree: TreeView): ResourceDefinition<'/sys/category'> {
  return {
    base: CATEGORY_BASE,
    title: t('分类字典'),
    columns: contractColumns<CategoryRow>('category', ['name', 'code', 'createTime'], {
      name: {
        sortable: false,
        width: 320,
        render: (row) => {
          const name = row.name ?? ''
          const open = tree.expanded.has(row.id)
          return (
            <span
              className="flex items-center gap-1"
              style={{ paddingLeft: `${(tree.depth.get(row.id) ?? 0) * 20}px` }}
            >
              {row.hasChild === '1' ? (
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-6"
                  aria-expanded={open}
                  aria-label={open ? CATEGORY_MESSAGES.collapse(name) : CATEGORY_MESSAGES.expand(name)}
                  onClick={() => tree.toggle(row)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </Button>
              ) : (
                <span className="inline-block size-6" aria-hidden="true" />
              )}
              {name}
            </span>
          )
        },
      },
      code: { sortable: false },
      createTime: { sortable: false },
    }),
    queryFields: contractQueryFields('category', ['name', 'code']),
    formFields: [parentField(tree.names), ...baseFields],
    // Editing keeps the record's parent; adding from the toolbar makes a top-level category.
    toBody: (values, editing) => ({ ...defaultBody(baseFields, values, editing), pid: editing?.pid ?? ROOT }),
    dialogWidth: 600,
    permissions: {
      add: 'system:category:add',
      edit: 'system:category:edit',
      delete: 'system:category:delete',
      export: 'system:category:export',
      import: 'system:category:import',
    },
    excel: { exportPath: '/sys/category/exportXls', importPath: '/sys/category/importExcel' },
  }
}

/** 添加下级: the add form with the parent set. */
const childResource = (
  definition: ResourceDefinition<'/sys/category'>,
  names: ReadonlyMap<string, string>,
  parent: CategoryRow,
): ResourceDefinition<'/sys/category'> => ({
  ...definition,
  title: t('下级分类'),
  formFields: [parentField(names, parent.id), ...baseFields],
  toBody: (values) => ({ ...defaultBody(baseFields, values, null), pid: parent.id }),
})

/** 分类字典 (upstream system/SysCategoryList): a tree table, top level paged, children loaded on expand. */
export default function CategoryPage() {
  const t = useT()
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [addingUnder, setAddingUnder] = useState<CategoryRow | null>(null)
  const source = useMemo(() => ({ name: 'roots', fetchPage: getRootPage }), [])
  // The controller only needs the base, filters and paging; columns come from the tree below.
  const plain = useMemo(
    () =>
      categoryResource({ depth: new Map(), names: new Map(), expanded: new Set(), toggle: () => undefined }),
    [],
  )
  const list = useListController(plain, { stateIn: 'memory', source })
  const ids = [...expanded]
  const childQueries = useQueries({
    queries: ids.map((id) => childrenQuery(id)),
  })
  const children = new Map<string, readonly CategoryRow[]>()
  ids.forEach((id, index) => {
    const data = childQueries[index]?.data
    if (data) children.set(id, data)
  })
  const flat = flattenTree(list.rows, children, expanded)
  const depth = new Map(flat.map((entry) => [entry.row.id, entry.depth]))
  const toggle = (row: CategoryRow) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(row.id)) next.delete(row.id)
      else next.add(row.id)
      return next
    })
  const names = new Map(flat.map((entry) => [entry.row.id, entry.row.name ?? '']))
  const definition = categoryResource({ depth, names, expanded, toggle })
  const canAdd = useCan('system:category:add')
  const controller = {
    ...list,
    rows: flat.map((entry) => entry.row),
    loading: list.loading || childQueries.some((query) => query.isFetching),
  }
  return (
    <>
      <ResourceListPage
        definition={definition}
        controller={controller}
        rowActions={(row) =>
          canAdd ? (
            <Button size="sm" variant="link" onClick={() => setAddingUnder(row)}>
              {t(CATEGORY_MESSAGES.addChild)}
            </Button>
          ) : null
        }
      />
      {addingUnder ? (
        <ResourceFormDialog
          key={addingUnder.id}
          definition={childResource(definition, names, addingUnder)}
          mode="add"
          row={null}
          open
          onOpenChange={(open) => (open ? null : setAddingUnder(null))}
          onSaved={() => setExpanded((current) => new Set([...current, addingUnder.id]))}
        />
      ) : null}
    </>
  )
}
