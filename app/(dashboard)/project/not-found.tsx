import { NotFoundMessage } from '@/components/shell/layout/not-found-message'
import { PROJECT_NOT_FOUND_DESCRIPTION, PROJECT_NOT_FOUND_MESSAGE } from '@/lib/routing/route-context'

/** An unknown project ref (the project layout's server check, self-hosted; the browser shows the same on the platform). */
export default function ProjectNotFound() {
  return (
    <main className="flex flex-1 flex-col">
      <NotFoundMessage title={PROJECT_NOT_FOUND_MESSAGE} description={PROJECT_NOT_FOUND_DESCRIPTION} />
    </main>
  )
}
