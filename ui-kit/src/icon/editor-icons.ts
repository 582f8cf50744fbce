/**
 * The icons of a rich-text toolbar (lists, link, undo, redo). Not in the core set: only the lazily loaded editor
 * imports them, and draws each with `<Icon name=… definition={EDITOR_ICONS.…} />`. Text glyphs such as 🔗 or ↶ depend
 * on the fonts of the machine (🔗 draws as an empty box without an emoji font); these are the same SVGs everywhere.
 */
import type { IconDefinition } from '@ant-design/icons-svg/es/types'
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined'
import OrderedListOutlined from '@ant-design/icons-svg/es/asn/OrderedListOutlined'
import RedoOutlined from '@ant-design/icons-svg/es/asn/RedoOutlined'
import UndoOutlined from '@ant-design/icons-svg/es/asn/UndoOutlined'
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined'

export const EDITOR_ICONS = {
  link: LinkOutlined,
  orderedList: OrderedListOutlined,
  redo: RedoOutlined,
  undo: UndoOutlined,
  unorderedList: UnorderedListOutlined,
} as const satisfies Readonly<Record<string, IconDefinition>>
