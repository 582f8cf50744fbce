import { t } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import { attKeys } from './att-keys'

/** The staff directory (the picker projection `/hr/person/pickerList`) as the attendance pages name people. */

export interface PersonEntry {
  id: string
  workNo: string
  realname: string
  departId: string | null
}

/** Every staff record (300 in the demo), for names in lists and the person picker. */
export function usePersons() {
  const query = useQuery({
    queryKey: attKeys.persons,
    queryFn: async (): Promise<PersonEntry[]> => {
      const { result } = await settleCall(api.GET('/hr/person/pickerList'))
      return (result ?? []).map((person) => ({
        id: person.id,
        workNo: person.workNo ?? '',
        realname: person.realname ?? '',
        departId: person.departId ?? null,
      }))
    },
    staleTime: 60_000,
  })
  const byId = useMemo(() => new Map((query.data ?? []).map((person) => [person.id, person])), [query.data])
  return { persons: query.data ?? [], byId, isLoading: query.isLoading }
}

export const personLabel = (person: PersonEntry | undefined, fallback = '') =>
  person ? t('{{realname}}（{{workNo}}）', { realname: person.realname, workNo: person.workNo }) : fallback
