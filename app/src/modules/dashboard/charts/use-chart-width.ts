import { useEffect, useRef, useState } from 'react'

/** The width of the chart's box, followed as the layout changes (a fixed width where nothing can measure). */
export function useChartWidth<E extends HTMLElement>(fallback = 560) {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0)
      if (measured > 0) setWidth(measured)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
