import { DetailList } from '@erp/ui-kit/detail-list'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { loginPathFor } from '../../lib/session-actions'
import { selectIsSignedIn, useSession } from '../../stores/session-store'
import { PublicShell } from './public-shell'
import { ENTRY_STATUS, workerEntryApi, workerEntryKeys, type WorkerEntryRow } from './api/worker-entry-api'
import { EntryDetailItems } from './worker-entry-details'
import { WorkerEntryReviewForm } from './worker-entry-review'
import { dictText, useT } from '@erp/ui-kit/i18n'

/**
 * /sdn/emp/entry/hr: the workshop worker form for HR (`?id=` or `?entryNo=`). Without a staff session it only
 * offers to sign in and come back; with one it shows what the worker filled in and lets HR complete and review it.
 */
export default function WorkerEntryHrPage() {
  const t = useT()
  const signedIn = useSession(selectIsSignedIn)
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <PublicShell title={t('普工入职审核')}>
      {signedIn ? (
        <HrReview />
      ) : (
        <div className="space-y-3 py-4 text-center">
          <p className="text-sm text-foreground">{t('此页面供人事人员使用，请先登录。')}</p>
          <Link to={loginPathFor(here)} className="inline-block text-primary-strong underline">
            {t('登录后继续')}
          </Link>
        </div>
      )}
    </PublicShell>
  )
}

function HrReview() {
  const t = useT()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const entryNo = params.get('entryNo') ?? ''
  const queryClient = useQueryClient()
  const key = id ? workerEntryKeys.byId(id) : workerEntryKeys.byNumber(entryNo)
  const entry = useQuery({
    queryKey: key,
    queryFn: async (): Promise<WorkerEntryRow | null> =>
      id ? await workerEntryApi.byId(id) : await workerEntryApi.byNumber(entryNo),
    enabled: Boolean(id || entryNo),
  })
  if (!id && !entryNo)
    return <p role="alert">{t('缺少入职单：请从入职单列表打开，或在地址中带上 ?entryNo=登记编号')}</p>
  if (entry.isLoading) return <p className="text-sm text-muted-foreground">{t('加载中...')}</p>
  if (entry.error)
    return (
      <p role="alert" className="text-sm text-danger-strong">
        {messageOf(entry.error)}
      </p>
    )
  const row = entry.data
  if (!row)
    return <p role="alert">{entryNo ? t('未找到入职单：{{entryNo}}', { entryNo }) : t('未找到入职单')}</p>
  const status = dictText(
    'worker_entry_status',
    row.status ?? '',
    (row as { status_dictText?: string | null }).status_dictText ?? row.status ?? '',
  )
  return (
    <div className="space-y-4">
      <DetailList col={2} title={t('登记信息')}>
        <EntryDetailItems entry={row} />
      </DetailList>
      {row.status === ENTRY_STATUS.submitted ? (
        <section aria-label={t('人事填写')} className="border-t border-border pt-4">
          <h2 className="mb-2 text-base font-medium">{t('人事填写')}</h2>
          <WorkerEntryReviewForm
            entry={row}
            onReviewed={() => void queryClient.invalidateQueries({ queryKey: key })}
          />
        </section>
      ) : (
        <p role="status" className="rounded bg-muted px-3 py-2 text-sm">
          {t('当前状态：')}
          {status}
          {row.status === ENTRY_STATUS.reviewed ? t('，请到“普工入职”列表办理入职。') : ''}
        </p>
      )}
      <p className="text-sm">
        <Link to="/hr/workerEntry" className="text-primary-strong underline">
          {t('返回普工入职列表')}
        </Link>
      </p>
    </div>
  )
}
