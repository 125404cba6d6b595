'use client'

import { useMemo, useState } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { useConfig } from '@/lib/config/use-config'
import { QueryFailure } from '@/components/ui/query-failure'
import { Spinner } from '@/components/ui/spinner'
import { useExtensionDisableMutation } from '@/data/extensions/extension-disable-mutation'
import { useExtensionEnableMutation } from '@/data/extensions/extension-enable-mutation'
import { useExtensionsQuery } from '@/data/extensions/extensions-query'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import type { ExtensionTag } from '@/lib/catalog/extension-entry'
import { EXTENSIONS } from '@/lib/catalog/extensions'
import { filterExtensions, mergeExtensions, type ExtensionListItem } from '@/lib/extensions/extension-list'
import { toast } from '@/lib/ui/toast'

import { ExtensionFilters } from './extension-filters'
import { ExtensionRow } from './extension-row'

// Dialogs load their code (Radix dialog, focus trap, scroll lock) when first opened, not with the page.
const EnableExtensionDialog = lazyComponent(() => import('./enable-extension-dialog').then((module) => module.EnableExtensionDialog))
const DisableExtensionDialog = lazyComponent(() => import('./disable-extension-dialog').then((module) => module.DisableExtensionDialog))

/** /project/{ref}/database/extensions: the catalogue joined with what the database has, with enable/disable. */
export function ExtensionsPage({ projectRef }: { projectRef: string }) {
  const { docsUrl } = useConfig()
  const variables = { projectRef }
  const extensions = useExtensionsQuery(variables)
  const schemas = useSchemasQuery(variables)
  const [search, setSearch] = useState('')
  const [tag, setTag] = useState<ExtensionTag | null>(null)
  const [toEnable, setToEnable] = useState<string | null>(null)
  const [toDisable, setToDisable] = useState<string | null>(null)

  const enable = useExtensionEnableMutation({
    onSuccess: (_, { name }) => {
      toast.success(`Extension "${name}" is now enabled`)
      setToEnable(null)
    },
    onError: (error, { name }) => toast.error(`Failed to enable ${name}: ${error.message}`),
  })
  const disable = useExtensionDisableMutation({
    onSuccess: (_, { name }) => {
      toast.success(`Extension "${name}" is now disabled`)
      setToDisable(null)
    },
    onError: (error, { name }) => toast.error(`Failed to disable ${name}: ${error.message}`),
  })

  const items = useMemo(() => mergeExtensions(EXTENSIONS, extensions.data ?? []), [extensions.data])
  const shown = filterExtensions(items, { search, tag })
  const schemaNames = (schemas.data ?? []).map((schema) => schema.name)
  const busyName = enable.isPending ? enable.variables?.name : disable.isPending ? disable.variables?.name : undefined

  const handleToggle = (item: ExtensionListItem) => {
    if (item.installedVersion === null) setToEnable(item.name)
    else setToDisable(item.name)
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <div>
        <h1 className="text-xl font-semibold">Database Extensions</h1>
        <p className="text-sm text-muted">Enable Postgres extensions for this project&apos;s database.</p>
      </div>
      <ExtensionFilters search={search} onSearchChange={setSearch} tag={tag} onTagChange={setTag} />
      {extensions.isLoading && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Loading extensions…
        </p>
      )}
      <QueryFailure query={extensions} what="the database's extensions" />
      {extensions.data && shown.length === 0 && <p className="text-sm text-muted">No extensions match your search</p>}
      {extensions.data && shown.length > 0 && (
        <ul aria-label="Extensions" className="rounded-md border border-border bg-surface">
          {shown.map((item) => (
            <ExtensionRow
              key={item.name}
              item={item}
              projectRef={projectRef}
              docsUrl={docsUrl}
              isBusy={busyName === item.name}
              onToggle={handleToggle}
            />
          ))}
        </ul>
      )}
      {toEnable !== null && (
        <EnableExtensionDialog
          key={toEnable}
          name={toEnable}
          schemas={schemaNames}
          isEnabling={enable.isPending}
          onConfirm={(schema) => enable.mutate({ ...variables, name: toEnable, schema, cascade: true })}
          onCancel={() => setToEnable(null)}
        />
      )}
      {toDisable !== null && (
        <DisableExtensionDialog
          name={toDisable}
          isDisabling={disable.isPending}
          onConfirm={() => disable.mutate({ ...variables, name: toDisable })}
          onCancel={() => setToDisable(null)}
        />
      )}
    </div>
  )
}
