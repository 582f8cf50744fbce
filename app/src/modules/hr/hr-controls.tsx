import { toast } from '@erp/ui-kit/toast'
import { Tree, type TreeNode } from '@erp/ui-kit/tree'
import { Upload, type UploadFunction } from '@erp/ui-kit/upload'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import {
  publicUpload,
  staffUpload,
  useDepartTree,
  usePositionOptions,
  type DepartNode,
} from './api/hr-references'
import { messageOf } from '../../lib/api-errors'
import { OptionPicker } from '../../lib/resource/option-picker'
import type { ControlProps } from '../../lib/resource/resource-definition'
import { useT } from '@erp/ui-kit/i18n'
import { storedFileUrl } from '../../lib/stored-file-url'

/** Controls the HR forms share: department tree, position select, image upload. */

const toTree = (nodes: readonly DepartNode[]): TreeNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.departName ?? node.title ?? node.id,
    ...(node.children?.length ? { children: toTree(node.children) } : {}),
  }))

function flatten(nodes: readonly DepartNode[], into = new Map<string, string>()) {
  for (const node of nodes) {
    into.set(node.id, node.departName ?? node.title ?? node.id)
    if (node.children) flatten(node.children, into)
  }
  return into
}

/**
 * Department id → its path from the top ('北京国炬软件 / 研发部'), in tree order: the options of a department
 * filter, which takes the sub-departments too (the server lists a department's subtree), so the hierarchy shows.
 */
export function departPaths(
  nodes: readonly DepartNode[],
  into = new Map<string, string>(),
  parent = '',
): Map<string, string> {
  for (const node of nodes) {
    const name = node.departName ?? node.title ?? node.id
    const path = parent ? `${parent} / ${name}` : name
    into.set(node.id, path)
    if (node.children) departPaths(node.children, into, path)
  }
  return into
}

/** The department filter's options: every department as its path, in tree order. */
export function useDepartPathOptions(): { value: string; label: string }[] {
  const departs = useDepartTree()
  return useMemo(
    () => [...departPaths(departs.data ?? [])].map(([value, label]) => ({ value, label })),
    [departs.data],
  )
}

/** Department id → name, for list columns and details. */
export function useDepartNames(): Map<string, string> {
  const departs = useDepartTree()
  return useMemo(() => flatten(departs.data ?? []), [departs.data])
}

/** 部门: a single-choice department tree; the value is the department id. */
export function DepartTreeSelect({ id, value, onChange, disabled, describedBy, invalid }: ControlProps) {
  const t = useT()
  const departs = useDepartTree()
  const nodes = useMemo(() => toTree(departs.data ?? []), [departs.data])
  const names = useMemo(() => flatten(departs.data ?? []), [departs.data])
  const selected = value ? String(value) : null
  return (
    <div
      id={id}
      aria-describedby={describedBy}
      className={`max-h-48 overflow-y-auto rounded border p-1 ${invalid ? 'border-danger' : 'border-border'}`}
    >
      {departs.error ? <p className="text-sm text-danger-strong">{messageOf(departs.error)}</p> : null}
      {nodes.length ? (
        <Tree
          label={t('部门')}
          nodes={nodes}
          selectedKey={selected}
          onSelectedKeyChange={(key) => onChange(key)}
          disabled={disabled}
        />
      ) : (
        <p className="px-1 text-sm text-muted-foreground">
          {departs.isLoading ? t('加载中...') : t('暂无部门')}
        </p>
      )}
      {selected ? (
        <p className="border-t border-border px-1 pt-1 text-xs text-muted-foreground">
          {t('已选：')}
          {names.get(selected) ?? selected}
        </p>
      ) : null}
    </div>
  )
}

/** 职务: a select of the positions. */
export function PositionSelect(props: ControlProps) {
  const t = useT()
  const options = usePositionOptions()
  return <OptionPicker {...props} options={options} placeholder={t('请选择职务')} />
}

/** The address of an uploaded file (app/src/lib/stored-file-url.ts). */
export const fileUrl = (path: string) => storedFileUrl(path)

/** One image (photo, ID card side); the value is its stored path. */
export function ImageUpload({
  value,
  onChange,
  disabled,
  label,
  visitor = false,
}: Pick<ControlProps, 'value' | 'onChange' | 'disabled'> & { label: string; visitor?: boolean }) {
  const t = useT()
  // A photo just chosen shows from the browser's own copy: worker photos are personal data, which the server
  // serves only to staff holding their page (a visitor of the public entry form cannot read them back).
  const previews = useRef(new Map<string, string>())
  useEffect(() => {
    const made = previews.current
    return () => made.forEach((url) => URL.revokeObjectURL(url))
  }, [])
  const upload = useCallback<UploadFunction>(
    async (file, options) => {
      const outcome = await (visitor ? publicUpload : staffUpload)(file, options)
      if (outcome.ok) previews.current.set(outcome.path, URL.createObjectURL(file))
      return outcome
    },
    [visitor],
  )
  const previewUrl = useCallback((path: string) => previews.current.get(path) ?? fileUrl(path), [])
  return (
    <Upload
      type="image"
      accept="image/png,image/jpeg,image/gif,image/webp"
      multiple={false}
      limit={1}
      biz="hr"
      buttonText={t('上传{{label}}', { label: t(label) })}
      upload={upload}
      fileUrl={previewUrl}
      value={value ? String(value) : ''}
      onChange={(next) => onChange(next)}
      onMessage={(message, kind) => (kind === 'error' ? toast.error(message) : toast.warning(message))}
      disabled={disabled}
    />
  )
}
