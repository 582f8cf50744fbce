import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@erp/ui-kit/dropdown-menu'
import { useState } from 'react'
import { NavLink, Outlet, useNavigate, useOutletContext } from 'react-router-dom'
import type { components } from '@erp/openapi/schema'
import { config } from '../../lib/config'
import { logout } from '../../lib/session-actions'
import { useSession } from '../../stores/session-store'

type PermissionList = components['schemas']['PermissionList']

/** Side menu, header with the user dropdown, content and footer (SPEC §2). The full shell grows here. */
export function BasicLayout() {
  const permissions = useOutletContext<PermissionList>()
  const user = useSession((state) => state.userInfo)
  const navigate = useNavigate()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const confirmLogout = async () => {
    setLeaving(true)
    await logout()
    setConfirmOpen(false)
    void navigate('/user/login', { replace: true })
  }

  const topItems = permissions.menu.filter((item) => !item.hidden && item.route !== '0')

  return (
    <div className="flex min-h-screen">
      <aside className="w-sider shrink-0 bg-sider text-sider-foreground">
        <div className="px-4 py-4 text-lg font-semibold">{config.productName}</div>
        <nav aria-label="主菜单">
          <ul>
            {topItems.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.path}
                  className="block px-4 py-2 hover:bg-white/10 aria-[current=page]:bg-primary"
                >
                  {item.meta.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-end gap-4 bg-surface px-6 shadow-sm">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" aria-label={`用户菜单：${user?.realname ?? user?.username ?? ''}`}>
                {user?.realname ?? user?.username}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setConfirmOpen(true)}>退出登录</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </header>
        <main className="flex-1 p-6">
          <Outlet />
        </main>
        <footer className="py-4 text-center text-sm text-muted-foreground">Copyright © 2026 SDN</footer>
      </div>
      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent width={416}>
          <DialogHeader>
            <DialogTitle>提示</DialogTitle>
            <DialogDescription>真的要注销登录吗 ?</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              取消
            </Button>
            <Button variant="primary" loading={leaving} onClick={() => void confirmLogout()}>
              确定
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
