import { Button } from '@erp/ui-kit/button'
import { toast } from '@erp/ui-kit/toast'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { messageOf } from '../../lib/api-errors'
import { FailureAlert } from '../../lib/resource/form-dialog'
import { contractFormFields } from '../../lib/resource/from-contract'
import type { FormValues } from '../../lib/resource/resource-definition'
import { DepartTreeSelect, PositionSelect } from './hr-controls'
import { bodyOf, emptyValues, HrFormFields } from './hr-form-fields'
import { workerEntryApi, type ReviewBody, type WorkerEntryRow } from './api/worker-entry-api'
import { useT, msg } from '@erp/ui-kit/i18n'

/** What HR completes when reviewing an entry: the fields of the future staff record. */
export const reviewFields = contractFormFields(
  'workerEntry',
  ['workNo', 'entryDate', 'contractType', 'post', 'departId'],
  {
    // The work number becomes the staff record's: unique among staff records.
    workNo: { rules: { required: true, duplicate: { tableName: 'hr_person', fieldName: 'work_no' } } },
    entryDate: { rules: { required: true } },
    contractType: { rules: { required: true } },
    post: { render: (props) => <PositionSelect {...props} /> },
    departId: {
      render: (props) => <DepartTreeSelect {...props} />,
      wide: true,
      rules: { required: msg('请选择部门') },
    },
  },
)

const valuesOf = (entry: WorkerEntryRow): FormValues => ({
  ...emptyValues(reviewFields),
  workNo: entry.workNo ?? '',
  departId: entry.departId ?? '',
  post: entry.post ?? '',
  entryDate: entry.entryDate ?? entry.expectedEntryDate ?? '',
  contractType: entry.contractType ?? '',
})

/**
 * 审核: HR fills work number, department, post, entry date and contract, and the entry becomes reviewed. A
 * refusal keeps what was typed and shows the server's message.
 */
export function WorkerEntryReviewForm({
  entry,
  onReviewed,
  onCancel,
}: {
  entry: WorkerEntryRow
  onReviewed: (message: string) => void
  onCancel?: () => void
}) {
  const t = useT()
  const formId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<FormValues>({ mode: 'onBlur', defaultValues: valuesOf(entry) })
  const save = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const body = { ...bodyOf(reviewFields, values), id: String(entry.id) } as unknown as ReviewBody
      const message = await workerEntryApi.review(body)
      toast.success(message)
      onReviewed(message)
    } catch (error) {
      setFailure(messageOf(error))
    }
  })
  return (
    <div>
      <form
        id={formId}
        noValidate
        aria-label={t('审核入职单')}
        onSubmit={(event) => void save(event)}
        className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2"
      >
        <HrFormFields fields={reviewFields} control={form.control} idPrefix={formId} />
      </form>
      <FailureAlert failure={failure} className="mt-2" />
      <div className="mt-4 flex justify-end gap-2">
        {onCancel ? <Button onClick={onCancel}>{t('取消')}</Button> : null}
        <Button type="submit" form={formId} variant="primary" loading={form.formState.isSubmitting}>
          {t('审核通过')}
        </Button>
      </div>
    </div>
  )
}
