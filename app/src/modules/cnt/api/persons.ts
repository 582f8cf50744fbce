import { t } from '@erp/ui-kit/i18n'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'

/** The staff directory (`/hr/person`) as the card form's holder options. */

export const personsApi = {
  async persons() {
    const { data } = await api.GET('/hr/person/list', {
      params: { query: { pageNo: 1, pageSize: 1000, column: 'workNo', order: 'asc' } },
    })
    return (settle(data).result?.records ?? []).map((person) => ({
      value: person.id,
      text: t('{{realname}}（{{workNo}}）', { realname: person.realname ?? '', workNo: person.workNo ?? '' }),
    }))
  },
}
