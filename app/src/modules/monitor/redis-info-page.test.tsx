import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeMonitorServer, renderWithClient } from './fake-monitor-server.test-helper'
import { RedisInfoPage } from './redis-info-page'

afterEach(() => vi.unstubAllGlobals())

const REASON = '缓存服务器不可用：本服务未运行 Redis'

describe('modules/monitor/RedisInfo (Redis监控)', () => {
  it('shows the server’s unavailability message and no figures', async () => {
    fakeMonitorServer({
      '/sys/actuator/redis/info': envelope(null, false, REASON),
      '/sys/actuator/redis/keysSize': envelope(null, false, REASON),
      '/sys/actuator/redis/memoryInfo': envelope(null, false, REASON),
    })
    renderWithClient(<RedisInfoPage />)
    expect(await screen.findByRole('note')).toHaveTextContent(REASON)
    await waitFor(() => expect(screen.getAllByText('不可用')).toHaveLength(3))
    expect(screen.getAllByRole('note')).toHaveLength(1)
  })
})
