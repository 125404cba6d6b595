'use client'

import type { ReactNode } from 'react'

import { AiAssistantPanelController } from '@/components/ai-assistant/ai-assistant-panel-controller'

import { ProjectSidebar } from './project-sidebar'

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
