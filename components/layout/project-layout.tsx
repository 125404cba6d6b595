'use client'

import type { ReactNode } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'

import { ProjectSidebar } from './project-sidebar'

// The assistant's state (idb, chats) loads after the page: nothing of it shows until it has loaded.
const AiAssistantPanelController = lazyComponent(
  () => import('@/components/ai-assistant/ai-assistant-panel-controller').then((module) => module.AiAssistantPanelController),
  { isClientOnly: true }
)

/** A project's pages: the sidebar of its routes, the page, and the AI assistant when it is open. */
export function ProjectLayout({ projectRef, children }: { projectRef: string; children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1">
      <ProjectSidebar projectRef={projectRef} />
      <main className="flex min-h-0 min-w-0 flex-1 flex-col">{children}</main>
      <AiAssistantPanelController projectRef={projectRef} />
    </div>
  )
}
