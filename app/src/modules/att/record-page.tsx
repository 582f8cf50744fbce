import { useMemo } from 'react'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { personLabel, usePersons, type PersonEntry } from './api/persons'
import { PersonName, PersonPicker } from './person-picker'
import { msg, t } from '@erp/ui-kit/i18n'

const NEWEST_FIRST = { column: 'clockTime', order: 'desc' } as const

/** SPEC-style message of the rule the server enforces too (server/src/modules/att/routes.ts). */
export const MANUAL_NOTE_REQUIRED = msg('补录打卡必须填写备注')

/** 打卡记录 (docs/modules.md att record): manual records need a note. */
export function recordResource(persons: readonly PersonEntry[]): ResourceDefinition<'/att/record'> {
  return {
    base: '/att/record',
    title: msg('打卡记录'),
    columns: contractColumns(
      'attRecord',
      ['personId', 'clockTime', 'direction', 'source', 'deviceNo', 'note'],
      {
        personId: { render: (row) => <PersonName id={row.personId} />, width: 160 },
      },
    ),
    queryFields: [
      {
        name: 'personId',
        label: msg('员工'),
        kind: 'select',
        options: persons.map((person) => ({ value: person.id, label: personLabel(person) })),
      },
      ...contractQueryFields('attRecord', ['clockTime', 'direction', 'source']),
    ],
    formFields: contractFormFields(
      'attRecord',
      ['personId', 'clockTime', 'direction', 'source', 'deviceNo', 'note'],
      {
        personId: { render: (props) => <PersonPicker {...props} /> },
        source: { defaultValue: 'manual' },
        note: {
          kind: 'textarea',
          wide: true,
          hint: msg('补录（手工）打卡必须填写备注'),
          rules: {
            validate: (value, values) =>
              values.source === 'manual' && String(value ?? '').trim() === ''
                ? t(MANUAL_NOTE_REQUIRED)
                : null,
          },
        },
      },
    ),
    defaultSort: NEWEST_FIRST,
    excel: { exportPath: '/att/record/exportXls', importPath: '/att/record/importExcel' },
    permissions: {
      add: 'att:record:add',
      edit: 'att:record:edit',
      delete: 'att:record:delete',
      export: 'att:record:export',
      import: 'att:record:import',
    },
  }
}

export default function RecordPage() {
  const { persons } = usePersons()
  const definition = useMemo(() => recordResource(persons), [persons])
  return <ResourceListPage definition={definition} />
}
