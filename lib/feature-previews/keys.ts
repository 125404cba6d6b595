import { BRAND } from '@/lib/constants'

// Apart from the catalogue's texts: the sidebar, routes and flag store need only the keys on first load.

/** The per-user preview flags of SPEC §4; each is a localStorage key holding "true" or "false". */
export const FEATURE_PREVIEW_KEYS = {
  API_SIDE_PANEL: `${BRAND}-ui-api-side-panel`,
  CLS: `${BRAND}-ui-cls`,
  INLINE_EDITOR: `${BRAND}-ui-preview-inline-editor`,
  UNIFIED_LOGS: `${BRAND}-ui-preview-unified-logs`,
  BRANCHING_2_0: `${BRAND}-ui-branching-2-0`,
  ADVISOR_RULES: `${BRAND}-ui-advisor-rules`,
  NEW_STORAGE_UI: 'new-storage-ui',
} as const

export type FeaturePreviewKey = (typeof FEATURE_PREVIEW_KEYS)[keyof typeof FEATURE_PREVIEW_KEYS]

