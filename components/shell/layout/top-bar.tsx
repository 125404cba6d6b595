'use client'

import { FlaskConical } from 'lucide-react'

import { AppLink } from '@/components/ui/app-link'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useFeaturePreviewModal } from '@/components/shell/feature-previews/use-feature-preview-modal'
import { useConfig } from '@/lib/config/use-config'
import type { Project } from '@/lib/api/types'
import { DASHBOARD_FEATURES } from '@/lib/features/disabled-features'
import { cn } from '@/lib/utils/cn'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

import { CommandMenuButton } from './command-menu-button'
import { SidebarMenuButton } from './sidebar-menu-button'
import { ThemeSwitcher } from './theme-switcher'
import { useIsFeatureEnabled } from './use-is-feature-enabled'
import { UserMenu } from './user-menu'

// Shown on project pages only, whose layout loads the assistant's store anyway; elsewhere their code stays unloaded.
const AiAssistantToggleButton = lazyComponent(() => import('./project-bar-tools').then((module) => module.AiAssistantToggleButton), {
  loadErrorFallback: null,
})
const BranchSwitcher = lazyComponent(() => import('./project-bar-tools').then((module) => module.BranchSwitcher), { loadErrorFallback: null })

/** Brand, where you are (organization / project), search, previews, theme and the user. */
export function TopBar({ organization, project }: { organization?: EnrichedOrganization; project?: Project }) {
  const { isPlatform } = useConfig()
  const featurePreviews = useFeaturePreviewModal()
  const isAiAssistantEnabled = useIsFeatureEnabled(DASHBOARD_FEATURES.aiAssistant)
  return (
    // Sticky: it stays in view while a long page scrolls (the sidebar sits just below its 3rem).
    <header className="sticky top-0 z-30 flex h-12 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 sm:gap-3 sm:px-4">
      <SidebarMenuButton />
      {/* Below 640 px the breadcrumb, when there is one, takes the brand's room. */}
      <AppLink href="/" className={cn('shrink-0 font-semibold text-brand', (organization || project) && 'max-sm:hidden')}>
        Dashboard
      </AppLink>
      <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-2 text-sm">
        {isPlatform && (
          <AppLink href="/organizations" className="text-muted hover:text-foreground max-md:hidden">
            Organizations
          </AppLink>
        )}
        {organization && (
          <>
            <span aria-hidden="true" className="text-muted max-md:hidden">/</span>
            <AppLink href={`/org/${organization.slug}`} className={cn('truncate hover:underline', project && 'max-sm:hidden')}>
              {organization.name}
            </AppLink>
          </>
        )}
        {project && (
          <>
            <span aria-hidden="true" className="text-muted max-sm:hidden">/</span>
            <AppLink href={`/project/${project.ref}`} className="truncate hover:underline">
              {project.name}
            </AppLink>
            {isPlatform && <BranchSwitcher project={project} />}
          </>
        )}
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
        <CommandMenuButton />
        <button
          type="button"
          onClick={() => featurePreviews.open()}
          className="flex items-center gap-1.5 rounded-md px-2 py-1 text-xs text-muted hover:text-foreground"
        >
          <FlaskConical aria-hidden="true" className="size-4" />
          <span className="max-lg:sr-only">Feature previews</span>
        </button>
        {project && isAiAssistantEnabled && <AiAssistantToggleButton />}
        {/* Below 640 px the theme is chosen from the command menu ("Change theme…"). */}
        <ThemeSwitcher className="max-sm:hidden" />
        <UserMenu />
      </div>
    </header>
  )
}
