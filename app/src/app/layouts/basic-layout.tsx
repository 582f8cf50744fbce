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
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@erp/ui-kit/dropdown-menu'
import { Drawer, DrawerContent, DrawerTitle } from '@erp/ui-kit/drawer'
import { Icon, registerIcons } from '@erp/ui-kit/icon'
import { MENU_ICON_SET } from '@erp/ui-kit/icon/menu-icons'
import { SideMenu, type SideMenuItem } from '@erp/ui-kit/side-menu'
import { TabBar } from '@erp/ui-kit/tab-bar'
import { TopMenu } from '@erp/ui-kit/top-menu'
import { toast } from '@erp/ui-kit/toast'
import { LOCALES, menuTitle, msg, setLocale, useLocale, useT } from '@erp/ui-kit/i18n'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Link, NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom'
import { cn } from '@erp/ui-kit/cn'
import { config } from '../../lib/config'
import { menuTrail, translateMenu, visibleMenu, type MenuNode } from '../../lib/menu/menu-model'
import { menuTarget } from '../../lib/menu/menu-target'
import { clearCache, logout } from '../../lib/session-actions'
import { useMediaQuery } from '../../hooks/use-media-query'
import { AUTO_HIDE_THRESHOLD_PX, MOBILE_QUERY } from '../../lib/preferences/preference-rules'
import { usePreferences } from '../../stores/preferences-store'
import { useSession } from '../../stores/session-store'
import { useTabs } from '../../stores/tabs-store'
import { DepartSelectDialog } from '../depart-select-dialog'
import { MenuSearch } from '../menu-search'
import { NoticeCenter } from '../notice-center'
import { PasswordDialog, requestPasswordDialog } from '../password-dialog'
import { SettingsDrawer } from '../settings-drawer'
import { useServerPreferences } from '../../hooks/use-server-preferences'
import { HeaderAvatar } from './header-avatar'
import { LocaleSwitch } from './locale-switch'

// The menus' icons (home, team, schedule…) come with the shell, not with the login page.
registerIcons(MENU_ICON_SET)

const HOME = '/dashboard/analysis'
/**
 * 帮助 opens the back end's own online documentation (`{domianURL}/doc.html`, the page the seed menu's 在线文档
 * frames; upstream JeecgBoot serves it at the same address), not an outside project's site.
 */
const HELP_URL = `${config.apiBaseUrl}/doc.html`
/** Pages of the shell itself (router.tsx), not of the server menu: they get a tab too. */
const SHELL_PAGES: Record<string, string> = { '/isps/userAnnouncement': msg('我的消息') }
const HOME_TITLE = msg('首页')

/** Every node of the menu by its path (tab titles). */
function byPath(nodes: readonly MenuNode[], into = new Map<string, MenuNode>()): Map<string, MenuNode> {
  for (const node of nodes) {
    if (!into.has(node.path)) into.set(node.path, node)
    byPath(node.children, into)
  }
  return into
}

/**
 * Side/top menu items; an external entry (docs/spec.md §2: internalOrExternal) links to its filled-in url. The
 * server's `meta.icon` (an Ant Design name: `team`, `check-circle-o`) is drawn before the title.
 */
function toSideMenuItems(nodes: readonly MenuNode[], token: string | null): SideMenuItem[] {
  return nodes.map((node) => {
    const target = menuTarget(node, token)
    return {
      key: node.path,
      title: node.title,
      href: target.kind === 'external' ? target.url : target.path,
      ...(node.icon ? { icon: <Icon name={node.icon} /> } : {}),
      ...(node.children.length > 0 ? { children: toSideMenuItems(node.children, token) } : {}),
    }
  })
}

const isExternal = (href: string | undefined) => Boolean(href && /^https?:\/\//i.test(href))

const subscribeToScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}
const pastThreshold = () => window.scrollY > AUTO_HIDE_THRESHOLD_PX

/** True while auto-hide is on and the page has scrolled past the docs/spec.md §9 threshold. */
function useAutoHideHeader(enabled: boolean): boolean {
  const past = useSyncExternalStore(subscribeToScroll, pastThreshold, () => false)
  return enabled && past
}

