import { BookOpen } from 'lucide-react'

import { AppLink } from '@/components/ui/app-link'
import { SQL_TEMPLATES, sqlTemplatePath } from '@/lib/sql/templates'

/** Quickstarts under the snippets: each opens as a new snippet to read and edit before running. */
export function SqlTemplateList({ projectRef }: { projectRef: string }) {
  return (
    <details className="border-t border-border text-sm">
      <summary className="cursor-pointer px-3 py-2 text-xs font-medium text-muted uppercase">Templates</summary>
      <ul className="max-h-64 overflow-y-auto pb-2">
        {SQL_TEMPLATES.map((template) => (
          <li key={template.id}>
            <AppLink
              href={sqlTemplatePath(projectRef, template.id)}
              title={template.description}
              className="flex items-center gap-2 py-1.5 pr-2 pl-3 text-muted hover:bg-background hover:text-foreground"
            >
              <BookOpen aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{template.title}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  )
}
