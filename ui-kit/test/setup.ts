import '@testing-library/jest-dom/vitest'
import './jsdom-pointer'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { setLocale } from '../src/i18n/i18n'

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a render can take longer.
// Waiting longer changes nothing for a passing test and only delays a failing one.
configure({ asyncUtilTimeout: 4000 })

afterEach(() => cleanup())

// Test files share one jsdom and one module graph (isolate: false): each file leaves them as it found them.
afterAll(async () => {
  // Chinese again: a file that switched to English must not change the next file's texts.
  await setLocale('zh-CN')
  localStorage.clear()
  sessionStorage.clear()
  document.body.innerHTML = ''
  document.title = ''
})
