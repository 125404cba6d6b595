/** SPEC §2: admonition types and the display variant each maps to. */
export const ADMONITION_TYPES = ['note', 'tip', 'default', 'caution', 'deprecation', 'warning', 'danger', 'destructive'] as const
export type AdmonitionType = (typeof ADMONITION_TYPES)[number]
export type AdmonitionVariant = 'default' | 'warning' | 'destructive'

const VARIANT_BY_TYPE: Record<AdmonitionType, AdmonitionVariant> = {
  note: 'default',
  tip: 'default',
  default: 'default',
  caution: 'warning',
  deprecation: 'warning',
  warning: 'warning',
  danger: 'destructive',
  destructive: 'destructive',
}

export function isAdmonitionType(value: unknown): value is AdmonitionType {
  return typeof value === 'string' && (ADMONITION_TYPES as readonly string[]).includes(value)
}

/** Unknown types (e.g. from markdown content) fall back to the default variant. */
export function admonitionVariant(type: string | undefined): AdmonitionVariant {
  return isAdmonitionType(type) ? VARIANT_BY_TYPE[type] : 'default'
}
