'use client'

import { Suspense, type ReactNode } from 'react'

import { BannerArea } from '@/components/shell/banners/banner-area'
import { CommandMenuShortcut } from '@/components/shell/command-menu/command-menu-shortcut'
import { lazyComponent } from '@/components/ui/lazy-component'

import { AuthGate } from './auth-gate'
import { FeaturePreviewModalMount } from './feature-preview-modal-mount'
import { ProfileBootstrap } from './profile-bootstrap'
import { TopBar } from './top-bar'
import { useRouteGuards } from './use-route-guards'

// Needed only where the server could not title the page in full (the platform, whose session is in
// the browser) and only once a name has loaded, so it stays out of every page's first load.
const DocumentTitleName = lazyComponent(() => import('./document-title-name').then((module) => module.DocumentTitleName), {
  isClientOnly: true,
  loadErrorFallback: null,
})

/** Every dashboard page: session, profile, route rules, top bar, command menu and previews. */
export function DashboardShell({ children }: { children: ReactNode }) {
  return (
    <AuthGate>
      <ProfileBootstrap>
        <ShellFrame>{children}</ShellFrame>
      </ProfileBootstrap>
    </AuthGate>
  )
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { organization, project } = useRouteGuards()
  return (
    // An editor page (marked by editor-viewport.tsx) fills the viewport and the page stops scrolling;
    // any other page scrolls as a whole.
    <div className="flex min-h-dvh flex-col has-[[data-fills-viewport]]:h-dvh has-[[data-fills-viewport]]:overflow-hidden">
      {/* The project's name on its pages, else the organization's (the server adds it self-hosted). */}
      <DocumentTitleName name={project?.name ?? organization?.name} />
      <BannerArea organizationSlug={organization?.slug} projectRef={project?.ref} />
      <TopBar organization={organization} project={project} />
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      <CommandMenuShortcut />
      <Suspense>
        <FeaturePreviewModalMount organization={organization} projectRef={project?.ref} />
      </Suspense>
    </div>
  )
}
