import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { usePermissions } from '../src/stores/permission-store'
import { usePreferences } from '../src/stores/preferences-store'
import { useSessionExpired } from '../src/stores/session-expired-store'
import { useSession } from '../src/stores/session-store'
import { useTabs } from '../src/stores/tabs-store'

afterEach(() => cleanup())

// Test files share one jsdom and one module graph (isolate: false): each file leaves them as it found them.
afterAll(() => {
  useSession.setState(useSession.getInitialState(), true)
  useTabs.setState(useTabs.getInitialState(), true)
  usePreferences.setState(usePreferences.getInitialState(), true)
  usePermissions.setState(usePermissions.getInitialState(), true)
  useSessionExpired.setState(useSessionExpired.getInitialState(), true)
  localStorage.clear()
  sessionStorage.clear()
  document.body.innerHTML = ''
  document.title = ''
})
