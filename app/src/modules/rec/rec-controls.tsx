import { Badge } from '@erp/ui-kit/badge'
import { Input } from '@erp/ui-kit/input'
import { toast } from '@erp/ui-kit/toast'
import { Upload, type UploadFunction } from '@erp/ui-kit/upload'
import { transfers } from '../../lib/api-transfers'
import { OptionPicker } from '../../lib/resource/option-picker'
import type { ControlProps } from '../../lib/resource/resource-definition'
import { useCandidateOptions } from './api/candidates'
import { useDepartOptions } from './api/departs'
import { useRequisitions } from './api/requisitions'
import { useUserOptions } from './api/users'
import { t, useT } from '@erp/ui-kit/i18n'
import { storedFileUrl } from '../../lib/stored-file-url'

/** Form controls of the recruitment pages: selects fed by look-ups, the résumé upload, ratings and skill tags. */

export function RequisitionSelect(props: ControlProps) {
  const t = useT()
  const requisitions = useRequisitions()
  return <OptionPicker {...props} options={requisitions.data ?? []} placeholder={t('请选择应聘职位')} />
}

export function UserSelect(props: ControlProps) {
  const t = useT()
  return <OptionPicker {...props} options={useUserOptions()} placeholder={t('请选择面试官')} />
}

export function DepartSelect(props: ControlProps) {
  const t = useT()
  return <OptionPicker {...props} options={useDepartOptions()} placeholder={t('请选择用人部门')} />
}

export function CandidateSelect(props: ControlProps) {
  const t = useT()
  return <OptionPicker {...props} options={useCandidateOptions(true)} placeholder={t('请选择候选人')} />
}

/** The address of an uploaded file (app/src/lib/stored-file-url.ts). */
export const fileUrl = (path: string) => storedFileUrl(path)

const resumeUpload: UploadFunction = async (file, { onProgress, signal }) => {
  const answer = await transfers.upload('/sys/common/upload', {
    file,
    fields: { biz: 'rec' },
    onProgress,
    signal,
  })
  return answer.success && answer.message
    ? { ok: true, path: answer.message }
    : { ok: false, message: answer.message || t('上传失败！') }
}

/** 简历: one file (PDF, Word or an image); the value is its stored path. */
export function ResumeUpload({ value, onChange, disabled }: ControlProps) {
  const t = useT()
  return (
    <Upload
      type="file"
      accept=".pdf,.doc,.docx,image/png,image/jpeg"
      multiple={false}
      limit={1}
      biz="rec"
      buttonText={t('上传简历')}
      upload={resumeUpload}
      fileUrl={fileUrl}
      value={value ? String(value) : ''}
      onChange={(next) => onChange(next)}
      onMessage={(message, kind) => (kind === 'error' ? toast.error(message) : toast.warning(message))}
      disabled={disabled}
    />
  )
}

/** 1–5 stars as text with an accessible name. */
export function Rating({ value }: { value: unknown }) {
  const t = useT()
  const stars = Number(value)
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) return null
  return (
    <span role="img" aria-label={t('{{stars}} 星', { stars })} className="text-warning">
      {'★'.repeat(stars)}
      <span className="text-muted-foreground">{'☆'.repeat(5 - stars)}</span>
    </span>
  )
}

/** Skills are stored as semicolon-separated text. */
export const skillsOf = (value: unknown): string[] =>
  String(value ?? '')
    .split(/[;；]/)
    .map((skill) => skill.trim())
    .filter((skill, index, all) => skill !== '' && all.indexOf(skill) === index)

export function SkillTags({ value }: { value: unknown }) {
  const skills = skillsOf(value)
  return skills.length ? (
    <span className="flex flex-wrap gap-1">
      {skills.map((skill) => (
        <Badge key={skill} variant="primary">
          {skill}
        </Badge>
      ))}
    </span>
  ) : null
}

/** 技能标签: typed as text separated by semicolons, shown as tags under the input. */
export function SkillsInput({ id, value, onChange, onBlur, disabled, describedBy, invalid }: ControlProps) {
  const t = useT()
  return (
    <div className="space-y-1">
      <Input
        id={id}
        value={value === null ? '' : String(value)}
        placeholder={t('用分号分隔，如：服装质检;英语')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          onChange(skillsOf(value).join(';'))
          onBlur()
        }}
        disabled={disabled}
        invalid={invalid}
        aria-describedby={describedBy}
      />
      <SkillTags value={value} />
    </div>
  )
}
