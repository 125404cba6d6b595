'use client'

import { useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useAuthConfigQuery } from '@/data/auth-config/auth-config-query'
import { useAuthConfigUpdateMutation } from '@/data/auth-config/auth-config-update-mutation'
import { AUTH_CONFIG_PAGE_TITLES, AUTH_CONFIG_SECTIONS, authConfigFields, type AuthConfigPage as Page } from '@/lib/auth-config/auth-config-fields'
import { changedValues, draftValue, envSnippet, formErrors, type AuthConfigDraft, type AuthConfigValues } from '@/lib/auth-config/auth-config-form'
import { useConfig } from '@/lib/config/use-config'
import { toast } from '@/lib/ui/toast'

import { AuthConfigFieldInput } from './auth-config-field-input'

/**
 * One sign-in configuration page. On the platform it saves the changed settings; self-hosted the
 * auth server reads its environment, so the page shows what the server reports and the .env lines
 * of the change to paste (the same form either way).
 */
export function AuthConfigPage({ projectRef, page }: { projectRef: string; page: Page }) {
  const { isPlatform } = useConfig()
  const query = useAuthConfigQuery({ projectRef })
  const title = AUTH_CONFIG_PAGE_TITLES[page]
  const description = (
    <>
      How users sign in to your app. Who may read which rows is set by the{' '}
      <AppLink href={`/project/${projectRef}/database/policies`} className="underline">
        row level security policies
      </AppLink>
      .
    </>
  )
  if (!isPlatform) {
    return (
      <PageShell title={title} description={description}>
        <Admonition title="Configured by the auth server's environment">
          A self-hosted auth server reads these settings from its environment variables when it starts. Change the form to get
          the lines to put in its .env file, then restart the auth server.
        </Admonition>
        {query.isError && (
          <p className="text-sm text-muted">The auth server&apos;s current settings could not be read: {query.error?.message}</p>
        )}
        {query.isPending ? null : <AuthConfigForm projectRef={projectRef} page={page} config={query.data ?? {}} isSelfHosted />}
      </PageShell>
    )
  }
  return (
    <PageShell title={title} description={description}>
      <QueryState query={query} what="the auth settings">
        {(config) => <AuthConfigForm projectRef={projectRef} page={page} config={config} isSelfHosted={false} />}
      </QueryState>
    </PageShell>
  )
}

function AuthConfigForm({ projectRef, page, config, isSelfHosted }: { projectRef: string; page: Page; config: AuthConfigValues; isSelfHosted: boolean }) {
  const fields = authConfigFields(page)
  const [edits, setEdits] = useState<AuthConfigDraft>({})
  const [isSubmitted, setIsSubmitted] = useState(false)
  const update = useAuthConfigUpdateMutation({
    onSuccess: () => {
      toast.success('Saved the sign-in settings')
      setEdits({})
      setIsSubmitted(false)
    },
    onError: (error) => toast.error(`Failed to save the sign-in settings: ${error.message}`),
  })
  const draft: AuthConfigDraft = Object.fromEntries(fields.map((field) => [field.key, edits[field.key] ?? draftValue(field, config[field.key])]))
  const errors = formErrors(fields, draft)
  const changes = changedValues(fields, config, draft)
  const changedKeys = Object.keys(changes)
  const snippet = envSnippet(fields, changes)

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        setIsSubmitted(true)
        if (Object.keys(errors).length > 0 || changedKeys.length === 0 || isSelfHosted) return
        update.mutate({ projectRef, changes })
      }}
    >
      {AUTH_CONFIG_SECTIONS[page].map((section) => (
        <fieldset key={section.title} className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-4 wrap-anywhere">
          <legend className="px-1 text-sm font-semibold">{section.title}</legend>
          {section.fields.map((field) => (
            <AuthConfigFieldInput
              key={field.key}
              field={field}
              value={draft[field.key]}
              savedValue={config[field.key]}
              isSelfHosted={isSelfHosted}
              error={isSubmitted || field.key in edits ? (errors[field.key] ?? null) : null}
              onChange={(value) => setEdits((current) => ({ ...current, [field.key]: value }))}
            />
          ))}
        </fieldset>
      ))}
      {changedKeys.length > 0 && (
        <section aria-label="Changes" className="flex flex-col gap-2 text-sm">
          <h2 className="font-medium">Changes</h2>
          <ul className="list-disc pl-5">
            {fields
              .filter((field) => field.key in changes)
              .map((field) => (
                <li key={field.key}>{field.kind === 'secret' ? `${field.label}: a new secret` : `${field.label}: ${String(changes[field.key] ?? 'empty')}`}</li>
              ))}
          </ul>
        </section>
      )}
      {isSelfHosted ? (
        <section aria-label=".env snippet" className="flex flex-col gap-2 text-sm">
          <h2 className="font-medium">.env lines for the auth server</h2>
          {snippet ? (
            <>
              <pre className="overflow-auto rounded-md border border-border bg-background p-3 text-xs">{snippet}</pre>
              <div>
                <CopyButton text={snippet} copyLabel="Copy .env lines" />
              </div>
            </>
          ) : (
            <p className="text-muted">Change a setting to see the lines to add to the auth server&apos;s .env file.</p>
          )}
        </section>
      ) : (
        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={update.isPending || changedKeys.length === 0}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <Button type="button" disabled={changedKeys.length === 0} onClick={() => setEdits({})}>
            Discard changes
          </Button>
        </div>
      )}
    </form>
  )
}
