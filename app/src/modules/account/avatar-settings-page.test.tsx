import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import AvatarSettingsPage, { NOT_AN_IMAGE } from './avatar-settings-page'
import { centredSquare } from './crop-image'
import { renderAccountPage } from './fake-account-server.test-helper'

// jsdom has no object URLs; the originals (undefined there) are put back after each test.
const { createObjectURL, revokeObjectURL } = URL
beforeEach(() => {
  URL.createObjectURL = () => 'blob:avatar'
  URL.revokeObjectURL = () => {}
})
afterEach(() => {
  URL.createObjectURL = createObjectURL
  URL.revokeObjectURL = revokeObjectURL
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('crop geometry', () => {
  it('starts from the centred square of the image', () => {
    expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, width: 300, height: 300 })
    expect(centredSquare(200, 500)).toEqual({ x: 0, y: 150, width: 200, height: 200 })
  })
})

describe('头像设置', () => {
  it('refuses a file that is not an image (docs/spec.md §5)', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { view } = renderAccountPage(<AvatarSettingsPage />, '/account/settings/avatar')
    expect(screen.getByRole('img', { name: '管理员的头像（未设置）' })).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
    await user.upload(screen.getByLabelText('选择图片'), new File(['x'], 'notes.txt', { type: 'text/plain' }))
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE)
    expect(screen.getByRole('button', { name: '保存头像' })).toBeDisabled()
  })

  it('loads the crop step once an image is chosen', async () => {
    const user = userEvent.setup()
    renderAccountPage(<AvatarSettingsPage />, '/account/settings/avatar')
    await user.upload(screen.getByLabelText('选择图片'), new File(['png'], 'me.png', { type: 'image/png' }))
    expect(await screen.findByRole('slider', { name: '缩放' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '裁剪预览' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '保存头像' })).toBeDisabled()
  })
})
