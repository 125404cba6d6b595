'use client'

import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { extensionDocsUrl, findExtension } from '@/lib/catalog/extensions'
import { extensionsPageUrl, type ExtensionAvailability, isEmbeddedDatabaseProject } from '@/lib/database-pages/extension-status'

/**
 * Why a page has nothing to show yet: the extension it reads is not enabled (enable it on the
 * Extensions page) or the database server does not ship it at all (install it on the server first).
 */
export function ExtensionNoticePanel({
  projectRef,
  extension,
  availability,
  purpose,
}: {
  projectRef: string
  extension: string
  availability: Exclude<ExtensionAvailability, 'installed'>
  /** What the extension gives this page, e.g. "Cron jobs are scheduled by pg_cron." */
  purpose: string
}) {
  const config = useConfig()
  const { docsUrl } = config
  // Only a project that really runs on embedded PGlite is told so; on POSTGRES_URL or a configured
  // server the server itself lacks the extension.
  const isEmbedded = isEmbeddedDatabaseProject(config, projectRef)
  const entry = findExtension(extension)
  const docs = entry ? extensionDocsUrl(entry, docsUrl) : null
  const actions = (
    <>
      {availability === 'available' && (
        <Button asChild size="tiny" variant="primary">
          <AppLink href={extensionsPageUrl(projectRef)}>Open the Extensions page</AppLink>
        </Button>
      )}
      {docs && (
        <Button asChild size="tiny">
          <a href={docs} target="_blank" rel="noreferrer">
            {`${extension} documentation`}
          </a>
        </Button>
      )}
    </>
  )

  if (availability === 'available') {
    return (
      <Admonition type="note" title={`The ${extension} extension is not enabled`} actions={actions}>
        {`${purpose} Enable ${extension} on the Extensions page to use this page.`}
      </Admonition>
    )
  }
  return (
    <Admonition type="warning" title={`${extension} is not available in this database`} actions={actions}>
      {`${purpose} This database's Postgres server does not ship the ${extension} extension${
        isEmbedded ? ' (the embedded PGlite database of a self-hosted dashboard does not include it)' : ''
      }. Install it on the server${
        isEmbedded ? ', or point POSTGRES_URL at a Postgres server that has it,' : ''
      } then enable it on the Extensions page.`}
    </Admonition>
  )
}
