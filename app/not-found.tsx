import { DashboardShell } from '@/components/layout/dashboard-shell'
import { NotFoundMessage } from '@/components/layout/not-found-message'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Page not found')

/** Any URL no route matches: inside the dashboard's frame, with the way back. */
export default function NotFound() {
  return (
    <DashboardShell>
      <main className="flex flex-1 flex-col">
        <NotFoundMessage title="Page not found" description="There is no page at this address. It may have moved, or the link may be mistyped." />
      </main>
    </DashboardShell>
  )
}
