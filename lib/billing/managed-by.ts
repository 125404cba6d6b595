import type { ManagedBy } from '@/lib/organizations/enrich'

/** The marketplaces that bill organizations instead of us (SPEC §3 managed_by). */
export const MARKETPLACE_LABELS: Partial<Record<ManagedBy, string>> = {
  'vercel-marketplace': 'Vercel Marketplace',
  'aws-marketplace': 'AWS Marketplace',
}

/** The marketplace's name, or undefined when the organization is billed directly. */
export function marketplaceLabel(managedBy: ManagedBy | undefined): string | undefined {
  return managedBy ? MARKETPLACE_LABELS[managedBy] : undefined
}

export function managedByNoticeTitle(label: string): string {
  return `Billing for this organization is managed by ${label}`
}
