import { TabNav } from '@/components/ui/tab-nav'

export type RealtimeTab = 'inspector' | 'policies' | 'settings'

/** The Realtime area's pages: one sidebar entry, and these tabs to move between them. */
export function RealtimeTabs({ projectRef, current }: { projectRef: string; current: RealtimeTab }) {
  const base = `/project/${projectRef}/realtime`
  return (
    <TabNav
      label="Realtime"
      current={current}
      items={[
        { key: 'inspector', label: 'Inspector', href: `${base}/inspector` },
        { key: 'policies', label: 'Policies', href: `${base}/policies` },
        { key: 'settings', label: 'Settings', href: `${base}/settings` },
      ]}
    />
  )
}
