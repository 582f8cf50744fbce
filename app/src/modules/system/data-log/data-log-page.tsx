import { Button } from '@erp/ui-kit/button'
import { DataTable } from '@erp/ui-kit/data-table'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { contractColumns, contractQueryFields } from '../../../lib/resource/from-contract'
import { idOf, type ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { dataLogKeys, getComparedVersions, getDataVersions } from './api/data-log-versions'
import { byVersion, DataLogCompareDialog, type DataLogRow } from './data-log-compare'

export const DATA_LOG_MESSAGES = {
  compare: msg('数据比较'),
  versions: msg('版本'),
  versionsTitle: (row: DataLogRow) =>
    t('数据版本：{{dataTable}} / {{dataId}}', { dataTable: row.dataTable ?? '', dataId: row.dataId ?? '' }),
  pickTwo: msg('请选择两条数据进行比较'),
  sameRecord: msg('请选择同一条数据（表名和数据ID相同）的两个版本'),
  compareChosen: msg('比较所选版本'),
  close: msg('关闭'),
  noVersions: msg('未找到版本信息'),
}

/** 数据日志 (upstream system/DataLogList): the versions the server keeps of edited records. */
export const dataLogResource: ResourceDefinition<'/sys/dataLog'> = {
  base: '/sys/dataLog',
  title: msg('数据日志'),
  columns: contractColumns('dataLog', ['dataTable', 'dataId', 'dataVersion', 'createBy', 'createTime'], {
    dataVersion: { align: 'right', width: 90 },
  }),
  queryFields: contractQueryFields('dataLog', ['dataTable', 'dataId']),
  defaultSort: { column: 'createTime', order: 'desc' },
  readOnly: true,
  excel: { exportPath: '/sys/dataLog/exportXls' },
}

type Pair = readonly [DataLogRow, DataLogRow]

async function compareByIds(id1: string, id2: string): Promise<Pair | null> {
  try {
    const answer = await getComparedVersions(id1, id2)
    const found = answer.result ?? []
    if (found.length !== 2) {
      toast.warning(answer.message || t(DATA_LOG_MESSAGES.noVersions))
      return null
    }
    const [first, second] = byVersion(found)
    return first && second ? [first, second] : null
  } catch (error) {
    toast.error(messageOf(error))
    return null
  }
}

/** 版本: every stored version of one record; two of them can be compared. */
function VersionsDialog({
  record,
  onCompare,
  onClose,
}: {
  record: DataLogRow
  onCompare: (pair: Pair) => void
  onClose: () => void
}) {
  const t = useT()
  const titleId = useId()
  const versions = useQuery({
    queryKey: dataLogKeys.versions(record.dataTable ?? '', record.dataId ?? ''),
    queryFn: async () => {
      const answer = await getDataVersions(record.dataTable ?? '', record.dataId ?? '')
      if (!answer.ok) throw new Error(answer.message || t(DATA_LOG_MESSAGES.noVersions))
      return answer.result ?? []
    },
  })
  const [chosen, setChosen] = useState<string[]>([])
  const rows = versions.data ?? []
  const picked = rows.filter((row) => chosen.includes(row.id))
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={800} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{DATA_LOG_MESSAGES.versionsTitle(record)}</DialogTitle>
        </DialogHeader>
        {versions.error ? (
          <p role="alert" className="mt-4 text-sm text-danger-strong">
            {messageOf(versions.error)}
          </p>
        ) : null}
        <DataTable
          className="mt-4"
          caption={t('版本列表')}
          columns={contractColumns<DataLogRow>('dataLog', ['dataVersion', 'createBy', 'createTime'], {
            dataVersion: { sortable: false },
            createBy: { sortable: false },
            createTime: { sortable: false },
          })}
          rows={rows}
          rowKey={idOf}
          loading={versions.isFetching}
          selectedKeys={chosen}
          onSelectionChange={setChosen}
        />
        <DialogFooter className="mt-4">
          <Button onClick={onClose}>{t(DATA_LOG_MESSAGES.close)}</Button>
          <Button
            variant="primary"
            disabled={picked.length !== 2}
            onClick={() => {
              const [first, second] = byVersion(picked)
              if (first && second) onCompare([first, second])
            }}
          >
            {t(DATA_LOG_MESSAGES.compareChosen)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export default function DataLogPage() {
  const t = useT()
  const [pair, setPair] = useState<Pair | null>(null)
  const [versionsOf, setVersionsOf] = useState<DataLogRow | null>(null)
  const [comparing, setComparing] = useState(false)
  return (
    <>
      <ResourceListPage
        definition={dataLogResource}
        toolbar={(list) => (
          <Button
            variant="primary"
            loading={comparing}
            onClick={async () => {
              const ids = list.selectedKeys
              const [id1, id2] = ids
              if (ids.length !== 2 || !id1 || !id2) {
                toast.warning(t(DATA_LOG_MESSAGES.pickTwo))
                return
              }
              const known = list.rows.filter((row) => ids.includes(row.id))
              const [a, b] = known
              if (a && b && (a.dataTable !== b.dataTable || a.dataId !== b.dataId)) {
                toast.warning(t(DATA_LOG_MESSAGES.sameRecord))
                return
              }
              setComparing(true)
              const found = await compareByIds(id1, id2)
              setComparing(false)
              if (found) setPair(found)
            }}
          >
            {t(DATA_LOG_MESSAGES.compare)}
          </Button>
        )}
        rowActions={(row) => (
          <Button size="sm" variant="link" onClick={() => setVersionsOf(row)}>
            {t(DATA_LOG_MESSAGES.versions)}
          </Button>
        )}
      />
      {versionsOf ? (
        <VersionsDialog
          key={versionsOf.id}
          record={versionsOf}
          onClose={() => setVersionsOf(null)}
          onCompare={(found) => {
            setVersionsOf(null)
            setPair(found)
          }}
        />
      ) : null}
      {pair ? <DataLogCompareDialog versions={pair} onClose={() => setPair(null)} /> : null}
    </>
  )
}