/** docs/spec.md §2 basic layout: side menu, header, breadcrumb, content and footer. */
export function BasicLayout() {
  const session = useOutletContext<SessionPermissions>()
  const t = useT()
  const locale = useLocale()
  // Menu titles through the key the server provides (the route name), in the screen's language.
  const permissions = useMemo(() => {
    void locale
    return { ...session, nodes: translateMenu(session.nodes, (node) => menuTitle(node.name, node.title)) }
  }, [session, locale])
  const user = useSession((state) => state.userInfo)
  const navigate = useNavigate()
  const location = useLocation()
  useServerPreferences()
  const collapsed = usePreferences((state) => state.sidebarCollapsed)
  const menuTheme = usePreferences((state) => state.menuTheme)
  const multipage = usePreferences((state) => state.multipage)
  const layout = usePreferences((state) => state.layout)
  const contentWidth = usePreferences((state) => state.contentWidth)
  const fixedHeader = usePreferences((state) => state.fixedHeader)
  const autoHideHeader = usePreferences((state) => state.autoHideHeader)
  const fixedSidebar = usePreferences((state) => state.fixedSidebar)
  const setPreference = usePreferences((state) => state.set)
  // docs/spec.md §4: below 1088 px the app is in mobile mode: the side menu becomes a drawer, closed.
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false)
  // docs/spec.md §4: the top menu is a desktop layout; on mobile the side menu drawer is used.
  const topMenu = layout === 'topmenu' && !isMobile
  const headerHidden = useAutoHideHeader(fixedHeader && autoHideHeader)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const needsDepartChoice = useSession((state) => state.needsDepartChoice)
  const [departOpen, setDepartOpen] = useState(false)
  const closeDepart = useCallback(() => setDepartOpen(false), [])
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const visibleNodes = useMemo(() => visibleMenu(permissions.nodes), [permissions.nodes])
  const token = useSession((state) => state.token)
  const items = useMemo(() => toSideMenuItems(visibleNodes, token), [visibleNodes, token])
  const trail = useMemo(
    () => menuTrail(permissions.nodes, location.pathname),
    [permissions.nodes, location.pathname],
  )
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((node) => node.path))
  // A page opened from the menu search, the user menu or a link opens its submenus in the side menu.
  const parentKeys = trail
    .slice(0, -1)
    .map((node) => node.path)
    .join('\n')
  // Adjusted while rendering when the page changes (no effect: React's "you might not need an effect").
  const [seenParentKeys, setSeenParentKeys] = useState(parentKeys)
  if (seenParentKeys !== parentKeys) {
    setSeenParentKeys(parentKeys)
    // Only the new page's submenus stay open (one top-level submenu at a time, docs/spec.md §2).
    if (parentKeys) setOpenKeys(parentKeys.split('\n'))
  }
  const staticTitle = Object.hasOwn(SHELL_PAGES, location.pathname)
    ? SHELL_PAGES[location.pathname]
    : undefined
  const crumbs = [
    { title: t(HOME_TITLE), href: HOME },
    ...trail.filter((node) => node.path !== HOME).map((node) => ({ title: node.title, href: node.path })),
    // The shell's own pages (我的消息) are in no menu: their crumb is their title.
    ...(trail.length === 0 && staticTitle ? [{ title: t(staticTitle), href: location.pathname }] : []),
  ]

  const tabs = useTabs()
  const current = trail.at(-1)
  const pageTitle =
    location.pathname === HOME
      ? t(HOME_TITLE)
      : (current?.title ?? (staticTitle ? t(staticTitle) : undefined) ?? location.pathname)
  const nodesByPath = useMemo(() => byPath(permissions.nodes), [permissions.nodes])
  /** A tab's title in the current language, whatever the language was when it was opened. */
  const tabTitle = (tab: { path: string; title: string }) => {
    if (tab.path === HOME) return t(HOME_TITLE)
    const node = nodesByPath.get(tab.path)
    if (node) return node.title
    const shell = Object.hasOwn(SHELL_PAGES, tab.path) ? SHELL_PAGES[tab.path] : undefined
    return shell ? t(shell) : tab.title
  }
  const openTab = tabs.open
  useEffect(() => {
    // Only menu pages, home and the shell's own pages get a tab: an unknown path is on its way to /404.
    if (location.pathname === HOME || current?.path === location.pathname || staticTitle) {
      openTab({ path: location.pathname, title: pageTitle })
    }
  }, [location.pathname, pageTitle, openTab, current?.path, staticTitle])

  const goTo = (path: string) => {
    if (path !== location.pathname) void navigate(path)
  }
  const closeTab = (path: string) => {
    const result = tabs.close(path)
    if (!result.ok) toast.warning(t(result.message))
    else goTo(result.active)
  }

  const sideMenu = (isCollapsed: boolean) => (
    <SideMenu
      aria-label={t('主菜单')}
      items={items}
      collapsed={isCollapsed}
      theme={menuTheme}
      activeKey={location.pathname}
      openKeys={openKeys}
      onOpenKeysChange={setOpenKeys}
      onSelect={() => setMobileMenuOpen(false)}
      renderLink={renderLink}
    />
  )

  const renderLink = (item: SideMenuItem, content: ReactNode, className: string) =>
    isExternal(item.href) ? (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
      </a>
    ) : (
      <NavLink to={item.href ?? HOME} className={className} end>
        {content}
      </NavLink>
    )

  const refreshCache = async () => {
    const result = await clearCache()
    if (result.ok) toast.success(result.message)
    else toast.error(result.message)
  }

  const confirmLogout = async () => {
    setLeaving(true)
    const failure = await logout(() => {
      tabs.reset()
      void navigate('/user/login', { replace: true })
    })
    // docs/spec.md §8: a failed logout call is reported, but the user is signed out regardless.
    if (failure) toast.error(failure)
  }

  return (
    <div className="flex min-h-screen">
      {isMobile ? (
        <Drawer open={mobileMenuOpen} onOpenChange={setMobileMenuOpen}>
          <DrawerContent side="left" width={200} className="bg-sider p-0 pt-12">
            <DrawerTitle className="sr-only">{t('主菜单')}</DrawerTitle>
            {sideMenu(false)}
          </DrawerContent>
        </Drawer>
      ) : topMenu ? null : (
        <aside
          data-fixed={fixedSidebar || undefined}
          className={cn(
            'flex shrink-0 flex-col',
            menuTheme === 'dark' ? 'bg-sider' : 'border-r border-border bg-surface',
            // docs/spec.md §4 fixed sidebar: the menu stays in view while the page scrolls.
            fixedSidebar && 'sticky top-0 h-screen overflow-y-auto',
          )}
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
        <header
          data-fixed={fixedHeader || undefined}
          data-state={headerHidden ? 'hidden' : 'visible'}
          className={cn(
            'flex h-16 min-w-0 items-center shadow-sm transition-transform',
            isMobile ? 'gap-2 px-2' : 'gap-4 px-4',
            topMenu && menuTheme === 'dark' ? 'bg-sider' : 'bg-surface',
            // docs/spec.md §4: a fixed header stays at the top; auto-hide slides it away after 100 px of scroll.
            fixedHeader && 'sticky top-0 z-30',
            headerHidden && '-translate-y-full',
          )}
        >
          {topMenu ? (
            <>
              <div
                className={cn(
                  'shrink-0 text-lg font-semibold',
                  menuTheme === 'dark' ? 'text-sider-foreground' : 'text-foreground',
                )}
              >
                {config.productName}
              </div>
              <TopMenu
                aria-label={t('主菜单')}
                items={items}
                theme={menuTheme}
                activeKey={location.pathname}
                renderLink={renderLink}
                className="min-w-0 flex-1 self-stretch"
              />
            </>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              aria-label={isMobile ? t('打开菜单') : collapsed ? t('展开侧边栏') : t('收起侧边栏')}
              aria-pressed={isMobile ? mobileMenuOpen : collapsed}
              onClick={() =>
                isMobile ? setMobileMenuOpen(true) : setPreference('sidebarCollapsed', !collapsed)
              }
            >
              <Icon name={isMobile || collapsed ? 'menu-unfold' : 'menu-fold'} className="text-lg" />
            </Button>
          )}
          <div className={cn('ml-auto flex min-w-0 items-center', isMobile ? 'gap-1' : 'gap-2')}>
            {/* docs/spec.md §2: the welcome text, on desktop only (upstream's GlobalHeader wording). */}
            {isMobile ? null : (
              <span
                data-slot="welcome"
                className={cn(
                  'px-2 text-sm whitespace-nowrap',
                  topMenu && menuTheme === 'dark' ? 'text-sider-foreground' : 'text-muted-foreground',
                )}
              >
                {t('欢迎进入 {{name}}', { name: config.productName })}
              </span>
            )}
            <MenuSearch nodes={visibleNodes} mobile={isMobile} />
            {/* A phone has no room for these two: they move into the user menu. */}
            {isMobile ? null : (
              <>
                <LocaleSwitch />
                <a
                  className="inline-flex items-center gap-1 px-2 text-sm whitespace-nowrap text-muted-foreground hover:text-primary-strong"
                  href={HELP_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="question-circle" />
                  {t('帮助')}
                </a>
              </>
            )}
            <NoticeCenter />
            {/* Not modal: a modal menu that opens a Dialog leaves pointer-events: none on body (Radix). */}
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  className={cn('min-w-0 shrink', isMobile && 'px-2')}
                  aria-label={t('用户菜单：{{name}}', { name: user?.realname ?? user?.username ?? '' })}
                >
                  <HeaderAvatar avatar={user?.avatar} />
                  {/* On a phone only the avatar shows; the button keeps the name as its accessible name. */}
                  <span className={cn(isMobile ? 'sr-only' : 'max-w-40 truncate')}>
                    {user?.realname ?? user?.username}
                  </span>
                  {isMobile ? null : <Icon name="down" className="text-xs text-muted-foreground" />}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {isMobile ? (
                  <>
                    <DropdownMenuLabel>{t('语言')}</DropdownMenuLabel>
                    {LOCALES.map((option) => (
                      <DropdownMenuCheckboxItem
                        key={option.value}
                        lang={option.value}
                        checked={locale === option.value}
                        onSelect={() => void setLocale(option.value)}
                      >
                        {option.label}
                      </DropdownMenuCheckboxItem>
                    ))}
                    <DropdownMenuItem asChild>
                      <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
                        <Icon name="question-circle" />
                        {t('帮助')}
                      </a>
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                  </>
                ) : null}
                <DropdownMenuItem onSelect={() => goTo('/account/center')}>
                  <Icon name="user" />
                  {t('个人中心')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => goTo('/account/settings/base')}>
                  <Icon name="setting" />
                  {t('账户设置')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setSettingsOpen(true)}>
                  <Icon name="tool" />
                  {t('系统设置')}
                </DropdownMenuItem>
                <DropdownMenuItem
                  onSelect={() => requestPasswordDialog(user?.username, () => setPasswordOpen(true))}
                >
                  <Icon name="lock" />
                  {t('修改密码')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDepartOpen(true)}>
                  <Icon name="team" />
                  {t('切换部门')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void refreshCache()}>
                  <Icon name="sync" />
                  {t('清理缓存')}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => setConfirmOpen(true)}>
                  <Icon name="logout" />
                  {t('退出登录')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </header>
        <div className="min-w-0 bg-surface px-3 py-3 sm:px-6">
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
            tabs={tabs.tabs.map((tab) => ({ key: tab.path, title: tabTitle(tab) }))}
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
        <main
          data-width={topMenu ? contentWidth : undefined}
          // docs/spec.md §4: with the top menu, 'Fixed' centres the content at 1200 px; 'Fluid' uses the full width.
          // min-w-0 + overflow-x-auto: a page wider than the screen scrolls inside main, not the whole page.
          className={cn(
            'w-full min-w-0 flex-1 overflow-x-auto p-3 sm:p-6',
            topMenu && contentWidth === 'Fixed' && 'mx-auto max-w-[1200px]',
          )}
        >
          <Outlet context={permissions} />
        </main>
        <footer className="py-4 text-center text-sm text-muted-foreground">Copyright © 2026 SDN</footer>
      </div>
      <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />
      {/* A user of several departments chooses one right after sign-in (docs/spec.md §4). */}
      <DepartSelectDialog
        open={departOpen || needsDepartChoice}
        required={needsDepartChoice}
        onClose={closeDepart}
      />
      <PasswordDialog username={user?.username} open={passwordOpen} onOpenChange={setPasswordOpen} />
      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent width={416}>
          <DialogHeader>
            <DialogTitle>{t('提示')}</DialogTitle>
            <DialogDescription>{t('真的要注销登录吗 ?')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setConfirmOpen(false)}>{t('取消')}</Button>
            <Button variant="primary" loading={leaving} onClick={() => void confirmLogout()}>
              {t('确定')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
