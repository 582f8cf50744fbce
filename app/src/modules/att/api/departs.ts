import { useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import type { Option } from '../../../lib/resource/resource-definition'
import { attKeys } from './att-keys'

interface DepartNode {
  id: string
  departName?: string | null
  title?: string | null
  children?: DepartNode[] | null
}

function flatten(nodes: readonly DepartNode[], depth: number, into: Option[]) {
  for (const node of nodes) {
    into.push({ value: node.id, label: `${'　'.repeat(depth)}${node.departName ?? node.title ?? node.id}` })
    if (node.children) flatten(node.children, depth + 1, into)
  }
  return into
}

/** The departments as select options, indented by depth. */
export function useDepartOptions(): Option[] {
  const t = useT()
  const query = useQuery({
    queryKey: attKeys.departs,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/sys/sysDepart/queryTreeList')
      if (!data?.success) throw new Error(data?.message || t('部门加载失败'))
      return flatten(data.result ?? [], 0, [])
    },
    staleTime: 60_000,
  })
  return query.data ?? []
}
