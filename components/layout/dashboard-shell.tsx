'use client'

import { Suspense, type ReactNode } from 'react'

import { BannerArea } from '@/components/banners/banner-area'
import { CommandMenuShortcut } from '@/components/command-menu/command-menu-shortcut'

import { AuthGate } from './auth-gate'
import { DocumentTitleName } from './document-title-name'
import { FeaturePreviewModalMount } from './feature-preview-modal-mount'
import { ProfileBootstrap } from './profile-bootstrap'
import { TopBar } from './top-bar'
import { useRouteGuards } from './use-route-guards'

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
    <div className="flex min-h-screen flex-col">
      {/* The project's name on its pages, else the organization's (the server adds it self-hosted). */}
      <DocumentTitleName name={project?.name ?? organization?.name} />
      <BannerArea organizationSlug={organization?.slug} projectRef={project?.ref} />
      <TopBar organization={organization} project={project} />
      <div className="flex flex-1 flex-col">{children}</div>
      <CommandMenuShortcut />
      <Suspense>
        <FeaturePreviewModalMount organization={organization} projectRef={project?.ref} />
      </Suspense>
    </div>
  )
}
