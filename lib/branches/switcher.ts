/**
 * The project switcher's branch list (SPEC §2 parentRef): branches belong to the production project,
 * so a preview branch lists its production project's branches, and switching keeps the page.
 */

/** The production project of a project: its parent when it is a preview branch, else itself. */
export function productionRef(project: { ref: string; parent_project_ref?: string | null }): string {
  return project.parent_project_ref ?? project.ref
}

/** The same page of another branch's project: /project/{ref}/database/tables → /project/{target}/database/tables. */
export function branchHref(pathname: string, currentRef: string, targetRef: string): string {
  const prefix = `/project/${currentRef}`
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return `/project/${targetRef}${pathname.slice(prefix.length)}`
  return `/project/${targetRef}`
}
