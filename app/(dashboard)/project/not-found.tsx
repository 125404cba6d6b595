import { NotFoundMessage } from '@/components/layout/not-found-message'
import { PROJECT_NOT_FOUND_MESSAGE } from '@/lib/routing/route-context'

/** An unknown project ref (the project layout's server check, self-hosted). */
export default function ProjectNotFound() {
  return (
    <main className="flex flex-1 flex-col">
      <NotFoundMessage title={PROJECT_NOT_FOUND_MESSAGE} description="No project has this reference. It may have been deleted." />
    </main>
  )
}
