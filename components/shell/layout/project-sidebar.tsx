'use client'

import { usePathname } from 'next/navigation'

import { useConfig } from '@/lib/config/use-config'
import { AppLink } from '@/components/ui/app-link'
import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/keys'
import { isNavItemActive, projectNavSections } from '@/lib/navigation/project-nav'
import { cn } from '@/lib/utils/cn'
import { useFeaturePreviewFlags } from '@/stores/feature-preview-store'

import { SidebarFrame } from './sidebar-frame'
import { SidebarSection } from './sidebar-section'
import { useDisabledFeatures } from './use-is-feature-enabled'

export function ProjectSidebar({ projectRef }: { projectRef: string }) {
  const pathname = usePathname()
  const flags = useFeaturePreviewFlags()
  const disabledFeatures = useDisabledFeatures()
  const { isPlatform } = useConfig()
  const sections = projectNavSections(projectRef, {
    isAdvisorRulesEnabled: flags[FEATURE_PREVIEW_KEYS.ADVISOR_RULES],
    isNewStorageUiEnabled: flags[FEATURE_PREVIEW_KEYS.NEW_STORAGE_UI],
    isApiSidePanelEnabled: flags[FEATURE_PREVIEW_KEYS.API_SIDE_PANEL],
    isColumnPrivilegesEnabled: flags[FEATURE_PREVIEW_KEYS.CLS],
    isPlatform,
  }, disabledFeatures)
  return (
    <SidebarFrame label="Project">
      {sections.map((section) => (
        <SidebarSection key={section.name} name={section.name}>
          {section.items.map((item) => {
            const isActive = isNavItemActive(item, pathname)
            return (
              <li key={item.href}>
                <AppLink
                  href={item.href}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-2 py-1.5 hover:bg-background',
                    isActive ? 'bg-background font-medium text-foreground' : 'text-muted'
                  )}
                >
                  {item.label}
                </AppLink>
              </li>
            )
          })}
        </SidebarSection>
      ))}
    </SidebarFrame>
  )
}
