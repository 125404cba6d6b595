'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import type { AuthConfigField } from '@/lib/auth-config/auth-config-fields'
import { renderTemplatePreview, type AuthConfigValue } from '@/lib/auth-config/auth-config-form'

const TEXTAREA = 'min-h-24 w-full rounded-md border border-border bg-background p-2 font-mono text-xs text-foreground'

/** One setting: its input, its environment variable (self-hosted), its problem; secrets are write-only. */
export function AuthConfigFieldInput({
  field,
  value,
  savedValue,
  isSelfHosted,
  error,
  onChange,
}: {
  field: AuthConfigField
  value: string | boolean
  savedValue: AuthConfigValue | undefined
  isSelfHosted: boolean
  error: string | null
  onChange: (value: string | boolean) => void
}) {
  const envNote = isSelfHosted ? (
    <>
      {field.description ? `${field.description} ` : ''}Variable <code>{field.envVar}</code>
      {savedValue === undefined ? ' (not reported by the auth server)' : ''}.
    </>
  ) : (
    field.description
  )
  if (field.kind === 'boolean') {
    return (
      <div className="flex flex-col gap-0.5">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          {field.label}
        </label>
        {envNote && <p className="pl-6 text-xs text-muted">{envNote}</p>}
      </div>
    )
  }
  if (field.kind === 'select') {
    return (
      <div className="flex flex-col gap-0.5">
        <SelectField label={field.label} value={String(value)} options={field.options ?? []} onChange={onChange} />
        {envNote && <p className="text-xs text-muted">{envNote}</p>}
      </div>
    )
  }
  const text = String(value)
  if (field.kind === 'template' || field.kind === 'url-list') {
    return (
      <div className="flex flex-col gap-2">
        <FormField label={field.label} error={error} description={envNote}>
          <textarea className={TEXTAREA} value={text} onChange={(event) => onChange(event.target.value)} />
        </FormField>
        {field.kind === 'template' && <TemplatePreview label={field.label} body={text} />}
      </div>
    )
  }
  const hasSavedSecret = field.kind === 'secret' && typeof savedValue === 'string' && savedValue !== ''
  return (
    <FormField label={field.label} error={error} description={envNote}>
      <Input
        type={field.kind === 'secret' ? 'password' : field.kind === 'number' ? 'text' : 'text'}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        autoComplete="off"
        placeholder={field.kind === 'secret' ? (hasSavedSecret ? 'A secret is set: type a new one to replace it' : 'Not set') : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  )
}

/**
 * The e-mail as rendered, on demand: in a sandboxed frame (no scripts, its own origin), so a template's
 * markup can neither run nor style the dashboard.
 */
function TemplatePreview({ label, body }: { label: string; body: string }) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button type="button" size="tiny" variant="outline" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? `Hide preview of ${label}` : `Preview ${label}`}
        </Button>
      </div>
      {isOpen && <iframe title={`Preview of ${label}`} sandbox="" srcDoc={renderTemplatePreview(body)} className="h-40 w-full rounded-md border border-border bg-white" />}
    </div>
  )
}
