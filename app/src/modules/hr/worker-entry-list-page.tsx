import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DetailList } from '@erp/ui-kit/detail-list'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { resourceKeys } from '../../lib/resource/use-list-controller'
import { ImageUpload, useDepartNames } from './hr-controls'
import { birthdayMatchesId, identityFromId, residentIdRule, sexMatchesId } from './resident-id'
import { ENTRY_STATUS, workerEntryApi, type WorkerEntryRow } from './api/worker-entry-api'
import { EntryDetailItems } from './worker-entry-details'
import { WorkerEntryReviewForm } from './worker-entry-review'
import { useT, t } from '@erp/ui-kit/i18n'

const BASE = '/hr/workerEntry'
export const WORKER_ENTRY_PERMISSIONS = {
  add: 'hr:workerEntry:add',
  edit: 'hr:workerEntry:edit',
  delete: 'hr:workerEntry:delete',
  export: 'hr:workerEntry:export',
  import: 'hr:workerEntry:import',
  review: 'hr:workerEntry:review',
  onboard: 'hr:workerEntry:onboard',
  reject: 'hr:workerEntry:reject',
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const open = (row: WorkerEntryRow) =>
  row.status === ENTRY_STATUS.submitted || row.status === ENTRY_STATUS.reviewed

/** A paper form typed in by HR: the worker's fields (the workflow fields move only through its actions). */
const entryFormFields = contractFormFields(
  'workerEntry',
  [
    'name',
    'sex',
    'idCard',
    'phone',
    'birthday',
    'nativePlace',
    'education',
    'workshop',
    'desiredPost',
    'expectedEntryDate',
    'emergencyContact',
    'emergencyPhone',
    'address',
    'photo',
    'idCardFront',
    'idCardBack',
  ],
  {
    idCard: { rules: { validate: residentIdRule }, fills: identityFromId },
    birthday: { rules: { validate: birthdayMatchesId } },
    sex: { rules: { validate: sexMatchesId } },
    phone: { rules: { pattern: 'm' } },
    emergencyPhone: { rules: { pattern: 'm' } },
    address: { wide: true },
    photo: { wide: true, render: (props) => <ImageUpload {...props} label={t('本人照片')} /> },
    idCardFront: { render: (props) => <ImageUpload {...props} label={t('身份证人像面')} /> },
    idCardBack: { render: (props) => <ImageUpload {...props} label={t('身份证国徽面')} /> },
  },
)

type Action = { kind: 'review' | 'onboard' | 'reject' | 'detail'; row: WorkerEntryRow }

/** 普工入职 (menu component hr/WorkerEntryList): the entries of the public form and their workflow. */
export default function WorkerEntryListPage() {
  const t = useT()
  const departNames = useDepartNames()
  const [action, setAction] = useState<Action | null>(null)
  const queryClient = useQueryClient()
  const allowed = {
    review: useCan(WORKER_ENTRY_PERMISSIONS.review),
    onboard: useCan(WORKER_ENTRY_PERMISSIONS.onboard),
    reject: useCan(WORKER_ENTRY_PERMISSIONS.reject),
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(BASE) })
  const close = () => setAction(null)

  const definition = useMemo<ResourceDefinition<typeof BASE>>(
    () => ({
      base: BASE,
      title: t('入职单'),
      columns: contractColumns<WorkerEntryRow>(
        'workerEntry',
        [
          'entryNo',
          'name',
          'sex',
          'phone',
          'workshop',
          'desiredPost',
          'status',
          'workNo',
          'departId',
          'createTime',
        ],
        {
          entryNo: { width: 170 },
          phone: { width: 120 },
          createTime: { title: t('登记时间') },
          departId: { render: (row) => departNames.get(text(row.departId)) ?? text(row.departId) },
        },
      ),
      queryFields: contractQueryFields('workerEntry', ['entryNo', 'name', 'phone', 'status', 'workshop']),
      formFields: entryFormFields,
      excel: { exportPath: '/hr/workerEntry/exportXls', importPath: '/hr/workerEntry/importExcel' },
      permissions: WORKER_ENTRY_PERMISSIONS,
      defaultSort: { column: 'createTime', order: 'desc' },
    }),
    [departNames, t],
  )

  return (
    <>
      <ResourceListPage
        definition={definition}
        rowPermissions={(row) => ({ edit: open(row), delete: row.status !== ENTRY_STATUS.onboarded })}
        onDetail={(row) => setAction({ kind: 'detail', row })}
        rowActions={(row) => (
          <>
            {allowed.review && row.status === ENTRY_STATUS.submitted ? (
              <Button size="sm" variant="link" onClick={() => setAction({ kind: 'review', row })}>
                {t('审核')}
              </Button>
            ) : null}
            {allowed.onboard && row.status === ENTRY_STATUS.reviewed ? (
              <Button size="sm" variant="link" onClick={() => setAction({ kind: 'onboard', row })}>
                {t('办理入职')}
              </Button>
            ) : null}
            {allowed.reject && open(row) ? (
              <Button
                size="sm"
                variant="link"
                className="text-danger-strong"
                onClick={() => setAction({ kind: 'reject', row })}
              >
                {t('拒绝')}
              </Button>
            ) : null}
          </>
        )}
      />
      {action?.kind === 'detail' ? <DetailDialog row={action.row} onClose={close} /> : null}
      {action?.kind === 'review' ? (
        <Dialog open onOpenChange={(next) => (next ? null : close())}>
          <DialogContent width={720} aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>
                {t('审核入职单')} {action.row.entryNo}（{action.row.name}）
              </DialogTitle>
            </DialogHeader>
            <WorkerEntryReviewForm
              entry={action.row}
              onCancel={close}
              onReviewed={() => {
                close()
                void refresh()
              }}
            />
          </DialogContent>
        </Dialog>
      ) : null}
      {action?.kind === 'onboard' ? (
        <OnboardConfirm
          row={action.row}
          onDone={() => {
            close()
            void refresh()
          }}
          onCancel={close}
        />
      ) : null}
      {action?.kind === 'reject' ? (
        <RejectDialog
          row={action.row}
          onDone={() => {
            close()
            void refresh()
          }}
          onCancel={close}
        />
      ) : null}
    </>
  )
}

