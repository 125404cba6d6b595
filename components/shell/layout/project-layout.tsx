'use client'

import type { ReactNode } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { PROJECT_NOT_FOUND_DESCRIPTION, PROJECT_NOT_FOUND_MESSAGE, routeProjectRef } from '@/lib/routing/route-context'

import { ProjectSidebar } from './project-sidebar'

// The assistant's state (idb, chats) loads after the page: nothing of it shows until it has loaded.
const AiAssistantPanelController = lazyComponent(
  () => import('@/components/shell/ai-assistant/ai-assistant-panel-controller').then((module) => module.AiAssistantPanelController),
  { isClientOnly: true }
)

// Only an unknown ref on the platform shows it: kept off every project page's first load.
const NotFoundMessage = lazyComponent(() => import('./not-found-message').then((module) => module.NotFoundMessage))

/**
 * A project's pages: the sidebar of its routes, the page, and the AI assistant when it is open. On the
 * platform only the browser can learn that a ref is unknown (the platform answers its project read
 * with a 404): the same not-found page as the server's self-hosted then, while the route guard sends
 * the user home (SPEC §2).
 */
export function ProjectLayout({ projectRef, children }: { projectRef: string; children: ReactNode }) {
  const { isPlatform } = useConfig()
  // The shell reads the same project; this only watches its answer.
  const project = useProjectDetailQuery({ ref: routeProjectRef(projectRef) }, { enabled: isPlatform })
  if (isPlatform && project.error?.code === 404) {
    return (
      <main className="flex flex-1 flex-col">
        <NotFoundMessage title={PROJECT_NOT_FOUND_MESSAGE} description={PROJECT_NOT_FOUND_DESCRIPTION} />
      </main>
    )
  }
  return (
    <div className="flex min-h-0 flex-1">
      <ProjectSidebar projectRef={projectRef} />
      {/* On an editor route the page does not scroll: what an editor does not scroll itself scrolls here. */}
      <main className="flex min-h-0 min-w-0 flex-1 flex-col has-[[data-fills-viewport]]:overflow-auto">{children}</main>
      <AiAssistantPanelController projectRef={projectRef} />
    </div>
  )
}
