import { useNavigate } from 'react-router-dom'
import { PublicShell } from './public-shell'
import { WorkerEntryForm } from './worker-entry-form'
import { useT } from '@erp/ui-kit/i18n'

/** /sdn/emp: the workshop worker form; the worker fills the whole form, photos included. */
export default function WorkerFormPage() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <PublicShell
      title={t('普工入职登记')}
      intro={t('请如实填写以下信息，带 * 的为必填项。提交后请记下登记编号。')}
    >
      <WorkerEntryForm
        variant="full"
        onSubmitted={(entryNo) =>
          void navigate(`/sdn/emp/success?entryNo=${encodeURIComponent(entryNo)}`, { state: { entryNo } })
        }
      />
    </PublicShell>
  )
}
