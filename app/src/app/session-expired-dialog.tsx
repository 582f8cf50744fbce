import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { useState } from 'react'
import { logout } from '../lib/session-actions'
import { useSessionExpired } from '../stores/session-expired-store'

/** SPEC §8: '登录已过期' — '很抱歉，登录已过期，请重新登录', button 重新登录: logs out and reloads. */
export function SessionExpiredDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const open = useSessionExpired((state) => state.open)
  const hide = useSessionExpired((state) => state.hide)
  const [busy, setBusy] = useState(false)
  const signInAgain = async () => {
    setBusy(true)
    await logout()
    hide()
    reload()
  }
  return (
    <Dialog open={open}>
      <DialogContent
        width={416}
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>登录已过期</DialogTitle>
          <DialogDescription>很抱歉，登录已过期，请重新登录</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="primary" loading={busy} onClick={() => void signInAgain()}>
            重新登录
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
