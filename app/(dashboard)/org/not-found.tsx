import { NotFoundMessage } from '@/components/shell/layout/not-found-message'
import { ORGANIZATION_NOT_FOUND_DESCRIPTION, ORGANIZATION_NOT_FOUND_MESSAGE } from '@/lib/routing/route-context'

/** An unknown organization slug (the organization layout's server check, self-hosted; the browser shows the same on the platform). */
export default function OrganizationNotFound() {
  return (
    <main className="flex flex-1 flex-col">
      <NotFoundMessage title={ORGANIZATION_NOT_FOUND_MESSAGE} description={ORGANIZATION_NOT_FOUND_DESCRIPTION} />
    </main>
  )
}
