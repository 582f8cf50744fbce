/**
 * The page `ui-kit/browser/shell.spec.ts` drives in real Chromium (`/?page=shell`): a 1000 px wide shell
 * with a dark header holding the top menu of the 17 seeded top-level menus, and a tab bar with 20 open
 * pages with long titles. Choosing or closing a tab updates the bar as the app does.
 */
import { useState } from 'react'
import { TabBar } from '../../src/tab-bar/tab-bar'
import { TopMenu, type TopMenuItem } from '../../src/top-menu/top-menu'

const menuTitles = [
  '首页',
  '系统管理',
  '人事管理',
  '采购管理',
  '销售管理',
  '库存管理',
  '生产管理',
  '质量检验',
  '财务管理',
  '报表中心',
  '在线开发',
  '系统监控',
  '消息中心',
  '食堂消费',
  '设备管理',
  '合同管理',
  '帮助文档',
]

const menu: TopMenuItem[] = menuTitles.map((title, index) =>
  index === 0
    ? { key: '/home', title, href: '#/home' }
    : {
        key: `/menu${index}`,
        title,
        children: [{ key: `/menu${index}/list`, title: `${title}列表`, href: `#/menu${index}/list` }],
      },
)

const initialTabs = [
  { key: '/home', title: '首页' },
  ...Array.from({ length: 19 }, (_, index) => ({
    key: `/page/${index + 1}`,
    title: `采购订单明细与供应商对账管理页面${index + 1}`,
  })),
]

export function ShellPage() {
  const [tabs, setTabs] = useState(initialTabs)
  const [activeKey, setActiveKey] = useState('/home')
  return (
    <div data-testid="shell" style={{ width: 1000 }}>
      <header className="flex h-16 items-center gap-4 bg-sider px-4">
        <div className="shrink-0 text-lg font-semibold text-sider-foreground">ERP</div>
        <TopMenu aria-label="主菜单" items={menu} className="min-w-0 flex-1 self-stretch" />
        <span className="ml-auto text-sm whitespace-nowrap text-sider-foreground">欢迎进入 ERP</span>
      </header>
      <TabBar
        tabs={tabs}
        activeKey={activeKey}
        unclosable={['/home']}
        onSelect={setActiveKey}
        onClose={(key) => {
          setTabs((current) => current.filter((tab) => tab.key !== key))
          if (key === activeKey) setActiveKey('/home')
        }}
        onAction={() => undefined}
      />
    </div>
  )
}
