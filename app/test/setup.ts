import '@testing-library/jest-dom/vitest'
import '@erp/ui-kit/testing/jsdom-pointer'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a render can take longer.
// Waiting longer changes nothing for a passing test and only delays a failing one.
configure({ asyncUtilTimeout: 4000 })

afterEach(() => cleanup())
