'use client'

import { useEffect, useState } from 'react'

const TICK_MS = 100

/** Formats a duration the way the results bar shows it: "850 ms", "12.3 s". */
export function formatDuration(durationMs: number): string {
  if (durationMs < 1000) return `${Math.round(durationMs)} ms`
  return `${(durationMs / 1000).toFixed(durationMs < 60_000 ? 1 : 0)} s`
}

/** Live time since `startedAt` while a query runs. */
export function ElapsedTime({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <span aria-label="Elapsed time" className="tabular-nums">
      {formatDuration(Math.max(0, now - startedAt))}
    </span>
  )
}