function DetailDialog({ row, onClose }: { row: WorkerEntryRow; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width={900} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('入职单详情')}</DialogTitle>
        </DialogHeader>
        <DetailList col={2}>
          <EntryDetailItems entry={row} />
        </DetailList>
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t('关闭')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function OnboardConfirm({
  row,
  onDone,
  onCancel,
}: {
  row: WorkerEntryRow
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    setPending(true)
    try {
      toast.success(await workerEntryApi.onboard(String(row.id)))
      onDone()
    } catch (error) {
      setFailure(messageOf(error))
      setPending(false)
    }
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? null : onCancel())}
      title={t('为 {{name}} 办理入职？', { name: text(row.name) })}
      description={failure ?? t('将以工号 {{workNo}} 建立员工档案（试用）。', { workNo: text(row.workNo) })}
      confirmLabel={t('办理入职')}
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}

function RejectDialog({
  row,
  onDone,
  onCancel,
}: {
  row: WorkerEntryRow
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const id = useId()
  const submit = async () => {
    if (!reason.trim()) return setError(t('请填写拒绝原因'))
    setPending(true)
    try {
      toast.success(await workerEntryApi.reject(String(row.id), reason.trim()))
      onDone()
    } catch (failure) {
      setError(messageOf(failure))
      setPending(false)
    }
  }
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onCancel())}>
      <DialogContent width={480} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            {t('拒绝入职单')} {row.entryNo}
          </DialogTitle>
        </DialogHeader>
        <FormField label={t('拒绝原因')} controlId={id} error={error}>
          <textarea
            id={id}
            rows={3}
            maxLength={200}
            value={reason}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded border border-border bg-surface px-2 py-1 text-sm"
          />
        </FormField>
        <DialogFooter className="mt-4">
          <Button onClick={onCancel}>{t('取消')}</Button>
          <Button variant="danger" loading={pending} onClick={() => void submit()}>
            {t('拒绝')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
