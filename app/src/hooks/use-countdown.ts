import { useCallback, useEffect, useState } from 'react'

/**
 * A whole-second countdown: `start(60)` → `remaining` 60, 59, … 0 (one step a second); `stop()` ends it
 * at once. The timer is cleared on unmount.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; stop: () => void } {
  const [remaining, setRemaining] = useState(0)
  const running = remaining > 0

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000)
    return () => clearInterval(timer)
  }, [running])

  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.floor(seconds))), [])
  const stop = useCallback(() => setRemaining(0), [])
  return { remaining, start, stop }
}
