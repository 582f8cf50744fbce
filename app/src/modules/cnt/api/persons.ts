import { t } from '@erp/ui-kit/i18n'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'

/** The staff directory as the card form's holder options: the picker projection (`/hr/person/pickerList`). */

export const personsApi = {
  async persons() {
    const { data } = await api.GET('/hr/person/pickerList')
    return (settle(data).result ?? []).map((person) => ({
      value: person.id,
      label: t('{{realname}}（{{workNo}}）', {
        realname: person.realname ?? '',
        workNo: person.workNo ?? '',
      }),
    }))
  },
}
