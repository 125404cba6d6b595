'use client'

import { useState, type FormEvent } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useRealtimeConfigQuery, type RealtimeConfigData } from '@/data/realtime/realtime-config-query'
import { useRealtimeConfigUpdateMutation } from '@/data/realtime/realtime-config-update-mutation'
import { useConfig } from '@/lib/config/use-config'
import { toast } from '@/lib/ui/toast'
import { RealtimeTabs } from './realtime-tabs'

type LimitName = 'max_concurrent_users' | 'max_events_per_second' | 'max_bytes_per_second' | 'max_channels_per_client' | 'max_joins_per_second' | 'max_presence_events_per_second' | 'max_payload_size_in_kb' | 'connection_pool'

const LIMITS: Array<{ name: LimitName; label: string; min: number; max: number }> = [
  { name: 'max_concurrent_users', label: 'Concurrent clients', min: 1, max: 50_000 },
  { name: 'max_events_per_second', label: 'Events per second', min: 1, max: 10_000 },
  { name: 'max_presence_events_per_second', label: 'Presence events per second', min: 1, max: 10_000 },
  { name: 'max_bytes_per_second', label: 'Bytes per second', min: 1, max: 10_000_000 },
  { name: 'max_channels_per_client', label: 'Channels per client', min: 1, max: 10_000 },
  { name: 'max_joins_per_second', label: 'Channel joins per second', min: 1, max: 5_000 },
  { name: 'max_payload_size_in_kb', label: 'Largest message (KB)', min: 1, max: 10_000 },
  { name: 'connection_pool', label: 'Database connections for authorisation', min: 1, max: 100 },
]

function SettingsForm({ projectRef, config }: { projectRef: string; config: RealtimeConfigData }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(LIMITS.map(({ name }) => [name, String(config[name] ?? '')])))
  const [privateOnly, setPrivateOnly] = useState(config.private_only ?? false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const update = useRealtimeConfigUpdateMutation({
    onSuccess: () => toast.success('Realtime settings saved'),
    onError: (error) => toast.error(`Could not save the realtime settings: ${error.message}`),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const nextErrors: Record<string, string> = {}
    const changes: Record<string, number | boolean> = {}
    for (const { name, label, min, max } of LIMITS) {
      const number = Number(values[name])
      if (!/^\d+$/.test(values[name].trim()) || number < min || number > max) nextErrors[name] = `${label} takes a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`
      else if (number !== config[name]) changes[name] = number
    }
    if (privateOnly !== (config.private_only ?? false)) changes.private_only = privateOnly
    setErrors(nextErrors)
    setNotice(null)
    if (Object.keys(nextErrors).length > 0) return
    if (Object.keys(changes).length === 0) return setNotice('Nothing to save: no setting changed.')
    update.mutate({ projectRef, changes })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Realtime settings" className="flex flex-col gap-4">
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" checked={privateOnly} onChange={(event) => setPrivateOnly(event.target.checked)} className="mt-1" />
        <span>
          <span className="font-medium">Private channels only</span>
          <span className="block text-xs text-muted">Clients may join only private channels, which RLS policies on realtime.messages authorise.</span>
        </span>
      </label>
      <div className="grid gap-4 md:grid-cols-2">
        {LIMITS.map(({ name, label }) => (
          <FormField key={name} label={label} error={errors[name]}>
            <Input inputMode="numeric" value={values[name]} onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))} />
          </FormField>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        {notice && <p role="status" className="text-xs text-muted">{notice}</p>}
      </div>
    </form>
  )
}

/** The realtime server's limits on the platform; self-hosted, where those settings live instead. */
export function RealtimeSettingsPage({ projectRef }: { projectRef: string }) {
  const { isPlatform } = useConfig()
  const config = useRealtimeConfigQuery({ projectRef }, { enabled: isPlatform })
  return (
    <PageShell title="Realtime settings" description="Limits of the project's realtime server, and whether only private channels may be joined.">
      <RealtimeTabs projectRef={projectRef} current="settings" />
      {isPlatform ? (
        <QueryState query={config} what="realtime settings">
          {(data) => <SettingsForm key={JSON.stringify(data)} projectRef={projectRef} config={data} />}
        </QueryState>
      ) : (
        <Admonition title="Set on the realtime server">
          Self-hosted, these limits are the realtime server&rsquo;s own configuration (its environment variables and tenant settings), so the dashboard cannot change them. Private channels are authorised by RLS policies on realtime.messages, which you can edit on the Realtime policies page.
        </Admonition>
      )}
    </PageShell>
  )
}
