import { withBasePath } from '@/lib/routing/base-path'

import { FullPageMessage } from './full-page-message'

/**
 * A not-found page's body: what was not found, and the way back. "/" sends the user on to the
 * fallback home (their last organization, or the default project self-hosted; SPEC §2).
 *
 * Server-rendered with a plain link and no client code: the root not-found page is part of every
 * route's first load, so anything interactive here would weigh on every page.
 */
export function NotFoundMessage({ title, description }: { title: string; description: string }) {
  return (
    <FullPageMessage title={title} description={description}>
      <a
        href={withBasePath('/')}
        className="inline-flex items-center rounded-md border border-brand bg-brand px-3 py-1.5 text-sm font-medium text-brand-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Back to the dashboard
      </a>
    </FullPageMessage>
  )
}
