import { NotFoundMessage } from '@/components/shell/layout/not-found-message'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Page not found')

/**
 * Any URL no route matches, with the way back. Not wrapped in the dashboard shell: the root
 * not-found page is part of every route's first load (sign-in included), and the shell is heavy.
 */
export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col">
      <NotFoundMessage title="Page not found" description="There is no page at this address. It may have moved, or the link may be mistyped." />
    </main>
  )
}
