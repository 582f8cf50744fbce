import { msg, useT } from '@erp/ui-kit/i18n'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { RadioGroup } from '@erp/ui-kit/radio-group'
import { Switch } from '@erp/ui-kit/switch'
import { useId, type ReactNode } from 'react'
import { palette } from '../../../tailwind.config'
import { useMediaQuery } from '../hooks/use-media-query'
import { enabledToggles, MOBILE_QUERY, type Preferences } from '../lib/preferences/preference-rules'
import { usePreferences } from '../stores/preferences-store'

const colorNames = [
  msg('拂晓蓝'),
  msg('薄暮'),
  msg('火山'),
  msg('日暮'),
  msg('明青'),
  msg('极光绿'),
  msg('极客蓝'),
  msg('酱紫'),
] as const

function Row({ label, children, disabled }: { label: string; children: ReactNode; disabled?: boolean }) {
  return (
    <div
      className={
        disabled
          ? 'flex items-center justify-between py-2 opacity-60'
          : 'flex items-center justify-between py-2'
      }
    >
      <span className="text-sm">{label}</span>
      {children}
    </div>
  )
}

function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string
  value: V
  options: Array<[V, string]>
  onChange: (value: V) => void
  disabled?: boolean
}) {
  const labelId = useId()
  return (
    <div className={disabled ? 'py-2 opacity-60' : 'py-2'}>
      <span id={labelId} className="mb-2 block text-sm">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        className="min-h-0 gap-3"
        options={options.map(([option, text]) => ({ value: option, label: text }))}
        onValueChange={(next) => {
          const chosen = options.find(([option]) => option === next)
          if (chosen) onChange(chosen[0])
        }}
      />
    </div>
  )
}

/** The drawer's preference controls; the account settings page (个性化设置) shows the same ones. */
export function PreferenceControls() {
  const t = useT()
  const prefs = usePreferences()
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const enabled = enabledToggles(prefs, isMobile)
  const toggle = (
    key: keyof Preferences & ('fixedHeader' | 'autoHideHeader' | 'fixedSidebar' | 'colorWeak' | 'multipage'),
    label: string,
    disabled = false,
  ) => (
    <Row label={label} disabled={disabled}>
      <Switch
        aria-label={label}
        checked={prefs[key]}
        disabled={disabled}
        onCheckedChange={(value) => prefs.set(key, value)}
      />
    </Row>
  )
  return (
    <>
      <Choice
        label={t('菜单风格')}
        value={prefs.menuTheme}
        options={[
          ['dark', t('暗色')],
          ['light', t('亮色')],
        ]}
        onChange={(v) => prefs.set('menuTheme', v)}
      />
      <Choice
        label={t('界面主题')}
        value={prefs.colorScheme}
        options={[
          ['light', t('浅色')],
          ['dark', t('深色')],
        ]}
        onChange={(v) => prefs.set('colorScheme', v)}
      />
      <fieldset className="py-2">
        <legend className="mb-2 text-sm">{t('主题色')}</legend>
        <div className="flex flex-wrap gap-2">
          {palette.map((color, index) => (
            <button
              key={color}
              type="button"
              aria-label={t(colorNames[index] ?? '')}
              aria-pressed={prefs.primaryColor === color}
              className="size-6 rounded border border-border aria-pressed:ring-2 aria-pressed:ring-foreground"
              style={{ backgroundColor: color }}
              onClick={() => prefs.set('primaryColor', color)}
            />
          ))}
        </div>
      </fieldset>
      <Choice
        label={t('导航模式')}
        value={prefs.layout}
        options={[
          ['sidemenu', t('侧边菜单')],
          ['topmenu', t('顶部菜单')],
        ]}
        onChange={(v) => prefs.set('layout', v)}
      />
      <Choice
        label={t('内容区域宽度')}
        value={prefs.contentWidth}
        options={[
          ['Fixed', t('固定')],
          ['Fluid', t('流式')],
        ]}
        onChange={(v) => prefs.set('contentWidth', v)}
        disabled={!enabled.contentWidth}
      />
      {toggle('fixedHeader', t('固定 Header'))}
      {toggle('autoHideHeader', t('下滑时隐藏 Header'), !enabled.autoHideHeader)}
      {toggle('fixedSidebar', t('固定侧边菜单'), !enabled.fixedSidebar)}
      {toggle('colorWeak', t('色弱模式'))}
      {toggle('multipage', t('多页签模式'), !enabled.multipage)}
    </>
  )
}

/** docs/spec.md §4 settings drawer: every toggle with its dependencies, persisted. */
export function SettingsDrawer({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent width={300}>
        <DrawerTitle className="text-base font-semibold">{t('系统设置')}</DrawerTitle>
        <DrawerDescription className="mb-4 text-sm text-muted-foreground">
          {t('整体风格、主题色与导航模式')}
        </DrawerDescription>
        <PreferenceControls />
      </DrawerContent>
    </Drawer>
  )
}
