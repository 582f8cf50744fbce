import '@testing-library/jest-dom/vitest'
import '@erp/ui-kit/testing/jsdom-pointer'
import { setProjectAnnotations } from '@storybook/react'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import preview from './.storybook/preview'

setProjectAnnotations([preview])
afterEach(() => cleanup())
