'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

function parseJsonObject(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> }
    return { ok: false, message: 'The payload must be a JSON object, e.g. {"message":"hello"}.' }
  } catch (error) {
    return { ok: false, message: `The payload is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Sends a broadcast (event + JSON payload) or tracks presence on the joined channel. The text is kept on errors. */
export function RealtimeSendForm({
  isConnected,
  onBroadcast,
  onTrack,
}: {
  isConnected: boolean
  onBroadcast: (event: string, payload: Record<string, unknown>) => Promise<string | null>
  onTrack: (payload: Record<string, unknown>) => Promise<string | null>
}) {
  const [event, setEvent] = useState('message')
  const [payload, setPayload] = useState('{"text": "hello"}')
  const [errors, setErrors] = useState<{ event?: string; payload?: string; send?: string }>({})
  const [sent, setSent] = useState<string | null>(null)

  const send = async (kind: 'broadcast' | 'presence', formEvent?: FormEvent) => {
    formEvent?.preventDefault()
    setSent(null)
    const parsed = parseJsonObject(payload)
    const nextErrors: typeof errors = {}
    if (!parsed.ok) nextErrors.payload = parsed.message
    if (kind === 'broadcast' && event.trim() === '') nextErrors.event = 'Enter the event name the listeners filter on.'
    setErrors(nextErrors)
    if (!parsed.ok || Object.keys(nextErrors).length > 0) return
    const failure = kind === 'broadcast' ? await onBroadcast(event.trim(), parsed.value) : await onTrack(parsed.value)
    if (failure) setErrors({ send: failure })
    else setSent(kind === 'broadcast' ? `Broadcast ${event.trim()} sent.` : 'Presence tracked.')
  }

  return (
    <form onSubmit={(formEvent) => void send('broadcast', formEvent)} noValidate aria-label="Send to the channel" className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h2 className="font-medium">Send</h2>
      <div className="grid gap-3 md:grid-cols-[12rem_1fr]">
        <FormField label="Event" error={errors.event}>
          <Input value={event} onChange={(change) => setEvent(change.target.value)} />
        </FormField>
        <FormField label="Payload (JSON)" error={errors.payload}>
          <textarea
            value={payload}
            onChange={(change) => setPayload(change.target.value)}
            rows={3}
            className="rounded-md border border-border bg-background p-2 font-mono text-xs"
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary" disabled={!isConnected}>
          Send broadcast
        </Button>
        <Button type="button" variant="outline" disabled={!isConnected} onClick={() => void send('presence')}>
          Track presence with this payload
        </Button>
        {!isConnected && <span className="text-xs text-muted">Connect to a channel to send.</span>}
        {errors.send && <span role="alert" className="text-xs text-destructive">{errors.send}</span>}
        {sent && <span role="status" className="text-xs text-muted">{sent}</span>}
      </div>
    </form>
  )
}
