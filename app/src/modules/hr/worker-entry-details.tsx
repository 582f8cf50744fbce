import { DetailListItem } from '@erp/ui-kit/detail-list'
import { usePositionOptions } from './api/hr-references'
import { fileUrl, useDepartNames } from './hr-controls'
import { useDictOptions } from '../../lib/resource/use-dict-options'
import type { WorkerEntryRow } from './api/worker-entry-api'
import { useT } from '@erp/ui-kit/i18n'

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

function Picture({ path, alt }: { path: string | null | undefined; alt: string }) {
  const t = useT()
  return path ? (
    <a href={fileUrl(path)} target="_blank" rel="noreferrer">
      <img src={fileUrl(path)} alt={alt} className="h-20 max-w-32 rounded object-cover" />
    </a>
  ) : (
    <span className="text-muted-foreground">{t('无')}</span>
  )
}

/** Everything of an entry as detail-list items (staff pages: department and post by name). */
export function EntryDetailItems({ entry }: { entry: WorkerEntryRow }) {
  const t = useT()
  const departs = useDepartNames()
  const positions = usePositionOptions()
  const record = entry as Record<string, unknown>
  // queryById answers codes only: the texts come from the dictionaries then.
  const options: Record<string, ReturnType<typeof useDictOptions>> = {
    status: useDictOptions('worker_entry_status'),
    sex: useDictOptions('sex'),
    education: useDictOptions('education'),
    workshop: useDictOptions('workshop'),
    contractType: useDictOptions('contract_type'),
  }
  const dict = (name: string) => {
    const value = text(record[name])
    // The dictionary's option is in the screen's language; the server's `_dictText` is Chinese.
    const known = options[name]?.find((option) => option.value === value)?.label
    return text(known ?? record[`${name}_dictText`] ?? value)
  }
  const post = positions.find((option) => option.value === entry.post)?.label ?? text(entry.post)
  return (
    <>
      <DetailListItem term={t('登记编号')}>{text(entry.entryNo)}</DetailListItem>
      <DetailListItem term={t('状态')}>{dict('status')}</DetailListItem>
      <DetailListItem term={t('姓名')}>{text(entry.name)}</DetailListItem>
      <DetailListItem term={t('性别')}>{dict('sex')}</DetailListItem>
      <DetailListItem term={t('身份证号')}>{text(entry.idCard)}</DetailListItem>
      <DetailListItem term={t('手机号')}>{text(entry.phone)}</DetailListItem>
      <DetailListItem term={t('出生日期')}>{text(entry.birthday)}</DetailListItem>
      <DetailListItem term={t('籍贯')}>{text(entry.nativePlace)}</DetailListItem>
      <DetailListItem term={t('学历')}>{dict('education')}</DetailListItem>
      <DetailListItem term={t('意向车间')}>{dict('workshop')}</DetailListItem>
      <DetailListItem term={t('意向岗位')}>{text(entry.desiredPost)}</DetailListItem>
      <DetailListItem term={t('期望入职日期')}>{text(entry.expectedEntryDate)}</DetailListItem>
      <DetailListItem term={t('现住址')}>{text(entry.address)}</DetailListItem>
      <DetailListItem term={t('紧急联系人')}>
        {[text(entry.emergencyContact), text(entry.emergencyPhone)].filter(Boolean).join(' ')}
      </DetailListItem>
      <DetailListItem term={t('工号')}>{text(entry.workNo)}</DetailListItem>
      <DetailListItem term={t('部门')}>
        {departs.get(text(entry.departId)) ?? text(entry.departId)}
      </DetailListItem>
      <DetailListItem term={t('职务')}>{post}</DetailListItem>
      <DetailListItem term={t('入职日期')}>{text(entry.entryDate)}</DetailListItem>
      <DetailListItem term={t('合同类型')}>{dict('contractType')}</DetailListItem>
      {entry.rejectReason ? <DetailListItem term={t('拒绝原因')}>{entry.rejectReason}</DetailListItem> : null}
      <DetailListItem term={t('照片')}>
        <Picture path={entry.photo} alt={t('本人照片')} />
      </DetailListItem>
      <DetailListItem term={t('身份证')}>
        <span className="flex flex-wrap gap-2">
          <Picture path={entry.idCardFront} alt={t('身份证人像面')} />
          <Picture path={entry.idCardBack} alt={t('身份证国徽面')} />
        </span>
      </DetailListItem>
    </>
  )
}
