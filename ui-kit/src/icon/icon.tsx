import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types'
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined'
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined'
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined'
import CaretDownOutlined from '@ant-design/icons-svg/es/asn/CaretDownOutlined'
import CaretUpOutlined from '@ant-design/icons-svg/es/asn/CaretUpOutlined'
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined'
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined'
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined'
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined'
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined'
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined'
import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined'
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined'
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined'
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined'
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined'
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined'
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined'
import ImportOutlined from '@ant-design/icons-svg/es/asn/ImportOutlined'
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined'
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined'
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined'
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined'
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined'
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined'
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined'
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined'
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined'
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined'
import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined'
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined'
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined'
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined'
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined'
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined'
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined'
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined'
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined'
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined'
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined'
import { createElement, useEffect, useSyncExternalStore, type ReactNode, type SVGProps } from 'react'
import { cn } from '../lib/cn'

/**
 * The icons every screen may draw without loading anything more, the login page included: arrows, close,
 * search, bell, menu fold, status and action icons (~8 KB gzip). Keyed by the Ant Design name (`menu-fold`);
 * each entry is one tree-shaken module of `@ant-design/icons-svg`, outlined theme. The shell registers the
 * menus' icons (./menu-icons) on top; any other name loads the full catalogue (./icon-catalogue) on use.
 */
const CORE_ICONS: Readonly<Record<string, IconDefinition>> = {
  appstore: AppstoreOutlined,
  bell: BellOutlined,
  calendar: CalendarOutlined,
  'caret-down': CaretDownOutlined,
  'caret-up': CaretUpOutlined,
  check: CheckOutlined,
  'check-circle': CheckCircleOutlined,
  close: CloseOutlined,
  'close-circle': CloseCircleOutlined,
  delete: DeleteOutlined,
  down: DownOutlined,
  edit: EditOutlined,
  ellipsis: EllipsisOutlined,
  'exclamation-circle': ExclamationCircleOutlined,
  export: ExportOutlined,
  eye: EyeOutlined,
  'eye-invisible': EyeInvisibleOutlined,
  filter: FilterOutlined,
  global: GlobalOutlined,
  import: ImportOutlined,
  inbox: InboxOutlined,
  'info-circle': InfoCircleOutlined,
  left: LeftOutlined,
  loading: LoadingOutlined,
  lock: LockOutlined,
  logout: LogoutOutlined,
  menu: MenuOutlined,
  'menu-fold': MenuFoldOutlined,
  'menu-unfold': MenuUnfoldOutlined,
  minus: MinusOutlined,
  more: MoreOutlined,
  plus: PlusOutlined,
  'question-circle': QuestionCircleOutlined,
  reload: ReloadOutlined,
  right: RightOutlined,
  search: SearchOutlined,
  setting: SettingOutlined,
  up: UpOutlined,
  upload: UploadOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
}

/** Icons registered on top of the core set (the menus' set, the catalogue once loaded). */
const registered = new Map<string, IconDefinition>()
/** Bumped by every registration: the snapshot Icon subscribes to. */
let version = 0
let catalogueLoaded = false
let loading: Promise<Readonly<Record<string, IconDefinition>>> | null = null
const listeners = new Set<() => void>()

/**
 * Adds icons by name (kebab-case, as `iconKey` gives) for every `<Icon>`; mounted icons redraw. The shell
 * registers the menus' set (MENU_ICON_SET of ./menu-icons) before it renders its menu.
 */
export function registerIcons(icons: Readonly<Record<string, IconDefinition>>): void {
  let added = false
  for (const [name, definition] of Object.entries(icons)) {
    if (registered.get(name) === definition) continue
    registered.set(name, definition)
    added = true
  }
  if (!added) return
  version += 1
  for (const listener of listeners) listener()
}

/**
 * Loads the full outlined catalogue (a lazy chunk of its own, ~90 KB gzip) once and registers it; later calls
 * share the promise. Icons rendered with an unknown name redraw when it arrives.
 */
export function loadIconCatalogue(): Promise<Readonly<Record<string, IconDefinition>>> {
  loading ??= import('./icon-catalogue').then(
    (module) => {
      catalogueLoaded = true
      registerIcons(module.ICON_CATALOGUE)
      return module.ICON_CATALOGUE
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => version

/**
 * The key of an icon name in the Ant Design set: ant-design-vue 1.x names (`check-circle-o` = outlined
 * `check-circle`), Vben/JeecgBoot 3 names (`ant-design:home-outlined`) and component names (`HomeOutlined`)
 * all come down to the kebab-case base name; the theme suffix is dropped (the outlined theme is drawn).
 */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/^ant-design:/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/-(outlined|filled|fill|two-?tone|o)$/, '')
}

/** Whether `name` is in the core set (draws on any screen without loading or registering anything). */
export function isCoreIcon(name: string): boolean {
  return Object.hasOwn(CORE_ICONS, iconKey(name))
}

function lookup(key: string): IconDefinition | undefined {
  return Object.hasOwn(CORE_ICONS, key) ? CORE_ICONS[key] : registered.get(key)
}

/** `fill-rule` → `fillRule`, as React names SVG attributes. */
const reactAttribute = (name: string) =>
  name.startsWith('aria-') || name.startsWith('data-')
    ? name
    : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function renderNode(node: AbstractNode, key: number): ReactNode {
  const attrs: Record<string, string | number> = { key }
  for (const [name, value] of Object.entries(node.attrs)) attrs[reactAttribute(name)] = value
  return createElement(
    node.tag,
    attrs,
    ...(node.children ?? []).map((child, index) => renderNode(child, index)),
  )
}

function rootOf(definition: IconDefinition): AbstractNode {
  return typeof definition.icon === 'function'
    ? definition.icon('currentColor', 'var(--color-muted, #e6f7ff)')
    : definition.icon
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** An Ant Design icon name as JeecgBoot menus store it: `home`, `check-circle-o`, `ant-design:team-outlined`. */
  name: string
  /** Draws this definition instead of looking `name` up (the icon picker's catalogue). */
  definition?: IconDefinition
  /**
   * Shown instead of the neutral `appstore` while the name is unknown (e.g. the name as text in a list of
   * menus); the icon replaces it if the lazily loaded catalogue knows the name.
   */
  fallback?: ReactNode
}

/**
 * An Ant Design icon as inline SVG: 1em square, `currentColor`, hidden from assistive technology unless given
 * an `aria-label`. Names neither in the core set nor registered load the full catalogue on first use and draw
 * a neutral `appstore` meanwhile (and for names the catalogue does not know either).
 */
export function Icon({ name, definition, fallback, className, ...props }: IconProps) {
  const key = iconKey(name)
  // Re-render when icons are registered (the catalogue arriving after an unknown name).
  useSyncExternalStore(subscribe, snapshot, snapshot)
  const found = definition ?? lookup(key)
  const missing = !found && !catalogueLoaded
  useEffect(() => {
    if (missing) loadIconCatalogue().catch(() => undefined)
  }, [missing])
  if (!found && fallback !== undefined) return <>{fallback}</>
  const drawn = found ?? AppstoreOutlined
  const root = rootOf(drawn)
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
  return (
    <svg
      data-slot="icon"
      data-icon={found ? `${found.name}` : 'fallback'}
      viewBox={root.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={cn('inline-block shrink-0 align-[-0.125em]', className)}
      {...props}
    >
      {(root.children ?? []).map((child, index) => renderNode(child, index))}
    </svg>
  )
}
