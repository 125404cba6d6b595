'use client'

import { Plus, X } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useFunctionSecretsSaveMutation } from '@/data/edge-functions/function-secrets-mutations'
import { secretNameError } from '@/lib/functions/names'
import { toast } from '@/lib/ui/toast'

interface Row {
  key: number
  name: string
  value: string
}

/** Several name/value pairs saved at once; the values are cleared after saving (write-only). */
export function SecretsForm({ projectRef }: { projectRef: string }) {
  const [rows, setRows] = useState<Row[]>([{ key: 0, name: '', value: '' }])
  const [nextKey, setNextKey] = useState(1)
  const [error, setError] = useState<string | null>(null)
  const save = useFunctionSecretsSaveMutation()

  const update = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)))

  const submit = () => {
    const filled = rows.filter((row) => row.name.trim() || row.value)
    if (filled.length === 0) return setError('Enter at least one name and value')
    const names = filled.map((row) => row.name.trim())
    const problem =
      names.map(secretNameError).find(Boolean) ??
      (filled.some((row) => !row.value) ? 'Every secret needs a value' : null) ??
      (new Set(names).size !== names.length ? 'Each name can appear once' : null)
    setError(problem)
    if (problem) return
    save.mutate(
      { projectRef, secrets: filled.map((row) => ({ name: row.name.trim(), value: row.value })) },
      {
        onSuccess: () => {
          toast.success(names.length === 1 ? `Saved ${names[0]}` : `Saved ${names.length} secrets`)
          setRows([{ key: nextKey, name: '', value: '' }])
          setNextKey((value) => value + 1)
        },
        onError: (failure) => setError(failure.message),
      }
    )
  }

  return (
    <section aria-label="Add or update secrets" className="flex flex-col gap-2 rounded-md border border-border p-4">
      <h2 className="text-sm font-medium">Add or update secrets</h2>
      <p className="text-xs text-muted">Names use upper-case letters, digits and underscores and cannot start with SUPABASE_. Saving an existing name replaces its value.</p>
      {rows.map((row, index) => (
        <div key={row.key} className="flex items-center gap-2">
          <Input aria-label={`Name ${index + 1}`} placeholder="STRIPE_API_KEY" value={row.name} onChange={(event) => update(row.key, { name: event.target.value })} className="w-64 font-mono" autoComplete="off" />
          <Input
            aria-label={`Value ${index + 1}`}
            type="password"
            placeholder="Value"
            value={row.value}
            onChange={(event) => update(row.key, { value: event.target.value })}
            className="flex-1"
            autoComplete="new-password"
          />
          {rows.length > 1 && (
            <Button variant="ghost" size="icon" aria-label={`Remove row ${index + 1}`} onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}>
              <X aria-hidden="true" className="size-3.5" />
            </Button>
          )}
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          onClick={() => {
            setRows((current) => [...current, { key: nextKey, name: '', value: '' }])
            setNextKey((value) => value + 1)
          }}
        >
          <Plus aria-hidden="true" className="size-3.5" />
          Add another
        </Button>
        <Button variant="primary" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save secrets'}
        </Button>
      </div>
    </section>
  )
}
