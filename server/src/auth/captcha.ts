/**
 * The login captcha of upstream's client (GET /sys/randomImage/{key}, then /sys/login with `captcha` and
 * `checkKey`): a random 4-character code drawn into a small PNG, kept in memory under the client's key for
 * 60 seconds and good for one check. Drawn with a built-in 5×7 pixel font and encoded with node:zlib, so no
 * image library is needed. The store lives in the server process: with several instances behind a balancer,
 * the image and the sign-in must reach the same one (sticky sessions), as with upstream's per-Redis keys.
 */
import { randomInt } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

/** Upper case and digits without the look-alikes 0/O and 1/I; the check ignores case, as upstream. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const CAPTCHA_LENGTH = 4
export const CAPTCHA_TTL_MS = 60_000
/** Keys kept at most; the oldest go first (a flood of image requests cannot grow memory without bound). */
const MAX_KEYS = 10_000

/** 5×7 glyphs, one string of 7 rows of 5 bits each. */
const GLYPHS: Readonly<Record<string, string>> = {
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  A: '01110 10001 10001 10001 11111 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
}

/** The image size of upstream's RandImageUtil. */
export const CAPTCHA_WIDTH = 105
export const CAPTCHA_HEIGHT = 35
const SCALE = 3

export function randomCode(length = CAPTCHA_LENGTH): string {
  let code = ''
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

type Rgb = [number, number, number]

/** Draws `code` (characters of the alphabet) as an RGB PNG: light background, noise lines and dots, dark glyphs. */
export function captchaPng(code: string): Buffer {
  const width = CAPTCHA_WIDTH
  const height = CAPTCHA_HEIGHT
  const pixels = Buffer.alloc(width * height * 3)
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const at = (y * width + x) * 3
    pixels[at] = r
    pixels[at + 1] = g
    pixels[at + 2] = b
  }
  const light = (): Rgb => [200 + randomInt(56), 200 + randomInt(56), 200 + randomInt(56)]
  const dark = (): Rgb => [randomInt(110), randomInt(110), randomInt(110)]
  const background = light()
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) set(x, y, background)
  for (let i = 0; i < 120; i++) set(randomInt(width), randomInt(height), dark())
  for (let i = 0; i < 6; i++) {
    const colour: Rgb = [120 + randomInt(100), 120 + randomInt(100), 120 + randomInt(100)]
    let [x, y] = [randomInt(width), randomInt(height)]
    const [dx, dy] = [randomInt(-12, 13), randomInt(-12, 13)]
    const steps = Math.max(Math.abs(dx), Math.abs(dy), 1)
    for (let s = 0; s <= steps; s++)
      set(Math.round(x + (dx * s) / steps), Math.round(y + (dy * s) / steps), colour)
    x += dx
    y += dy
  }
  const cell = Math.floor(width / code.length)
  ;[...code].forEach((char, index) => {
    const rows = (GLYPHS[char] ?? GLYPHS.X ?? '').split(' ')
    const colour = dark()
    const left = index * cell + 3 + randomInt(Math.max(1, cell - 5 * SCALE - 4))
    const top = 3 + randomInt(height - 7 * SCALE - 5)
    const slant = randomInt(-1, 2)
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] !== '1') continue
        const shift = Math.round((slant * (3 - gy) * SCALE) / 3)
        for (let py = 0; py < SCALE; py++)
          for (let px = 0; px < SCALE; px++)
            set(left + gx * SCALE + px + shift, top + gy * SCALE + py, colour)
      }
    })
  })
  return encodePng(width, height, pixels)
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/** A truecolour 8-bit PNG of `pixels` (RGB, row after row). */
export function encodePng(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    rows[y * (width * 3 + 1)] = 0 // filter: none
    pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Codes handed out, by check key, each good for one check within its lifetime. */
export class CaptchaStore {
  private readonly codes = new Map<string, { code: string; expires: number }>()

  constructor(
    private readonly ttlMs = CAPTCHA_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new code for `key` (replacing any earlier one), as a data URL of its image. */
  issue(key: string): { code: string; image: string } {
    const code = randomCode()
    this.prune()
    this.codes.delete(key)
    this.codes.set(key, { code: code.toLowerCase(), expires: this.now() + this.ttlMs })
    return { code, image: `data:image/png;base64,${captchaPng(code).toString('base64')}` }
  }

  /** Whether `answer` is the live code of `key`, ignoring case. A checked code is spent either way. */
  check(key: string, answer: string): boolean {
    const entry = this.codes.get(key)
    this.codes.delete(key)
    return Boolean(entry && entry.expires > this.now() && entry.code === answer.trim().toLowerCase())
  }

  /**
   * Puts a known code under `key`, as `issue` would have drawn it; for the test hooks only (the provider state
   * 'the login captcha for check key K is C').
   */
  put(key: string, code: string): void {
    this.prune()
    this.codes.delete(key)
    this.codes.set(key, { code: code.toLowerCase(), expires: this.now() + this.ttlMs })
  }

  /** The code waiting under `key` (lower case), without using it up; for the test hooks only. */
  peek(key: string): string | null {
    const entry = this.codes.get(key)
    return entry && entry.expires > this.now() ? entry.code : null
  }

  get size(): number {
    return this.codes.size
  }

  private prune() {
    const now = this.now()
    for (const [key, entry] of this.codes) if (entry.expires <= now) this.codes.delete(key)
    // Map keeps insertion order: the first keys are the oldest.
    for (const key of this.codes.keys()) {
      if (this.codes.size < MAX_KEYS) break
      this.codes.delete(key)
    }
  }
}

/** Used when a server context brings no store of its own (handler tests). */
const processCaptchas = new CaptchaStore()

/** The context's captcha store, or the process-wide one. */
export const captchaStoreOf = (context: { captchas?: CaptchaStore | undefined }): CaptchaStore =>
  context.captchas ?? processCaptchas
