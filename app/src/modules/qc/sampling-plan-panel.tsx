import { Button } from '@erp/ui-kit/button'
import { Input } from '@erp/ui-kit/input'
import { Select } from '@erp/ui-kit/select'
import { useId, useState, type FormEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import {
  fetchSamplingPlan,
  isInspectionLevel,
  type InspectionLevel,
  type SamplingPlan,
} from './api/sampling-plan'
import { AQL_OPTIONS, INSPECTION_LEVEL_OPTIONS } from './qc-controls'
import { useT } from '@erp/ui-kit/i18n'

const LEVELS = INSPECTION_LEVEL_OPTIONS.map((option) => ({ value: option.value, label: option.label }))
const AQLS = AQL_OPTIONS.map((option) => ({ value: option.value, label: option.label }))

/** 抽样方案计算: a lot size, an inspection level and an AQL → code letter, sample size, Ac and Re. */
export function SamplingPlanPanel() {
  const t = useT()
  const id = useId()
  const [lotSize, setLotSize] = useState('')
  const [level, setLevel] = useState<InspectionLevel>('II')
  const [aql, setAql] = useState('2.5')
  const [plan, setPlan] = useState<{ plan: SamplingPlan; lotSize: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const lot = Number(lotSize)
    if (!Number.isInteger(lot) || lot < 1) {
      setPlan(null)
      setError(t('请输入批量（正整数）'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      setPlan({ plan: await fetchSamplingPlan(lot, level, Number(aql)), lotSize: lot })
    } catch (failure) {
      setPlan(null)
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4 rounded border border-border bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-1 text-base font-medium">
        {t('抽样方案计算')}
      </h2>
      <p className="mb-3 text-xs text-muted-foreground">
        {t(
          'GB/T 2828.1 / ISO 2859-1 正常检验一次抽样：按批量和检验水平查样本量字码，再按 AQL 查 Ac/Re；遇箭头取箭头所指的第一个方案（含其样本量），样本量大于等于批量时全检。',
        )}
      </p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <label className="grid gap-1 text-sm" htmlFor={`${id}-lot`}>
          {t('批量')}
          <Input
            id={`${id}-lot`}
            inputMode="numeric"
            value={lotSize}
            onChange={(event) => setLotSize(event.target.value)}
            className="w-32"
            aria-invalid={error === t('请输入批量（正整数）') || undefined}
          />
        </label>
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-level`}>{t('检验水平')}</label>
          <Select
            id={`${id}-level`}
            value={level}
            onValueChange={(value) => (isInspectionLevel(value) ? setLevel(value) : undefined)}
            options={LEVELS}
            className="w-28"
          />
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-aql`}>AQL</label>
          <Select id={`${id}-aql`} value={aql} onValueChange={setAql} options={AQLS} className="w-28" />
        </div>
        <Button type="submit" variant="primary" loading={busy}>
          {t('计算')}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {error ? <p className="text-danger-strong">{error}</p> : null}
        {plan ? (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('抽样方案')}>
              {(
                [
                  [t('样本量字码'), plan.plan.letter],
                  [t('样本量'), plan.plan.sampleSize],
                  [t('接收数 Ac'), plan.plan.ac],
                  [t('拒收数 Re'), plan.plan.re],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="rounded bg-muted px-3 py-2">
                  <dt className="text-xs text-muted-foreground">{term}</dt>
                  <dd className="text-lg font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {plan.plan.sampleSize >= plan.lotSize ? (
              <p className="text-warning-strong mt-2">{t('样本量达到批量，全数检验。')}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  )
}
