import { afterEach, describe, expect, it } from 'vitest'
import { setLocale, t } from '@erp/ui-kit/i18n'
import '../../i18n/catalogues'
import { dayTitle, SCHEDULE_MESSAGES } from './schedule-model'

afterEach(async () => {
  await setLocale('zh-CN')
})

describe('attendance texts in English', () => {
  it('names the weekday of a grid column in the language of the screen', async () => {
    expect(dayTitle('2026-11-02')).toBe('2 一')
    await setLocale('en-US')
    expect(dayTitle('2026-11-01')).toBe('1 Sun')
    expect(dayTitle('2026-11-02')).toBe('2 Mon')
    await setLocale('zh-CN')
    expect(dayTitle('2026-11-01')).toBe('1 日')
  })

  it('translates the kept schedule messages, with their figures', async () => {
    await setLocale('en-US')
    expect(t(SCHEDULE_MESSAGES.rest)).toBe('Rest')
    expect(SCHEDULE_MESSAGES.pending(3)).toBe(
      'Unsaved schedule changes found from last time (3 people). Restore them?',
    )
    expect(SCHEDULE_MESSAGES.failed('网络错误')).toBe(
      'Save failed: 网络错误 (your changes are kept; you can save again)',
    )
  })
})
