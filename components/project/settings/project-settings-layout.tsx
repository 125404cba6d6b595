import type { ReactNode } from 'react'

/** The frame of a project settings page: its title and the page's sections. */
export function ProjectSettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex w-full max-w-4xl flex-col gap-6 overflow-y-auto p-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">Project settings</p>
        <h1 className="text-xl font-semibold">{title}</h1>
      </div>
      {children}
    </div>
  )
}
