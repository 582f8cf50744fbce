import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { Select } from '@erp/ui-kit/select'
import { toast } from '@erp/ui-kit/toast'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useInvalidateRec } from './api/rec-keys'
import { useRequisitions } from './api/requisitions'
import { talentToCandidate } from './api/talents'
import { SkillsInput, SkillTags } from './rec-controls'
import { msg, t, useT } from '@erp/ui-kit/i18n'

type TalentRow = RowOf<'/rec/talent'>

export const TALENT_MESSAGES = {
  toCandidate: msg('转为候选人'),
  dialogTitle: (name: string) => t('将「{{name}}」转为候选人', { name }),
  requisition: msg('应聘职位'),
  chooseRequisition: msg('请选择应聘职位'),
  required: msg('请选择应聘职位!'),
  hint: msg('只列出招聘中和暂停的职位；候选人从「已投递」开始。'),
  cancel: msg('取消'),
  save: msg('确定'),
}

export const talentFormFields = contractFormFields(
  'talent',
  ['name', 'phone', 'email', 'yearsOfExperience', 'lastContact', 'skills', 'note'],
  {
    phone: { rules: { pattern: 'm' } },
    email: { rules: { pattern: 'e' } },
    skills: { render: (props) => <SkillsInput {...props} />, wide: true },
  },
)

export const talentResource: ResourceDefinition<'/rec/talent'> = {
  base: '/rec/talent',
  title: msg('人才'),
  columns: contractColumns<TalentRow>(
    'talent',
    ['name', 'phone', 'email', 'skills', 'yearsOfExperience', 'lastContact', 'note'],
    {
      skills: { sortable: false, render: (row) => <SkillTags value={row.skills} /> },
      yearsOfExperience: { align: 'right' },
      note: { sortable: false },
    },
  ),
  queryFields: contractQueryFields('talent', ['name', 'skills', 'lastContact']),
  formFields: talentFormFields,
  excel: { exportPath: '/rec/talent/exportXls', importPath: '/rec/talent/importExcel' },
  permissions: {
    add: 'rec:talent:add',
    edit: 'rec:talent:edit',
    delete: 'rec:talent:delete',
    export: 'rec:talent:export',
    import: 'rec:talent:import',
  },
}

/** 转为候选人: the talent applies for an open requisition. */
function ToCandidateDialog({
  talent,
  onOpenChange,
}: {
  talent: TalentRow
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const requisitions = useRequisitions()
  const open = (requisitions.data ?? []).filter((option) => option.status !== 'closed')
  const [requisitionId, setRequisitionId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const titleId = useId()
  const invalidate = useInvalidateRec()
  const save = useMutation({
    mutationFn: () => talentToCandidate(talent.id, requisitionId),
    onSuccess: async (message) => {
      toast.success(message)
      await invalidate()
      onOpenChange(false)
    },
    onError: (failure) => setError(messageOf(failure)),
  })
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={480} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{TALENT_MESSAGES.dialogTitle(String(talent.name ?? ''))}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setError(null)
            if (!requisitionId) return setError(t(TALENT_MESSAGES.required))
            save.mutate()
          }}
        >
          <FormField label={t(TALENT_MESSAGES.requisition)} hint={t(TALENT_MESSAGES.hint)} error={error}>
            <Select
              value={requisitionId}
              onValueChange={setRequisitionId}
              placeholder={t(TALENT_MESSAGES.chooseRequisition)}
              options={open.map((option) => ({ value: option.value, label: option.label }))}
            />
          </FormField>
          <DialogFooter className="mt-6">
            <Button type="button" onClick={() => onOpenChange(false)}>
              {t(TALENT_MESSAGES.cancel)}
            </Button>
            <Button type="submit" variant="primary" loading={save.isPending}>
              {t(TALENT_MESSAGES.save)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** 人才库 (menu component rec/TalentList). */
export default function TalentPage() {
  const t = useT()
  const [converting, setConverting] = useState<TalentRow | null>(null)
  const canConvert = useCan('rec:talent:toCandidate')
  return (
    <>
      <ResourceListPage
        definition={talentResource}
        rowActions={(row) =>
          canConvert ? (
            <Button size="sm" variant="link" onClick={() => setConverting(row)}>
              {t(TALENT_MESSAGES.toCandidate)}
            </Button>
          ) : null
        }
      />
      {converting ? (
        <ToCandidateDialog talent={converting} onOpenChange={(open) => (open ? null : setConverting(null))} />
      ) : null}
    </>
  )
}
