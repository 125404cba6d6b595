'use client'

import { Command } from 'cmdk'
import { useParams, useRouter } from 'next/navigation'
import { useMemo } from 'react'

import { useFeaturePreviewModal } from '@/components/shell/feature-previews/use-feature-preview-modal'
import { useDisabledFeatures, useIsFeatureEnabled } from '@/components/shell/layout/use-is-feature-enabled'
import { useConfig } from '@/lib/config/use-config'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useProjectsQuery } from '@/data/projects/projects-query'
import { commandSectionId } from '@/lib/command-menu/shortcut'
import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/keys'
import { DASHBOARD_FEATURES } from '@/lib/features/disabled-features'
import { ACCOUNT_PAGES } from '@/lib/navigation/account-nav'
import { organizationPages } from '@/lib/navigation/organization-nav'
import { projectNavSections } from '@/lib/navigation/project-nav'
import { THEME_LABELS, THEMES } from '@/lib/theme/themes'
import { aiAssistantStore } from '@/stores/ai-assistant-store'
import { useCommandMenu, useCommandMenuPreferences } from '@/stores/command-menu-store'
import { useFeaturePreviewFlags } from '@/stores/feature-preview-store'
import { useTheme } from '@/stores/theme-store'

import { CommandMenuDialog } from './command-menu-dialog'

interface CommandItem {
  id: string
  label: string
  onSelect: () => void
}

interface CommandSection {
  name: string
  items: CommandItem[]
}

/** The palette: named sections of real commands, with a stack of sub-pages (theme choice). */
export function CommandMenu() {
  const { isPlatform } = useConfig()
  const router = useRouter()
  const { ref, slug } = useParams<{ ref?: string; slug?: string }>()
  const { pages, pushPage, popPage, close } = useCommandMenu()
  const { isShortcutEnabled, setShortcutEnabled } = useCommandMenuPreferences()
  const { setTheme } = useTheme()
  const featurePreviews = useFeaturePreviewModal()
  const previewFlags = useFeaturePreviewFlags()
  const disabledFeatures = useDisabledFeatures()
  const isBillingEnabled = useIsFeatureEnabled(DASHBOARD_FEATURES.billing)
  const organizations = useOrganizationsQuery({ enabled: isPlatform })
  const projects = useProjectsQuery()
  const page = pages.at(-1)
  // The organization of the page: the route's, or the current project's.
  const currentSlug = slug ?? projects.data?.find((project) => project.ref === ref)?.organization_slug

  const sections = useMemo<CommandSection[]>(() => {
    const run = (action: () => void) => () => {
      action()
      close()
    }
    const go = (href: string) => run(() => router.push(href))
    if (page === 'theme') {
      return [
        {
          name: 'Theme',
          items: THEMES.map((theme) => ({ id: `theme-${theme}`, label: THEME_LABELS[theme], onSelect: run(() => setTheme(theme)) })),
        },
      ]
    }
    const result: CommandSection[] = []
    if (ref) {
      const projectSections = projectNavSections(ref, {
        isAdvisorRulesEnabled: previewFlags[FEATURE_PREVIEW_KEYS.ADVISOR_RULES],
        isNewStorageUiEnabled: previewFlags[FEATURE_PREVIEW_KEYS.NEW_STORAGE_UI],
        isApiSidePanelEnabled: previewFlags[FEATURE_PREVIEW_KEYS.API_SIDE_PANEL],
        isColumnPrivilegesEnabled: previewFlags[FEATURE_PREVIEW_KEYS.CLS],
        isPlatform,
      }, disabledFeatures)
      result.push({
        name: 'Go to',
        items: projectSections.flatMap((section) =>
          section.items.map((item) => ({ id: `go-${item.href}`, label: `${section.name}: ${item.label}`, onSelect: go(item.href) }))
        ),
      })
    }
    result.push({
      name: 'Projects',
      items: (projects.data ?? []).map((project) => ({
        id: `project-${project.ref}`,
        label: `Switch to project ${project.name}`,
        onSelect: go(`/project/${project.ref}`),
      })),
    })
    if (isPlatform && currentSlug) {
      result.push({
        name: 'Organization',
        items: organizationPages({ isPlatform, isBillingEnabled }).map((organizationPage) => ({
          id: `org-${organizationPage.key}`,
          label: `Organization: ${organizationPage.label}`,
          onSelect: go(`/org/${currentSlug}${organizationPage.path}`),
        })),
      })
    }
    if (isPlatform) {
      result.push({
        name: 'Organizations',
        items: [
          { id: 'organizations', label: 'All organizations', onSelect: go('/organizations') },
          ...(organizations.data ?? []).map((organization) => ({
            id: `organization-${organization.slug}`,
            label: `Switch to organization ${organization.name}`,
            onSelect: go(`/org/${organization.slug}`),
          })),
        ],
      })
      result.push({
        name: 'Account',
        items: ACCOUNT_PAGES.map((accountPage) => ({
          id: `account-${accountPage.key}`,
          label: `Account ${accountPage.label.toLowerCase()}`,
          onSelect: go(accountPage.href),
        })),
      })
    }
    result.push({
      name: 'Tools',
      items: [
        { id: 'feature-previews', label: 'Open feature previews', onSelect: run(() => featurePreviews.open()) },
        { id: 'ai-assistant', label: 'Open the AI assistant', onSelect: run(() => aiAssistantStore.getState().openPanel()) },
      ],
    })
    result.push({
      name: 'Preferences',
      items: [
        { id: 'theme', label: 'Change theme…', onSelect: () => pushPage('theme') },
        {
          id: 'shortcut',
          label: isShortcutEnabled ? 'Turn off the Ctrl/Cmd+K shortcut' : 'Turn on the Ctrl/Cmd+K shortcut',
          onSelect: run(() => setShortcutEnabled(!isShortcutEnabled)),
        },
      ],
    })
    return result.filter((section) => section.items.length > 0)
  }, [page, ref, currentSlug, previewFlags, disabledFeatures, isBillingEnabled, projects.data, organizations.data, isPlatform, isShortcutEnabled, router, close, setTheme, featurePreviews, pushPage, setShortcutEnabled])

  return (
    <CommandMenuDialog pageKey={page ?? 'root'} onBack={pages.length > 0 ? popPage : undefined}>
      {sections.map((section) => (
        <Command.Group key={section.name} heading={section.name} id={commandSectionId(section.name)}>
          {section.items.map((item) => (
            <Command.Item
              key={item.id}
              value={`${section.name} ${item.label}`}
              onSelect={item.onSelect}
              className="cursor-pointer rounded-md px-2 py-1.5 text-sm aria-selected:bg-background"
            >
              {item.label}
            </Command.Item>
          ))}
        </Command.Group>
      ))}
    </CommandMenuDialog>
  )
}
