/**
 * What an upload may be (issue 30 item 6): the kinds of file each business folder (`biz`) takes, each kind
 * recognised by its content (magic bytes) as well as by the extension of its name. HTML, SVG and scripts are
 * no kind at all, and content that a browser could sniff as HTML is refused whatever its name says.
 */

/** A kind of file: the extensions its name may carry, the one it is stored under, and how its content starts. */
interface FileKind {
  extensions: readonly string[]
  stored: string
  /** Whether the content is of this kind. */
  matches: (content: Buffer) => boolean
}

const startsWith = (content: Buffer, ...bytes: number[]) =>
  content.length >= bytes.length && bytes.every((byte, at) => content[at] === byte)

const ascii = (content: Buffer, at: number, text: string) =>
  content.subarray(at, at + text.length).toString('latin1') === text

/** Text: no NUL, valid UTF-8 (a byte order mark allowed). */
const isText = (content: Buffer) =>
  !content.includes(0) && Buffer.from(content.toString('utf8')).equals(content)

const KINDS = {
  jpeg: { extensions: ['jpg', 'jpeg'], stored: 'jpg', matches: (c) => startsWith(c, 0xff, 0xd8, 0xff) },
  png: {
    extensions: ['png'],
    stored: 'png',
    matches: (c) => startsWith(c, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  },
  gif: { extensions: ['gif'], stored: 'gif', matches: (c) => ascii(c, 0, 'GIF87a') || ascii(c, 0, 'GIF89a') },
  webp: { extensions: ['webp'], stored: 'webp', matches: (c) => ascii(c, 0, 'RIFF') && ascii(c, 8, 'WEBP') },
  bmp: { extensions: ['bmp'], stored: 'bmp', matches: (c) => ascii(c, 0, 'BM') && c.length > 26 },
  pdf: { extensions: ['pdf'], stored: 'pdf', matches: (c) => ascii(c, 0, '%PDF-') },
  /** Office Open XML (docx, xlsx, pptx) and zip archives: a zip. */
  zip: {
    extensions: ['docx', 'xlsx', 'pptx', 'zip'],
    stored: '',
    matches: (c) => startsWith(c, 0x50, 0x4b, 0x03, 0x04) || startsWith(c, 0x50, 0x4b, 0x05, 0x06),
  },
  /** The older Office formats (doc, xls, ppt): an OLE compound file. */
  ole: {
    extensions: ['doc', 'xls', 'ppt'],
    stored: '',
    matches: (c) => startsWith(c, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  },
  text: { extensions: ['txt', 'csv'], stored: '', matches: isText },
} satisfies Record<string, FileKind>

type KindName = keyof typeof KINDS

const IMAGES: readonly KindName[] = ['jpeg', 'png', 'gif', 'webp', 'bmp']
const DOCUMENTS: readonly KindName[] = [...IMAGES, 'pdf', 'zip', 'ole', 'text']

/**
 * The kinds each business folder takes, by its first segment: images for photos and avatars (the app's `hr`,
 * `qc` and `avatar` uploads, the rest of the app's photo folders), résumés for `rec`; every other folder
 * (upstream's `temp`, its JUpload's own folders) images and office documents.
 */
const BIZ_KINDS: Readonly<Record<string, readonly KindName[]>> = {
  avatar: IMAGES,
  hr: IMAGES,
  'hr-entry': IMAGES,
  qc: IMAGES,
  rec: ['pdf', 'zip', 'ole', 'jpeg', 'png'],
}

/**
 * Folders of personal data (issue 30 item 6): worker photos and ID scans (`hr`, `hr-entry`) and résumés
 * (`rec`). A file in one is served only to a signed-in caller holding one of the pages that show it (a menu
 * URL, as `x-permission`); every other folder stays public, as upstream's `/sys/common/static` is.
 */
export const PERSONAL_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  hr: ['/hr/person', '/hr/workerEntry'],
  'hr-entry': ['/hr/workerEntry', '/hr/person'],
  rec: ['/rec/candidate', '/rec/talent', '/rec/interview'],
}

/** What the kinds of a folder are called in a refusal. */
const KIND_TEXT: Readonly<Record<string, string>> = {
  avatar: '图片',
  hr: '图片',
  'hr-entry': '图片',
  qc: '图片',
  rec: 'PDF、Word文档或图片',
}

/**
 * The tags by which a browser takes bytes for HTML (WHATWG MIME sniffing's list, plus SVG, XML and the active
 * elements), each followed by a tag-terminating byte as that algorithm asks.
 */
const HTML_MARKERS =
  /<(?:!doctype html|html|head|body|script|iframe|svg|object|embed|frame|frameset|style|title|div|font|table|img|a|b|br|p|h1|!--|\?xml)[\s>/]/i

/** The bytes a browser sniffs (WHATWG's resource header: 1445 bytes). */
const SNIFFED_BYTES = 1445

/**
 * Whether a browser could take the content for HTML: a marker anywhere in the sniffed bytes (WHATWG looks only
 * at the start, after white space; a JPEG header followed by a page is caught here too).
 */
export function sniffsAsHtml(content: Buffer): boolean {
  return HTML_MARKERS.test(content.subarray(0, SNIFFED_BYTES).toString('latin1'))
}

export type UploadCheck = { ok: true; extension: string } | { ok: false; message: string }

/** The lower-cased extension of a name (after its last dot), or ''. */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Whether a file name tries to leave its folder (`..` as a segment, or a folder in front). */
export const climbsOut = (name: string) => name.split(/[\\/]/).some((segment) => segment === '..')

/**
 * Checks an upload into `biz` (already made safe, e.g. `qc/reports`): its name's extension and its content
 * must name the same allowed kind, and nothing in it may read as HTML. The answer carries the extension the
 * file is stored under (lower case, `jpeg` as `jpg`).
 */
export function checkUpload(biz: string, name: string, content: Buffer): UploadCheck {
  const folder = biz.split('/')[0] ?? ''
  const allowed = BIZ_KINDS[folder] ?? DOCUMENTS
  const allowedText =
    KIND_TEXT[folder] ?? '图片或办公文档（pdf、doc、docx、xls、xlsx、ppt、pptx、txt、csv、zip）'
  if (climbsOut(name)) return { ok: false, message: '文件名不合法' }
  const extension = extensionOf(name)
  const kind = allowed.find((candidate) =>
    (KINDS[candidate].extensions as readonly string[]).includes(extension),
  )
  if (!kind) return { ok: false, message: `只能上传${allowedText}` }
  const definition: FileKind = KINDS[kind]
  if (!definition.matches(content) || sniffsAsHtml(content))
    return { ok: false, message: '文件内容与文件类型不符' }
  return { ok: true, extension: definition.stored || extension }
}
