import { Button } from '@erp/ui-kit/button'
import { Checkbox } from '@erp/ui-kit/checkbox'
import { Input } from '@erp/ui-kit/input'
import { useId, useState } from 'react'
import { defectPoints, FOUR_POINT_RULE, pointsPer100SquareYards } from './four-point'
import { useT } from '@erp/ui-kit/i18n'

interface DefectEntry {
  key: number
  length: number
  hole: boolean
  points: number
}

const positive = (text: string) => {
  const value = Number(text)
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null
}

/** The four-point rule and a small calculator: defects of a roll → points → points per 100 square yards. */
export function FourPointCalculator() {
  const t = useT()
  const id = useId()
  const [length, setLength] = useState('')
  const [hole, setHole] = useState(false)
  const [defects, setDefects] = useState<DefectEntry[]>([])
  const [yards, setYards] = useState('')
  const [width, setWidth] = useState('')
  const lengthValue = positive(length)
  const total = defects.reduce((sum, defect) => sum + defect.points, 0)
  const yardsValue = positive(yards)
  const widthValue = positive(width)
  const score = yardsValue && widthValue ? pointsPer100SquareYards(total, yardsValue, widthValue) : null

  const add = () => {
    if (lengthValue === null && !hole) return
    const inches = lengthValue ?? 0
    setDefects((list) => [
      ...list,
      { key: Date.now() + list.length, length: inches, hole, points: defectPoints(inches, hole) },
    ])
    setLength('')
    setHole(false)
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-4 grid gap-4 rounded border border-border bg-surface p-4 md:grid-cols-2"
    >
      <div>
        <h2 id={`${id}-title`} className="mb-2 text-base font-medium">
          {t('四分制评分（ASTM D5430）')}
        </h2>
        <table className="w-full text-sm" aria-label={t('四分制评分规则')}>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 font-normal">
                {t('疵点长度')}
              </th>
              <th scope="col" className="py-1 font-normal">
                {t('扣分')}
              </th>
            </tr>
          </thead>
          <tbody>
            {FOUR_POINT_RULE.map(([range, points]) => (
              <tr key={range} className="border-t border-border">
                <td className="py-1">{t(range)}</td>
                <td className="py-1">{t('{{points}} 分', { points })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-muted-foreground">
          {t('每百平方码分数 = 总分 × 3600 ÷（检验码数 × 有效门幅英寸）')}
        </p>
      </div>
      <div className="grid content-start gap-2">
        <h3 className="text-sm font-medium">{t('计算器')}</h3>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm" htmlFor={`${id}-length`}>
            {t('疵点长度（英寸）')}
            <Input
              id={`${id}-length`}
              inputMode="decimal"
              value={length}
              onChange={(event) => setLength(event.target.value)}
              className="w-28"
            />
          </label>
          <label className="inline-flex h-8 items-center gap-1 text-sm">
            <Checkbox checked={hole} onCheckedChange={(checked) => setHole(checked === true)} />
            {t('破洞')}
          </label>
          <Button type="button" onClick={add} disabled={lengthValue === null && !hole}>
            {t('加入疵点')}
          </Button>
          {defects.length ? (
            <Button type="button" variant="ghost" onClick={() => setDefects([])}>
              {t('清空')}
            </Button>
          ) : null}
        </div>
        <ul aria-label={t('已记录疵点')} className="flex flex-wrap gap-1 text-xs">
          {defects.map((defect) => (
            <li key={defect.key} className="rounded bg-muted px-2 py-0.5">
              {defect.hole ? t('破洞') : t('{{length}} 英寸', { length: defect.length })} → {defect.points}{' '}
              {t('分')}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm" htmlFor={`${id}-yards`}>
            {t('检验码数')}
            <Input
              id={`${id}-yards`}
              inputMode="decimal"
              value={yards}
              onChange={(event) => setYards(event.target.value)}
              className="w-28"
            />
          </label>
          <label className="grid gap-1 text-sm" htmlFor={`${id}-width`}>
            {t('门幅（英寸）')}
            <Input
              id={`${id}-width`}
              inputMode="decimal"
              value={width}
              onChange={(event) => setWidth(event.target.value)}
              className="w-28"
            />
          </label>
        </div>
        <p role="status" className="text-sm">
          {t('总分')} <strong>{total}</strong> {t('分')}
          {score === null ? (
            t('，输入码数和门幅后得出每百平方码分数')
          ) : (
            <>
              {t('，每百平方码')} <strong>{score.toFixed(2)}</strong> {t('分')}
            </>
          )}
        </p>
      </div>
    </section>
  )
}
