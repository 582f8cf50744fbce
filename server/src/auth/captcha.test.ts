import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_TTL_MS,
  CAPTCHA_WIDTH,
  CaptchaStore,
  captchaPng,
  randomCode,
} from './captcha'

/** The IHDR fields and the RGB rows of a PNG written by encodePng. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idat = png.indexOf('IDAT')
  const length = png.readUInt32BE(idat - 4)
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length))
  expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND')
  return { width, height, bitDepth: png[24], colourType: png[25], rows }
}

describe('captcha image', () => {
  it('is a real 105×35 truecolour PNG with dark glyph pixels on a light background', () => {
    const { width, height, bitDepth, colourType, rows } = readPng(captchaPng('AB23'))
    expect([width, height, bitDepth, colourType]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 8, 2])
    expect(rows.length).toBe((width * 3 + 1) * height)
    let dark = 0
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const at = y * (width * 3 + 1) + 1 + x * 3
        if ((rows[at] ?? 0) + (rows[at + 1] ?? 0) + (rows[at + 2] ?? 0) < 330) dark++
      }
    // Four glyphs of ~15 lit cells of 3×3 pixels, plus noise: far more than the noise alone (≤ 120 dots).
    expect(dark).toBeGreaterThan(300)
  })

  it('draws different codes differently', () => {
    expect(captchaPng('2345').equals(captchaPng('WXYZ'))).toBe(false)
  })

  it('codes have 4 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) expect(randomCode()).toMatch(/^[2-9A-HJ-NP-Z]{4}$/)
  })
})

describe('CaptchaStore', () => {
  it('accepts the code of a key once, ignoring case, and hands out a PNG data URL', () => {
    const store = new CaptchaStore()
    const { code, image } = store.issue('1700000000000')
    expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
    expect(store.check('1700000000000', code.toLowerCase())).toBe(true)
    expect(store.check('1700000000000', code)).toBe(false)
  })

  it('refuses a wrong answer, another key and an expired code, and spends a code on a wrong answer', () => {
    let now = 1_000_000
    const store = new CaptchaStore(CAPTCHA_TTL_MS, () => now)
    const first = store.issue('k1')
    expect(store.check('k2', first.code)).toBe(false)
    expect(store.check('k1', first.code === 'ZZZZ' ? 'YYYY' : 'ZZZZ')).toBe(false)
    expect(store.check('k1', first.code)).toBe(false)
    const second = store.issue('k1')
    now += CAPTCHA_TTL_MS + 1
    expect(store.check('k1', second.code)).toBe(false)
  })

  it('a new image for the same key replaces the earlier code, and expired keys are dropped', () => {
    let now = 0
    const store = new CaptchaStore(1000, () => now)
    store.issue('k')
    const second = store.issue('k')
    expect(store.check('k', second.code)).toBe(true)
    store.issue('other')
    now = 5000
    store.issue('fresh')
    expect(store.size).toBe(1)
  })
})
