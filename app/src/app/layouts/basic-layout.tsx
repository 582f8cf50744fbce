import type { SessionPermissions } from '../require-session'
import { Breadcrumb } from '@erp/ui-kit/breadcrumb'
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
import { Drawer, DrawerContent, DrawerTitle } from '@erp/ui-kit/drawer'
import { SideMenu, type SideMenuItem } from '@erp/ui-kit/side-menu'
import { TabBar } from '@erp/ui-kit/tab-bar'
import { toast } from '@erp/ui-kit/toast'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom'
import { cn } from '@erp/ui-kit/cn'
import { config } from '../../lib/config'
import { menuTrail, visibleMenu, type MenuNode } from '../../lib/menu/menu-model'
import { logout } from '../../lib/session-actions'
import { useMediaQuery } from '../../hooks/use-media-query'
import { MOBILE_QUERY } from '../../lib/preferences/preference-rules'
import { usePreferences } from '../../stores/preferences-store'
import { useSession } from '../../stores/session-store'
import { useTabs } from '../../stores/tabs-store'
import { DepartSelectDialog } from '../depart-select-dialog'
import { MenuSearch } from '../menu-search'
import { PasswordDialog, requestPasswordDialog } from '../password-dialog'
import { SettingsDrawer } from '../settings-drawer'

const HOME = '/dashboard/analysis'

function toSideMenuItems(nodes: readonly MenuNode[]): SideMenuItem[] {
  return nodes.map((node) => ({
    key: node.path,
    title: node.title,
    href: node.path.startsWith('/') ? node.path : `/${node.path}`,
    ...(node.children.length > 0 ? { children: toSideMenuItems(node.children) } : {}),
  }))
}

