import { t, useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { Select } from '@erp/ui-kit/select'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { selectDepart, switchDepartsQuery } from '../lib/queries/account-queries'
import { useSession } from '../stores/session-store'

/** docs/spec.md §8 warning and §5 rule. */
export const departMessages = {
  empty: 'You have not set department information!',
  get required() {
    return t('请选择部门')
  },
} as const

/**
 * docs/spec.md §4 department dialog (width 450): opens only after the department list loads; an empty list
 * warns and closes; confirming with nothing selected sets the error state; a selection is sent to
 * /sys/selectDepart and the returned user info is stored.
 */
export function DepartSelectDialog({
  open,
  onClose,
  required = false,
}: {
  open: boolean
  onClose: () => void
  required?: boolean
}) {
  const t = useT()
  const username = useSession((state) => state.userInfo?.username)
  const setCurrentDepart = useSession((state) => state.setCurrentDepart)
  // undefined until the user picks: the current department is preselected.
  const [picked, setPicked] = useState<string | null | undefined>(undefined)
  const [invalid, setInvalid] = useState(false)
  const id = useId()

  const departs = useQuery({ ...switchDepartsQuery(username ?? ''), enabled: open })
  const list = departs.data?.list
  const loaded = open && departs.isSuccess

  useEffect(() => {
    if (!loaded || !list) return
    if (list.length === 0) {
      toast.warning(departMessages.empty)
      onClose()
    }
  }, [loaded, list, onClose])
  const chosen = picked === undefined ? (departs.data?.orgCode ?? null) : picked

  const select = useMutation({
    mutationFn: (orgCode: string) => selectDepart(orgCode, username),
    onSuccess: (verdict) => {
      // A refusal keeps the dialog open with the server's message; transport errors go to the catalogue.
      if (!verdict.ok || !verdict.result) return void toast.warning(verdict.message || t('切换部门失败'))
      setCurrentDepart(verdict.result.userInfo)
      onClose()
    },
  })

  const confirm = () => {
    if (!chosen) return setInvalid(true)
    select.mutate(chosen)
  }

  // A user of one department has nothing to switch to; the dialog says so instead of offering a choice.
  const only = list?.length === 1 ? list[0] : undefined
  if (only) {
    return (
      <Dialog open={loaded} onOpenChange={(next) => !next && !required && onClose()}>
        <DialogContent width={450} hideClose={required}>
          <DialogHeader>
            <DialogTitle>{t('切换部门')}</DialogTitle>
            <DialogDescription>
              {t('您只隶属于一个部门：{{name}}，无需切换', { name: only.departName ?? only.orgCode ?? '' })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="primary"
              loading={select.isPending}
              // A required choice (docs/spec.md §4) still records the department at the server.
              onClick={() => (required && only.orgCode ? select.mutate(only.orgCode) : onClose())}
            >
              {t('知道了')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    )
  }

  return (
    <Dialog open={loaded && Boolean(list?.length)} onOpenChange={(next) => !next && !required && onClose()}>
      <DialogContent width={450} hideClose={required}>
        <DialogHeader>
          <DialogTitle>{t('请选择部门')}</DialogTitle>
          <DialogDescription>{t('您隶属于多个部门，请选择当前登录部门')}</DialogDescription>
        </DialogHeader>
        <label htmlFor={`${id}-depart`} className="mb-1 block text-sm">
          {t('部门')}
        </label>
        <Select
          id={`${id}-depart`}
          invalid={invalid}
          allowClear
          aria-describedby={invalid ? `${id}-error` : undefined}
          value={chosen ?? ''}
          onValueChange={(next) => {
            setPicked(next || null)
            setInvalid(false)
          }}
          options={(list ?? []).map((depart) => ({
            value: depart.orgCode ?? '',
            label: depart.departName ?? depart.orgCode ?? '',
          }))}
        />
        {invalid ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger-strong">
            {departMessages.required}
          </p>
        ) : null}
        <DialogFooter>
          {required ? null : <Button onClick={onClose}>{t('取消')}</Button>}
          <Button variant="primary" loading={select.isPending} onClick={confirm}>
            {t('确定')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
