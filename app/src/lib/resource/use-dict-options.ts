import { dictText, t, useLocale } from '@erp/ui-kit/i18n'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../api'
import { useSession } from '../../stores/session-store'
import type { Option } from './resource-definition'

export const dictKeys = {
  all: ['dict'] as const,
  items: (code: string) => ['dict', code] as const,
}

/**
 * A dictionary item as the server sends it (`{ value, text }`, the upstream envelope) → the kit's option shape
 * `{ value, label }`: the one place the app converts, so every select, combobox and table column takes options as
 * they are.
 */
export function dictItemOption(item: { value: string | number; text: string }): Option {
  return { value: String(item.value), label: item.text }
}

/** A dictionary's items from /sys/dict/getDictItems (docs/spec.md §5: an empty code is refused). */
export const dictItemsQuery = (code: string) =>
  queryOptions({
    queryKey: dictKeys.items(code),
    queryFn: async (): Promise<Option[]> => {
      if (!code) throw new Error(t('字典Code不能为空!'))
      const { data } = await api.GET('/sys/dict/getDictItems/{dictCode}', {
        params: { path: { dictCode: code } },
      })
      if (!data?.success) throw new Error(data?.message ?? t('字典加载失败'))
      return (data.result ?? []).map(dictItemOption)
    },
    staleTime: 5 * 60_000,
  })

/**
 * Options of a field: fixed options, else the dictionary cached at sign-in (sysAllDictItems), else the
 * dictionary fetched from the server. Texts are in the screen's language: fixed options' texts
 * are keys (msg), dictionary texts go through the key the server provides (dictionary code and value).
 */
export function useDictOptions(code: string | undefined, fixed?: readonly Option[]): readonly Option[] {
  useLocale()
  const cached = useSession((state) => (code ? state.dictItems[code] : undefined))
  const fetched = useQuery({ ...dictItemsQuery(code ?? ''), enabled: Boolean(code) && !fixed && !cached })
  if (fixed) return fixed.map((option) => ({ ...option, label: t(option.label) }))
  const items = cached ? cached.map(dictItemOption) : (fetched.data ?? [])
  return code ? items.map((item) => ({ ...item, label: dictText(code, item.value, item.label) })) : items
}
