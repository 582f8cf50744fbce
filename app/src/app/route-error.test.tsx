import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, StyleLoadError } from '../lib/chunk-load'
import { RouteError } from './route-error'

function renderThrowing(error: unknown) {
  const Throwing = () => {
    throw error
  }
  const router = createMemoryRouter([{ path: '/', element: <Throwing />, errorElement: <RouteError /> }])
  render(<RouterProvider router={router} />)
}

describe('RouteError', () => {
  it('names a chunk load failure and offers a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderThrowing(new ChunkLoadError('页面加载超时'))
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败')
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载超时')
    expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled()
  })

  it('names a style load failure and any other error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderThrowing(new StyleLoadError('样式加载失败：/assets/a.css'))
    expect(screen.getByRole('heading')).toHaveTextContent('样式加载失败')
  })

  it('shows other errors with their message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderThrowing(new Error('boom'))
    expect(screen.getByRole('heading')).toHaveTextContent('页面出错了')
    expect(screen.getByRole('alert')).toHaveTextContent('boom')
  })
})
