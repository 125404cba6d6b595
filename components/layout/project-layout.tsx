'use client'

import type { ReactNode } from 'react'

import { ProjectSidebar } from './project-sidebar'

/** A project's pages: the sidebar of its routes beside the page. */
export function ProjectLayout({ projectRef, children }: { projectRef: string; children: ReactNode }) {
  return (
    <div className="flex flex-1">
      <ProjectSidebar projectRef={projectRef} />
      <main className="min-w-0 flex-1">{children}</main>
    </div>
  )
}
