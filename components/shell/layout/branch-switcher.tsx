'use client'

import { GitBranch } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useBranchesQuery } from '@/data/branches/branches-query'
import type { Project } from '@/lib/api/types'
import { branchHref, productionRef } from '@/lib/branches/switcher'
import { cn } from '@/lib/utils/cn'

/**
 * Beside the project's name: the branch this project is, and the production project's other branches
 * to switch to (the same page on the other branch). Without an answer from the platform it shows
 * nothing: the name link is still there, and the branches page says what went wrong.
 */
export function BranchSwitcher({ project }: { project: Project }) {
  const parentRef = productionRef(project)
  // Only a project with branching on, or a branch itself, has branches to ask for.
  const branches = useBranchesQuery({ projectRef: parentRef }, { enabled: Boolean(project.is_branch_enabled || project.parent_project_ref) })
  const pathname = usePathname()
  const [isOpen, setIsOpen] = useState(false)
  const listId = useId()
  const containerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !containerRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [isOpen])

  if (!branches.data || branches.data.length === 0) return null
  const current = branches.data.find((branch) => branch.project_ref === project.ref)
  const label = current?.name ?? 'production'

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={`Branch: ${label}. Switch branch`}
        onClick={() => setIsOpen(!isOpen)}
        className="flex items-center gap-1 rounded-md border border-border px-2 py-0.5 text-xs text-muted hover:text-foreground"
      >
        <GitBranch aria-hidden="true" className="size-3.5" />
        {label}
      </button>
      {isOpen && (
        <ul
          id={listId}
          aria-label="Branches"
          className="absolute left-0 top-full z-20 mt-1 flex min-w-48 flex-col rounded-md border border-border bg-surface p-1 shadow-md"
        >
          {branches.data.map((branch) => {
            const isCurrent = branch.project_ref === project.ref
            return (
              <li key={branch.id}>
                <AppLink
                  href={branchHref(pathname, project.ref, branch.project_ref)}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => setIsOpen(false)}
                  className={cn('flex items-center justify-between gap-3 rounded px-2 py-1 text-sm hover:bg-background', isCurrent && 'font-medium')}
                >
                  {branch.name}
                  {branch.is_default && <span className="text-xs text-muted">production</span>}
                </AppLink>
              </li>
            )
          })}
          <li className="mt-1 border-t border-border pt-1">
            <AppLink href={`/project/${parentRef}/branches`} onClick={() => setIsOpen(false)} className="block rounded px-2 py-1 text-xs text-muted hover:bg-background">
              Manage branches
            </AppLink>
          </li>
        </ul>
      )}
    </div>
  )
}
