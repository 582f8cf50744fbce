/** Pure rules of a repair order: the public form's checks, money in cents, the masked phone, photos. */

export const MOBILE = /^1[3-9]\d{9}$/
export const MAX_PHOTOS = 6
export const PHOTO_LIMIT_BYTES = 5 * 1024 * 1024
export const PHOTO_FOLDER = 'repair'

export const CATEGORIES = ['electric', 'plumbing', 'equipment', 'building', 'network', 'other'] as const
export const URGENCIES = ['L', 'M', 'H'] as const

export interface SubmitInput {
  reporterName: string
  reporterPhone: string
  location: string
  category: string
  description: string
  urgency: string
  photos?: string | null
}

/** The comma-separated photo paths as a list (blank parts dropped). */
export const photoList = (photos: string | null | undefined): string[] =>
  (photos ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')

/** A photo path the server stored (`<folder>/<safe name>`): no other folder, no `..`, no URL. */
const PHOTO_PATH = /^[\p{L}\p{N}_-]+(\/[\p{L}\p{N}_-]+)*\/[\p{L}\p{N}._-]+$/u
export const isPhotoPath = (path: string) => PHOTO_PATH.test(path) && !path.includes('..')

/** The first problem of a photo list, or null. */
export function photosProblem(photos: string | null | undefined): string | null {
  const list = photoList(photos)
  if (list.length > MAX_PHOTOS) return `最多上传${MAX_PHOTOS}张照片`
  if (list.some((path) => !isPhotoPath(path))) return '照片路径不正确'
  return null
}

/**
 * The first problem of a public submission with its message, or null when it may be saved. `categories` are
 * the values of the 报修类别 dictionary (repairCategories), so an item added there is accepted at once.
 */
export function submitProblem(input: SubmitInput, categories: readonly string[] = CATEGORIES): string | null {
  if (!input.reporterName.trim()) return '请输入报修人姓名'
  if (!MOBILE.test(input.reporterPhone.trim())) return '请输入正确的手机号码'
  if (!input.location.trim()) return '请输入报修地点'
  if (!categories.includes(input.category)) return '请选择正确的报修类别'
  if (!(URGENCIES as readonly string[]).includes(input.urgency)) return '请选择正确的紧急程度'
  if (!input.description.trim()) return '请描述需要维修的问题'
  return photosProblem(input.photos)
}

/** Money as integer cents, or null when it is negative, not finite or has more than two places. */
export function toCents(amount: number): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null
  const cents = Math.round(amount * 100)
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null
}

/** The most a repair may cost, in yuan (a typing slip such as 99999999 is refused, not stored). */
export const MAX_REPAIR_COST = 100000

export const COST_MESSAGE = `维修费用须为 0 至 ${MAX_REPAIR_COST} 元之间、最多两位小数的金额`

/** The cost in cents when it is money from 0 to MAX_REPAIR_COST with at most two places, else null. */
export const repairCostCents = (amount: number): number | null => {
  const cents = toCents(amount)
  return cents !== null && cents <= MAX_REPAIR_COST * 100 ? cents : null
}

/** Cents as the decimal text a numeric column takes (3550 → '35.50'). */
export const centsText = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** 13800138000 → 138****8000: what a public page shows of a phone. */
export const maskPhone = (phone: string | null) =>
  phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone

/** The image type of a file's first bytes, or null when it is not a JPEG, PNG, GIF or WebP. */
export function imageTypeOf(head: Uint8Array): 'jpg' | 'png' | 'gif' | 'webp' | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'jpg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif'
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    head[8] === 0x57 &&
    head[9] === 0x45 &&
    head[10] === 0x42 &&
    head[11] === 0x50
  )
    return 'webp'
  return null
}
