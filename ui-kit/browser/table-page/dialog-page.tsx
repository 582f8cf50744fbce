/**
 * The page `ui-kit/browser/dialog.spec.ts` drives in real Chromium (/dialog.html): a long form in a dialog
 * (its body scrolls, the title and 确定 stay put) and a short one whose name is checked on blur, as
 * react-hook-form's mode onBlur does. Every save is counted on `window.__saves`.
 */
import '../../src/styles.css'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Button } from '../../src/button/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../src/dialog/dialog'
import { FormField } from '../../src/form-field/form-field'
import { Input } from '../../src/input/input'

declare global {
  interface Window {
    __saves?: number
  }
}

const LABELS = ['机构名称', '英文名', '缩写', '排序', '手机号', '传真', '地址', '负责人', '邮箱', '网址']

function LongForm() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>长表单</Button>
      </DialogTrigger>
      <DialogContent width={800} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>添加下级部门</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <div className="grid grid-cols-1 gap-4">
            {LABELS.map((label) => (
              <FormField key={label} label={label}>
                <Input />
              </FormField>
            ))}
            <FormField label="备注">
              <textarea rows={8} className="w-full rounded border border-border" />
            </FormField>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button>取消</Button>
          <Button variant="primary">确定</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function BlurChecked() {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>短表单</Button>
      </DialogTrigger>
      <DialogContent width={520} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>新增系统通告</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <FormField label="标题" error={error}>
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setError(name.trim() ? null : '请输入标题!')}
            />
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => setOpen(false)}>取消</Button>
          <Button
            variant="primary"
            onClick={() => {
              if (!name.trim()) return setError('请输入标题!')
              window.__saves = (window.__saves ?? 0) + 1
              setOpen(false)
            }}
          >
            确定
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function DialogPage() {
  return (
    <main className="flex gap-4 p-6">
      <LongForm />
      <BlurChecked />
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<DialogPage />)
