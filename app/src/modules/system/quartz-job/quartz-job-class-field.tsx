import { msg, useLocale, useT } from '@erp/ui-kit/i18n'
import { Select } from '@erp/ui-kit/select'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { ControlProps } from '../../../lib/resource/resource-definition'
import { jobClassesQuery, type JobClassInfo } from './api/quartz-job-classes'

/**
 * The job class of a job: a select of the classes the server knows (several jobs may run one class with
 * different parameters), and under it what the chosen class does and what its parameter means. The server still
 * refuses any other class.
 */

export const JOB_CLASS_MESSAGES = {
  placeholder: msg('请选择任务类'),
  loading: msg('正在读取任务类…'),
  failed: msg('任务类列表读取失败'),
  parameter: msg('参数：{{text}}'),
  noParameter: msg('此任务类不读取参数'),
  unknown: msg('服务器不认识该任务类，请另选一个'),
}

/** The short name of a class: its last segment (org.jeecg.modules.quartz.job.SampleJob → SampleJob). */
export const shortClassName = (className: string) => className.slice(className.lastIndexOf('.') + 1)

export function JobClassField({ id, describedBy, value, onChange, onBlur, invalid, disabled }: ControlProps) {
  const t = useT()
  const english = useLocale() === 'en-US'
  const hintId = useId()
  const classes = useQuery(jobClassesQuery())
  const chosen = value === null || value === undefined ? '' : String(value)
  const known = classes.data ?? []
  const info: JobClassInfo | undefined = known.find((jobClass) => jobClass.className === chosen)
  const options = known.map((jobClass) => ({
    value: jobClass.className,
    label: `${english ? jobClass.titleEn : jobClass.title} (${shortClassName(jobClass.className)})`,
  }))
  // A stored class the server no longer knows is still shown, so the form says what the row holds.
  if (chosen && !info && classes.isSuccess) options.push({ value: chosen, label: chosen })
  const parameter = info ? (english ? info.parameterEn : info.parameter) : null
  return (
    <div className="space-y-1">
      <Select
        id={id}
        value={chosen}
        options={options}
        disabled={disabled}
        invalid={invalid}
        placeholder={t(classes.isPending ? JOB_CLASS_MESSAGES.loading : JOB_CLASS_MESSAGES.placeholder)}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ') || undefined}
        onValueChange={(next) => {
          onChange(next)
          onBlur()
        }}
      />
      <div id={hintId} aria-live="polite" className="text-xs text-muted-foreground">
        {classes.isError ? (
          <p className="text-danger-strong">{t(JOB_CLASS_MESSAGES.failed)}</p>
        ) : info ? (
          <>
            <p data-testid="job-class-description">{english ? info.descriptionEn : info.description}</p>
            <p>
              {parameter
                ? t(JOB_CLASS_MESSAGES.parameter, { text: parameter })
                : t(JOB_CLASS_MESSAGES.noParameter)}
            </p>
          </>
        ) : chosen && classes.isSuccess ? (
          <p className="text-danger-strong">{t(JOB_CLASS_MESSAGES.unknown)}</p>
        ) : null}
      </div>
    </div>
  )
}
