import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

afterEach(() => cleanup())

// Test files share one jsdom and one module graph (isolate: false): each file leaves them as it found them.
afterAll(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.body.innerHTML = ''
  document.title = ''
})
