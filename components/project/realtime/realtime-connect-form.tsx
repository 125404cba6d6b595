'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { lazyComponent } from '@/components/ui/lazy-component'
import { SelectField } from '@/components/ui/select-field'
import { validateChannelName } from '@/lib/realtime/channel-name'
import { parsePostgresFilter } from '@/lib/realtime/postgres-filter'

import type { PostgresChangesListen } from './use-realtime-session'

// The schema and table pickers (and their queries) load when "Postgres changes" is ticked.
const RealtimePostgresFields = lazyComponent(() => import('./realtime-postgres-fields').then((module) => module.RealtimePostgresFields))

export interface ConnectRequest {
  channel: string
  isPrivate: boolean
  broadcast: boolean
  presence: boolean
  postgresChanges: PostgresChangesListen | null
  userId: string | null
}


function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  )
}

/**
 * What to listen to and as whom. Every field is checked before connecting: a channel name with spaces
 * or a malformed row filter gets its message here, not a silent subscription.
 */
export function RealtimeConnectForm({
  projectRef,
  isConnected,
  isConnecting,
  signingUnavailableReason,
  onConnect,
  onDisconnect,
}: {
  projectRef: string
  isConnected: boolean
  isConnecting: boolean
  /** Why "authenticated" cannot be used here (self-hosted without SUPABASE_JWT_SECRET), or null. */
  signingUnavailableReason: string | null
  onConnect: (request: ConnectRequest) => void
  onDisconnect: () => void
}) {
  const [channel, setChannel] = useState('room:lobby')
  const [isPrivate, setPrivate] = useState(false)
  const [broadcast, setBroadcast] = useState(true)
  const [presence, setPresence] = useState(true)
  const [postgres, setPostgres] = useState(false)
  const [schema, setSchema] = useState('public')
  const [table, setTable] = useState('')
  const [event, setEvent] = useState<PostgresChangesListen['event']>('*')
  const [filter, setFilter] = useState('')
  const [role, setRole] = useState<'anon' | 'authenticated'>('anon')
  const [userId, setUserId] = useState('')
  const [errors, setErrors] = useState<{ channel?: string; filter?: string; table?: string; userId?: string }>({})

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    const nextErrors: typeof errors = {}
    const name = validateChannelName(channel)
    if (!name.ok) nextErrors.channel = name.message
    const parsedFilter = postgres ? parsePostgresFilter(filter) : null
    if (parsedFilter && !parsedFilter.ok) nextErrors.filter = parsedFilter.message
    if (postgres && !table) nextErrors.table = 'Pick the table whose changes to receive.'
    if (role === 'authenticated' && userId.trim() === '') nextErrors.userId = 'Enter the id of the user to act as.'
    setErrors(nextErrors)
    if (Object.keys(nextErrors).length > 0 || !name.ok) return
    onConnect({
      channel: name.name,
      isPrivate,
      broadcast,
      presence,
      postgresChanges: postgres ? { schema, table, event, filter: filter.trim() || null } : null,
      userId: role === 'authenticated' ? userId.trim() : null,
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Connect to a channel" className="flex flex-col gap-4 rounded-md border border-border p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Channel" error={errors.channel} description="The topic to join, e.g. room:lobby">
          <Input value={channel} onChange={(change) => setChannel(change.target.value)} disabled={isConnected} />
        </FormField>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">Listen to</span>
          <Checkbox label="Broadcast" checked={broadcast} onChange={setBroadcast} />
          <Checkbox label="Presence" checked={presence} onChange={setPresence} />
          <Checkbox label="Postgres changes" checked={postgres} onChange={setPostgres} />
          <Checkbox label="Private channel (checked by RLS policies on realtime.messages)" checked={isPrivate} onChange={setPrivate} />
        </div>
      </div>
      {postgres && (
        <RealtimePostgresFields
          projectRef={projectRef}
          value={{ schema, table, event, filter }}
          onChange={(next) => {
            setSchema(next.schema)
            setTable(next.table)
            setEvent(next.event)
            setFilter(next.filter)
          }}
          errors={{ table: errors.table, filter: errors.filter }}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <SelectField
            label="Act as"
            value={role}
            options={[
              { value: 'anon', label: 'anon (the anon key)' },
              ...(signingUnavailableReason ? [] : [{ value: 'authenticated', label: 'authenticated user' }]),
            ]}
            onChange={(value) => setRole(value as 'anon' | 'authenticated')}
          />
          {signingUnavailableReason && <p className="text-xs text-muted">{signingUnavailableReason}</p>}
        </div>
        {role === 'authenticated' && (
          <FormField label="User id" error={errors.userId} description="The token the server signs carries it as sub and lives ten minutes.">
            <Input value={userId} onChange={(change) => setUserId(change.target.value)} placeholder="00000000-0000-0000-0000-000000000000" />
          </FormField>
        )}
      </div>
      <div className="flex gap-2">
        {isConnected ? (
          <Button type="button" variant="outline" onClick={onDisconnect}>
            Disconnect
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={isConnecting}>
            {isConnecting ? 'Connecting…' : 'Connect'}
          </Button>
        )}
      </div>
    </form>
  )
}
