import { buttonVariants } from '@erp/ui-kit/button'
import { cn } from '@erp/ui-kit/cn'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { useT } from '@erp/ui-kit/i18n'
import { Link } from 'react-router-dom'
import { ExamplePage } from './example-parts'
import { money } from './example-money'
import { useLastOutcome } from './last-outcome'

const STEP_FORM = '/form/step-form'

/** A round mark: ✓ on success, ✕ on failure (decoration; the heading says it in words). */
function Mark({ ok }: { ok: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'mx-auto flex size-14 items-center justify-center rounded-full text-3xl text-primary-foreground',
        ok ? 'bg-success' : 'bg-danger-strong',
      )}
    >
      {ok ? '✓' : '✕'}
    </div>
  )
}

/** The empty state of a result page opened without an outcome yet. */
function NoOutcome({ text }: { text: string }) {
  const t = useT()
  return (
    <div className="space-y-4 text-center" data-testid="result-empty">
      <p role="status" className="m-0 text-sm text-muted-foreground">
        {text}
      </p>
      <Link to={STEP_FORM} className={buttonVariants({ variant: 'primary' })}>
        {t('去充值')}
      </Link>
    </div>
  )
}

/** 结果页 › 成功: the user's latest successful recharge, as the server recorded it. */
export function SuccessResult() {
  const t = useT()
  const { success } = useLastOutcome()
  return (
    <ExamplePage title={t('成功')}>
      {success ? (
        <div className="space-y-6" data-testid="result-success">
          <div className="space-y-2 text-center">
            <Mark ok />
            <p className="m-0 text-xl font-medium">{success.message}</p>
            <p className="m-0 text-sm text-muted-foreground">
              {t('饭卡 {{cardNo}}（{{personName}}）已充值 {{amount}} 元', {
                cardNo: success.cardNo,
                personName: success.personName,
                amount: money(success.amount),
              })}
            </p>
          </div>
          <DetailList col={2} title={t('交易记录')} className="mx-auto max-w-3xl rounded bg-muted p-4">
            <DetailListItem term={t('交易编号')}>
              <span className="font-mono" data-testid="result-transaction-id">
                {success.transactionId}
              </span>
            </DetailListItem>
            <DetailListItem term={t('交易时间')}>{success.time}</DetailListItem>
            <DetailListItem term={t('卡号')}>{success.cardNo}</DetailListItem>
            <DetailListItem term={t('持卡人')}>{success.personName}</DetailListItem>
            <DetailListItem term={t('充值金额')}>{money(success.amount)}</DetailListItem>
            <DetailListItem term={t('充值后余额')}>{money(success.balanceAfter)}</DetailListItem>
          </DetailList>
          <div className="flex justify-center gap-2">
            <Link to={STEP_FORM} className={buttonVariants({ variant: 'primary' })}>
              {t('再充一笔')}
            </Link>
            <Link to="/cnt/transaction" className={buttonVariants()}>
              {t('查看消费流水')}
            </Link>
          </div>
        </div>
      ) : (
        <NoOutcome text={t('还没有成功的充值。在分步表单中为饭卡充值后，这里显示服务器记录的交易。')} />
      )}
    </ExamplePage>
  )
}

/** 结果页 › 失败: the user's latest refused recharge with the server's reason. */
export function FailureResult() {
  const t = useT()
  const { failure } = useLastOutcome()
  return (
    <ExamplePage title={t('失败')}>
      {failure ? (
        <div className="space-y-6" data-testid="result-fail">
          <div className="space-y-2 text-center">
            <Mark ok={false} />
            <p className="m-0 text-xl font-medium">{t('充值失败')}</p>
            <p role="alert" className="m-0 text-danger-strong" data-testid="result-fail-message">
              {failure.message}
            </p>
          </div>
          <DetailList col={3} className="mx-auto max-w-3xl rounded bg-muted p-4">
            <DetailListItem term={t('卡号')}>{failure.cardNo}</DetailListItem>
            <DetailListItem term={t('充值金额')}>{money(failure.amount)}</DetailListItem>
            <DetailListItem term={t('时间')}>{failure.time}</DetailListItem>
          </DetailList>
          <div className="flex justify-center">
            <Link to={STEP_FORM} className={buttonVariants({ variant: 'primary' })}>
              {t('返回修改')}
            </Link>
          </div>
        </div>
      ) : (
        <NoOutcome text={t('还没有失败的充值。充值被服务器拒绝时，这里显示拒绝的原因。')} />
      )}
    </ExamplePage>
  )
}
