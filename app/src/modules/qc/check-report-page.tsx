import { Badge } from '@erp/ui-kit/badge'
import { lazy, Suspense, useMemo, useState } from 'react'
import { contractColumns, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import type { CheckReportRow } from './api/check-reports'
import { useRegisters } from './api/registers'
import { CheckReportDetailDialog } from './check-report-detail'
import { INSPECTION_TYPES } from './check-report-options'
import { useOptionNames, useUserOptions } from './api/qc-options'
import { dictText, useT } from '@erp/ui-kit/i18n'

/** The editor carries the editable tables (AG Grid): it loads when a report is added or edited. */
const CheckReportEditor = lazy(() =>
  import('./check-report-editor').then((module) => ({ default: module.CheckReportEditor })),
)

const TYPE_NAMES = new Map<string, string>(INSPECTION_TYPES.map((option) => [option.value, option.label]))

/** 检验报告 (qc/CheckReportList): reports with their computed plan and result; edited with their lines. */
export function useCheckReportResource(): ResourceDefinition<'/qc/checkReport'> {
  const t = useT()
  const registers = useRegisters()
  const users = useOptionNames(useUserOptions('name'))
  const registerNos = useMemo(
    () => new Map(registers.map((row) => [row.id, row.registerNo ?? row.id])),
    [registers],
  )
  return useMemo(
    () => ({
      base: '/qc/checkReport',
      title: t('检验报告'),
      columns: contractColumns<CheckReportRow>(
        'qcCheckReport',
        [
          'reportNo',
          'registerId',
          'inspectionType',
          'sampleSize',
          'criticalTotal',
          'majorTotal',
          'minorTotal',
          'pointsPer100SqYd',
          'result',
          'inspectorId',
          'checkDate',
        ],
        {
          registerId: { render: (row) => registerNos.get(row.registerId ?? '') ?? row.registerId ?? '' },
          inspectionType: {
            render: (row) => {
              const name = TYPE_NAMES.get(row.inspectionType ?? '')
              return name ? t(name) : (row.inspectionType ?? '')
            },
          },
          majorTotal: {
            render: (row) => `${row.majorTotal ?? ''} / ${row.majorAc ?? ''}`,
            title: t('严重缺陷数 / Ac'),
          },
          result: {
            render: (row) =>
              row.result ? (
                <Badge variant={row.result === 'pass' ? 'success' : 'danger'}>
                  {dictText('check_result', row.result, row.result_dictText ?? row.result)}
                </Badge>
              ) : (
                ''
              ),
          },
          inspectorId: { render: (row) => users.get(row.inspectorId ?? '') ?? row.inspectorId ?? '' },
        },
      ),
      queryFields: [
        ...contractQueryFields('qcCheckReport', ['reportNo', 'result']),
        { name: 'inspectionType', label: t('检验类型'), kind: 'select' as const, options: INSPECTION_TYPES },
        ...contractQueryFields('qcCheckReport', ['checkDate']),
      ],
      defaultSort: { column: 'checkDate', order: 'desc' },
      excel: { exportPath: '/qc/checkReport/exportXls' },
      permissions: {
        add: 'qc:checkReport:add',
        edit: 'qc:checkReport:edit',
        delete: 'qc:checkReport:delete',
        export: 'qc:checkReport:export',
      },
    }),
    [registerNos, users, t],
  )
}

export default function CheckReportPage() {
  const definition = useCheckReportResource()
  const [detailId, setDetailId] = useState<string | null>(null)
  return (
    <>
      <ResourceListPage
        definition={definition}
        renderForm={({ row, onOpenChange }) => (
          <Suspense fallback={null}>
            <CheckReportEditor reportId={row ? row.id : null} onOpenChange={onOpenChange} />
          </Suspense>
        )}
        onDetail={(row) => setDetailId(row.id)}
      />
      {detailId ? (
        <CheckReportDetailDialog id={detailId} onOpenChange={(open) => (open ? null : setDetailId(null))} />
      ) : null}
    </>
  )
}