/** SPEC §2 basic layout: side menu, header, breadcrumb, content and footer. */
export function BasicLayout() {
  const permissions = useOutletContext<SessionPermissions>()
  const user = useSession((state) => state.userInfo)
  const navigate = useNavigate()
  const location = useLocation()
  const collapsed = usePreferences((state) => state.sidebarCollapsed)
  const menuTheme = usePreferences((state) => state.menuTheme)
  const multipage = usePreferences((state) => state.multipage)
  const setPreference = usePreferences((state) => state.set)
  // SPEC §4: below 1088 px the app is in mobile mode: the side menu becomes a drawer, closed.
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const needsDepartChoice = useSession((state) => state.needsDepartChoice)
  const [departOpen, setDepartOpen] = useState(false)
  const closeDepart = useCallback(() => setDepartOpen(false), [])
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const visibleNodes = useMemo(() => visibleMenu(permissions.nodes), [permissions.nodes])
  const items = useMemo(() => toSideMenuItems(visibleNodes), [visibleNodes])
  const trail = useMemo(
    () => menuTrail(permissions.nodes, location.pathname),
    [permissions.nodes, location.pathname],
  )
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((node) => node.path))
  const crumbs = [
    { title: '首页', href: HOME },
    ...trail.filter((node) => node.path !== HOME).map((node) => ({ title: node.title, href: node.path })),
  ]

  const tabs = useTabs()
  const current = trail.at(-1)
  const pageTitle = location.pathname === HOME ? '首页' : (current?.title ?? location.pathname)
  const openTab = tabs.open
  useEffect(() => {
    if (location.pathname !== '/404') openTab({ path: location.pathname, title: pageTitle })
  }, [location.pathname, pageTitle, openTab])

  const goTo = (path: string) => {
    if (path !== location.pathname) void navigate(path)
  }
  const closeTab = (path: string) => {
    const result = tabs.close(path)
    if (!result.ok) toast.warning(result.message)
    else goTo(result.active)
  }

  const sideMenu = (isCollapsed: boolean) => (
    <SideMenu
      aria-label="主菜单"
      items={items}
      collapsed={isCollapsed}
      theme={menuTheme}
      activeKey={location.pathname}
      openKeys={openKeys}
      onOpenKeysChange={setOpenKeys}
      onSelect={() => setMobileMenuOpen(false)}
      renderLink={(item, content, className) => (
        <NavLink to={item.href ?? HOME} className={className} end>
          {content}
        </NavLink>
      )}
    />
  )

  const confirmLogout = async () => {
    setLeaving(true)
    const failure = await logout(() => {
      tabs.reset()
      void navigate('/user/login', { replace: true })
    })
    // SPEC §8: a failed logout call is reported, but the user is signed out regardless.
    if (failure) toast.error(failure)
  }

  return (
    <div className="flex min-h-screen">
      {isMobile ? (
        <Drawer open={mobileMenuOpen} onOpenChange={setMobileMenuOpen}>
          <DrawerContent side="left" width={200} className="bg-sider p-0 pt-12">
            <DrawerTitle className="sr-only">主菜单</DrawerTitle>
            {sideMenu(false)}
          </DrawerContent>
        </Drawer>
      ) : (
        <aside
          className={
            menuTheme === 'dark'
              ? 'flex shrink-0 flex-col bg-sider'
              : 'flex shrink-0 flex-col border-r border-border bg-surface'
          }
        >
          <div
            className={cn(
              collapsed ? 'px-2 py-4 text-center text-sm font-semibold' : 'px-4 py-4 text-lg font-semibold',
              menuTheme === 'dark' ? 'text-sider-foreground' : 'text-foreground',
            )}
          >
            {collapsed ? 'SDN' : config.productName}
          </div>
          {sideMenu(collapsed)}
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-4 bg-surface px-4 shadow-sm">
          <Button
            variant="ghost"
            size="icon"
            aria-label={isMobile ? '打开菜单' : collapsed ? '展开侧边栏' : '收起侧边栏'}
            aria-pressed={isMobile ? mobileMenuOpen : collapsed}
            onClick={() =>
              isMobile ? setMobileMenuOpen(true) : setPreference('sidebarCollapsed', !collapsed)
            }
          >
            <span aria-hidden="true">{isMobile || collapsed ? '☰' : '⟨'}</span>
          </Button>
          <div className="ml-auto flex items-center gap-2">
            <MenuSearch nodes={visibleNodes} mobile={isMobile} />
            <a
              className="px-2 text-sm text-muted-foreground hover:text-primary-strong"
              href="https://github.com/jeecgboot/JeecgBoot"
              target="_blank"
              rel="noopener noreferrer"
            >
              帮助
            </a>
            {/* Not modal: a modal menu that opens a Dialog leaves pointer-events: none on body (Radix). */}
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" aria-label={`用户菜单：${user?.realname ?? user?.username ?? ''}`}>
                  {user?.realname ?? user?.username}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => setSettingsOpen(true)}>系统设置</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDepartOpen(true)}>切换部门</DropdownMenuItem>
                <DropdownMenuItem
                  onSelect={() => requestPasswordDialog(user?.username, () => setPasswordOpen(true))}
                >
                  修改密码
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setConfirmOpen(true)}>退出登录</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </header>
        <div className="bg-surface px-6 py-3">
          <Breadcrumb
            items={crumbs}
            renderLink={(item, className) => (
              <Link to={item.href ?? HOME} className={className}>
                {item.title}
              </Link>
            )}
          />
        </div>
        {multipage && !isMobile ? (
          <TabBar
            tabs={tabs.tabs.map((tab) => ({ key: tab.path, title: tab.title }))}
            activeKey={location.pathname}
            unclosable={[HOME]}
            onSelect={goTo}
            onClose={closeTab}
            onAction={(action, path) => {
              if (action === 'refresh') {
                tabs.refresh(path)
                return goTo(path)
              }
              const result = tabs.closeMany(
                path,
                action === 'closeLeft' ? 'left' : action === 'closeRight' ? 'right' : 'others',
              )
              if (result.ok) goTo(result.active)
            }}
          />
        ) : null}
        {/* Pages are kept alive per tab and remounted on refresh by DynamicRoutes. */}
        <main className="flex-1 p-6">
          <Outlet context={permissions} />
        </main>
        <footer className="py-4 text-center text-sm text-muted-foreground">Copyright © 2026 SDN</footer>
      </div>
      <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />
      {/* A user of several departments chooses one right after sign-in (SPEC §4). */}
      <DepartSelectDialog
        open={departOpen || needsDepartChoice}
        required={needsDepartChoice}
        onClose={closeDepart}
      />
      <PasswordDialog username={user?.username} open={passwordOpen} onOpenChange={setPasswordOpen} />
      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent width={416}>
          <DialogHeader>
            <DialogTitle>提示</DialogTitle>
            <DialogDescription>真的要注销登录吗 ?</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setConfirmOpen(false)}>取消</Button>
            <Button variant="primary" loading={leaving} onClick={() => void confirmLogout()}>
              确定
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
