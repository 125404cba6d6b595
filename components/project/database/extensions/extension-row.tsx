'use client'

import { ExternalLink, TriangleAlert } from 'lucide-react'

import { AppLink } from '@/components/ui/app-link'
import { Badge } from '@/components/ui/badge'
import { extensionDocsPath } from '@/lib/catalog/extension-entry'
import { productUrlFor } from '@/lib/catalog/extensions'
import type { ExtensionListItem } from '@/lib/extensions/extension-list'
import { cn } from '@/lib/utils/cn'

export const DEPRECATED_IN_PG17_LABEL = 'Deprecated in Postgres 17'

export interface ExtensionRowProps {
  item: ExtensionListItem
  projectRef: string
  docsUrl: string
  /** Enabling or disabling is under way for this extension. */
  isBusy: boolean
  onToggle: (item: ExtensionListItem) => void
}

/** One extension: name, state, description, tags, warnings, links and the enable switch. */
export function ExtensionRow({ item, projectRef, docsUrl, isBusy, onToggle }: ExtensionRowProps) {
  const isEnabled = item.installedVersion !== null
  const productUrl = item.catalog ? productUrlFor(item.catalog, projectRef) : null
  const headingId = `extension-${item.name}`

  return (
    <li aria-labelledby={headingId} className="flex gap-4 border-b border-border px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-mono text-sm font-medium">
            {item.name}
          </h2>
          {isEnabled && <Badge variant="brand">{`v${item.installedVersion}`}</Badge>}
          {isEnabled && item.schema && <span className="text-xs text-muted">{`in schema ${item.schema}`}</span>}
          {!item.isAvailable && <Badge variant="outline">Not available on this database</Badge>}
        </div>
        {item.comment && <p className="text-sm text-muted">{item.comment}</p>}
        {item.isDeprecatedInPg17 && (
          <p className="flex items-center gap-1.5 text-xs text-warning">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {DEPRECATED_IN_PG17_LABEL}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {item.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
          <a
            href={`${docsUrl}${extensionDocsPath(item.name)}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`${item.name} documentation`}
            className="inline-flex items-center gap-1 text-brand hover:underline"
          >
            Docs <ExternalLink aria-hidden="true" className="size-3" />
          </a>
          {productUrl && item.catalog?.product && (
            <AppLink href={productUrl} className="text-brand hover:underline">
              {item.catalog.product}
            </AppLink>
          )}
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isEnabled}
        aria-label={item.name}
        disabled={!item.isAvailable || isBusy}
        onClick={() => onToggle(item)}
        className={cn(
          'relative mt-1 inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors disabled:opacity-50',
          isEnabled ? 'border-brand bg-brand' : 'border-border bg-background'
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-4 rounded-full bg-white shadow transition-transform',
            isEnabled ? 'translate-x-4' : 'translate-x-0.5'
          )}
        />
      </button>
    </li>
  )
}
