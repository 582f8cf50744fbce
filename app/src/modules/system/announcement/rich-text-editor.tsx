import { Button } from '@erp/ui-kit/button'
import { cn } from '@erp/ui-kit/cn'
import { Icon } from '@erp/ui-kit/icon'
import { EDITOR_ICONS } from '@erp/ui-kit/icon/editor-icons'
import { msg, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useState, type ReactNode } from 'react'

/**
 * A rich-text editor (Tiptap: ProseMirror with a React binding) for announcement content. Loaded lazily by
 * announcement-form-dialog.tsx, so only the dialog that edits HTML pays for it. It emits HTML; the caller
 * sanitizes it (app/src/lib/sanitize-html.ts) before saving or previewing.
 */

export const RICH_TEXT_MESSAGES = {
  toolbar: msg('格式'),
  bold: msg('加粗'),
  italic: msg('斜体'),
  underline: msg('下划线'),
  strike: msg('删除线'),
  heading2: msg('二级标题'),
  heading3: msg('三级标题'),
  bulletList: msg('无序列表'),
  orderedList: msg('有序列表'),
  blockquote: msg('引用'),
  link: msg('链接'),
  unlink: msg('取消链接'),
  undo: msg('撤销'),
  redo: msg('重做'),
  linkUrl: msg('链接地址'),
  linkApply: msg('确定'),
  linkCancel: msg('取消'),
  linkInvalid: msg('请输入以 http://、https:// 或 mailto: 开头的地址'),
}

const SAFE_URL = /^(https?:\/\/|mailto:)/i

export interface RichTextEditorProps {
  id: string
  /** Accessible name of the editing area. */
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  invalid?: boolean
  disabled?: boolean
  describedBy?: string
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string
  active?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...(active === undefined ? {} : { 'aria-pressed': active })}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-7 min-w-7 items-center justify-center rounded px-1.5 text-sm text-foreground hover:bg-muted',
        'focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40',
        active ? 'bg-primary/15 text-primary-strong' : '',
      )}
    >
      {children}
    </button>
  )
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const t = useT()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const [linking, setLinking] = useState<string | null>(null)
  const [linkError, setLinkError] = useState<string | null>(null)
  const chain = () => editor.chain().focus()
  const applyLink = () => {
    const url = (linking ?? '').trim()
    if (!SAFE_URL.test(url)) {
      setLinkError(t(RICH_TEXT_MESSAGES.linkInvalid))
      return
    }
    chain().extendMarkRange('link').setLink({ href: url }).run()
    setLinking(null)
    setLinkError(null)
  }
  const m = RICH_TEXT_MESSAGES
  return (
    <div className="border-b border-border bg-muted/40 px-1 py-1">
      <div role="toolbar" aria-label={t(m.toolbar)} className="flex flex-wrap items-center gap-0.5">
        <ToolButton
          label={t(m.bold)}
          active={state.bold}
          disabled={disabled}
          onClick={() => chain().toggleBold().run()}
        >
          <b>B</b>
        </ToolButton>
        <ToolButton
          label={t(m.italic)}
          active={state.italic}
          disabled={disabled}
          onClick={() => chain().toggleItalic().run()}
        >
          <i>I</i>
        </ToolButton>
        <ToolButton
          label={t(m.underline)}
          active={state.underline}
          disabled={disabled}
          onClick={() => chain().toggleUnderline().run()}
        >
          <u>U</u>
        </ToolButton>
        <ToolButton
          label={t(m.strike)}
          active={state.strike}
          disabled={disabled}
          onClick={() => chain().toggleStrike().run()}
        >
          <s>S</s>
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-4 w-px bg-border" />
        <ToolButton
          label={t(m.heading2)}
          active={state.heading2}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label={t(m.heading3)}
          active={state.heading3}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton
          label={t(m.bulletList)}
          active={state.bulletList}
          disabled={disabled}
          onClick={() => chain().toggleBulletList().run()}
        >
          <Icon name="unordered-list" definition={EDITOR_ICONS.unorderedList} />
        </ToolButton>
        <ToolButton
          label={t(m.orderedList)}
          active={state.orderedList}
          disabled={disabled}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <Icon name="ordered-list" definition={EDITOR_ICONS.orderedList} />
        </ToolButton>
        <ToolButton
          label={t(m.blockquote)}
          active={state.blockquote}
          disabled={disabled}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “”
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-4 w-px bg-border" />
        <ToolButton
          label={state.link ? t(m.unlink) : t(m.link)}
          active={state.link}
          disabled={disabled}
          onClick={() => {
            if (state.link) chain().extendMarkRange('link').unsetLink().run()
            else setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://')
          }}
        >
          <Icon name="link" definition={EDITOR_ICONS.link} />
        </ToolButton>
        <ToolButton
          label={t(m.undo)}
          disabled={disabled || !state.canUndo}
          onClick={() => chain().undo().run()}
        >
          <Icon name="undo" definition={EDITOR_ICONS.undo} />
        </ToolButton>
        <ToolButton
          label={t(m.redo)}
          disabled={disabled || !state.canRedo}
          onClick={() => chain().redo().run()}
        >
          <Icon name="redo" definition={EDITOR_ICONS.redo} />
        </ToolButton>
      </div>
      {linking !== null ? (
        <div className="mt-1 flex flex-wrap items-center gap-2 px-1">
          <Input
            aria-label={t(m.linkUrl)}
            value={linking}
            invalid={Boolean(linkError)}
            className="max-w-xs"
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                applyLink()
              }
              if (event.key === 'Escape') {
                event.stopPropagation()
                setLinking(null)
              }
            }}
          />
          <Button size="sm" variant="primary" onClick={applyLink}>
            {t(m.linkApply)}
          </Button>
          <Button size="sm" onClick={() => (setLinking(null), setLinkError(null))}>
            {t(m.linkCancel)}
          </Button>
          {linkError ? (
            <span role="alert" className="text-xs text-danger-strong">
              {linkError}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  invalid = false,
  disabled = false,
  describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-sm min-h-40 max-h-96 overflow-y-auto px-3 py-2 text-sm text-foreground outline-none [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary-strong [&_a]:underline',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  })
  return (
    <div
      data-slot="rich-text-editor"
      className={cn(
        'rounded border bg-surface focus-within:outline-2 focus-within:outline-primary',
        invalid ? 'border-danger' : 'border-border',
        disabled ? 'bg-muted' : '',
      )}
    >
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  )
}
