import type { ReactNode } from 'react'

/** The new-project pages: the form is the page's main landmark. */
export default function NewProjectLayout({ children }: { children: ReactNode }) {
  return <main className="flex flex-1 flex-col">{children}</main>
}
