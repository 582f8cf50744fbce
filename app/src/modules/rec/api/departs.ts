import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import type { Option } from '../../../lib/resource/resource-definition'
import { recKeys } from './rec-keys'

interface DepartNode {
  id: string
  departName?: string | null
  title?: string | null
  children?: DepartNode[] | null
}

/** Departments (flattened tree of /sys/sysDepart/queryTreeList) as options. */
export function useDepartOptions(): Option[] {
  const departs = useQuery({
    queryKey: recKeys.departs,
    queryFn: async (): Promise<Option[]> => {
      const { result } = await settleCall(api.GET('/sys/sysDepart/queryTreeList'))
      const options: Option[] = []
      const walk = (nodes: readonly DepartNode[], depth: number) => {
        for (const node of nodes) {
          options.push({
            value: node.id,
            label: `${'　'.repeat(depth)}${node.departName ?? node.title ?? node.id}`,
          })
          if (node.children) walk(node.children, depth + 1)
        }
      }
      walk(result ?? [], 0)
      return options
    },
    staleTime: 60_000,
  })
  return departs.data ?? []
}
