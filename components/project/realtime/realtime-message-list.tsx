'use client'

import { useVirtualizer } from '@tanstack/react-virtual'
import { useMemo, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { messageMatches, MESSAGE_LIMIT, type RealtimeMessage } from '@/lib/realtime/message-buffer'

const ROW_HEIGHT = 36
// The columns (time, type, event, payload) narrow below 640 px so the list fits a phone's width.

function formatTime(at: number) {
  const date = new Date(at)
  return `${date.toLocaleTimeString(undefined, { hour12: false })}.${String(date.getMilliseconds()).padStart(3, '0')}`
}

function preview(payload: unknown) {
  const text = JSON.stringify(payload ?? null)
  return text.length > 160 ? `${text.slice(0, 160)}…` : text
}

/**
 * The last messages, newest first. Only the rows in view are in the DOM (a busy channel keeps 500),
 * and a row's full payload opens below the list as formatted JSON.
 */
export function RealtimeMessageList({
  messages,
  paused,
  missedWhilePaused,
  onPause,
  onClear,
}: {
  messages: RealtimeMessage[]
  paused: boolean
  missedWhilePaused: number
  onPause: (paused: boolean) => void
  onClear: () => void
}) {
  const [query, setQuery] = useState('')
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const shown = useMemo(() => messages.filter((message) => messageMatches(message, query)), [messages, query])
  const selected = messages.find((message) => message.id === selectedId) ?? null
  const scrollRef = useRef<HTMLDivElement>(null)
  // The virtualizer is mutable by design; the list re-renders on every change anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: shown.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 6 })

  return (
    <section aria-labelledby="realtime-messages-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="realtime-messages-heading" className="font-medium">
          Messages
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Input aria-label="Filter messages" placeholder="Filter by type, event or payload" value={query} onChange={(event) => setQuery(event.target.value)} className="w-64" />
          <Button variant="outline" onClick={() => onPause(!paused)} aria-pressed={paused}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" onClick={onClear} disabled={messages.length === 0}>
            Clear
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {`${shown.length === messages.length ? messages.length : `${shown.length} of ${messages.length}`} message${messages.length === 1 ? '' : 's'} (the last ${MESSAGE_LIMIT} are kept)`}
        {paused && `. Paused: ${missedWhilePaused} new message${missedWhilePaused === 1 ? '' : 's'} not shown yet.`}
      </p>
      <div className="grid grid-cols-[5.5rem_6rem_6rem_minmax(0,1fr)] sm:grid-cols-[7rem_9rem_8rem_minmax(0,1fr)] gap-2 border-b border-border px-2 pb-1 text-xs font-medium text-muted" aria-hidden="true">
        <span>Time</span>
        <span>Type</span>
        <span>Event</span>
        <span>Payload</span>
      </div>
      <div ref={scrollRef} className="h-[360px] overflow-y-auto rounded-md border border-border" data-testid="realtime-messages-scroll" tabIndex={0} aria-label="Message list">
        {shown.length === 0 ? (
          <p className="p-4 text-sm text-muted">{messages.length === 0 ? 'No messages yet. Connect to a channel, then send a broadcast or change a row.' : 'No message matches the filter.'}</p>
        ) : (
          <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const message = shown[item.index]
              return (
                <li
                  key={message.id}
                  data-testid="realtime-message-row"
                  className="absolute inset-x-0 top-0"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <button
                    type="button"
                    onClick={() => setSelectedId(message.id === selectedId ? null : message.id)}
                    aria-expanded={message.id === selectedId}
                    className="grid h-full w-full grid-cols-[5.5rem_6rem_6rem_minmax(0,1fr)] sm:grid-cols-[7rem_9rem_8rem_minmax(0,1fr)] items-center gap-2 px-2 text-left font-mono text-xs hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <span className="truncate">{formatTime(message.receivedAt)}</span>
                    <span className="truncate">{message.type}</span>
                    <span className="truncate">{message.event}</span>
                    <span className="truncate">{preview(message.payload)}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      {selected && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">{`Payload of ${selected.type} ${selected.event}`}</h3>
          <pre aria-label="Selected message payload" tabIndex={0} className="max-h-64 overflow-auto rounded-md border border-border bg-surface p-3 text-xs">
            {JSON.stringify(selected.payload, null, 2)}
          </pre>
        </div>
      )}
    </section>
  )
}
