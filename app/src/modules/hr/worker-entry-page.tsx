import { useNavigate } from 'react-router-dom'
import { PublicShell } from './public-shell'
import { WorkerEntryForm } from './worker-entry-form'
import { useT } from '@erp/ui-kit/i18n'

/** /sdn/emp/entry: the worker entry form, the short variant (photos and details are taken at the HR desk). */
export default function WorkerEntryPage() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <PublicShell
      title={t('入职登记')}
      intro={t('快速登记：填写基本信息即可，照片等材料到人事处办理入职时补充。')}
    >
      <WorkerEntryForm
        variant="short"
        onSubmitted={(entryNo) =>
          void navigate(`/sdn/emp/success?entryNo=${encodeURIComponent(entryNo)}`, { state: { entryNo } })
        }
      />
    </PublicShell>
  )
}
