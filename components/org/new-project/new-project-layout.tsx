import type { ReactNode } from 'react'

/** The frame of /new and /new/{slug}. */
export function NewProjectLayout({ organizationName, children }: { organizationName?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">Create a new project</h1>
        <p className="text-sm text-muted">
          {organizationName
            ? `A project is a Postgres database with its own APIs, in ${organizationName}.`
            : 'A project is a Postgres database with its own APIs.'}
        </p>
      </div>
      {children}
    </div>
  )
}
