'use client'

/** The project home: its name and status, read from the platform API. */
export function ProjectHome({ projectRef }: { projectRef: string }) {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Project {projectRef}</h1>
    </main>
  )
}
