import { FEATURE_PREVIEW_KEYS, type FeaturePreviewKey } from './keys'

export { FEATURE_PREVIEW_KEYS, type FeaturePreviewKey } from './keys'

/** Where the community discusses the dashboard; also the empty-list link of the modal. */
export const COMMUNITY_DISCUSSIONS_URL = 'https://github.com/orgs/supabase/discussions'

// A search of the community discussions for the preview, so the link stays valid as threads move.
const discussionsSearch = (query: string) => `${COMMUNITY_DISCUSSIONS_URL}?discussions_q=${encodeURIComponent(query)}`

export interface FeaturePreview {
  key: FeaturePreviewKey
  name: string
  description: string
  discussionsUrl?: string
  isNew: boolean
  isPlatformOnly: boolean
  /** Publicly released previews are the only ones the modal lists. */
  isReleased: boolean
  limitations?: readonly string[]
}

/** Branching 2.0 limitations, SPEC §2. */
export const BRANCHING_2_0_LIMITATIONS = [
  'custom roles created in the dashboard are not captured on branch creation;',
  'branches merge only to main; merging between preview branches is not supported;',
  'pulling from main overwrites functions;',
  'deleting functions must be done on main;',
  'migration conflicts are resolved manually on the preview branch;',
  'if migrations have run on main, branches are created from migrations rather than from a full schema dump.',
] as const

/** The seven previews of SPEC §2, in the order the modal lists them. */
export const FEATURE_PREVIEWS: readonly FeaturePreview[] = [
  {
    key: FEATURE_PREVIEW_KEYS.NEW_STORAGE_UI,
    name: 'New Storage interface',
    description:
      'Buckets move into the main area; the sidebar becomes a bucket-type selector (files, analytics, vector). Settings and policies are nested under bucket types. File storage stays the default.',
    discussionsUrl: discussionsSearch('new storage interface'),
    isNew: true,
    isPlatformOnly: false,
    isReleased: true,
  },
  {
    key: FEATURE_PREVIEW_KEYS.UNIFIED_LOGS,
    name: 'New Logs interface',
    description:
      'New Logs interface with real-time streaming. Only for organizations on the Team plan or above.',
    discussionsUrl: discussionsSearch('unified logs'),
    isNew: true,
    isPlatformOnly: true,
    isReleased: true,
  },
  {
    key: FEATURE_PREVIEW_KEYS.BRANCHING_2_0,
    name: 'Branching via dashboard',
    description: 'Create, review and merge database branches from the branches page.',
    discussionsUrl: discussionsSearch('branching via dashboard'),
    isNew: true,
    isPlatformOnly: true,
    isReleased: true,
    limitations: BRANCHING_2_0_LIMITATIONS,
  },
  {
    key: FEATURE_PREVIEW_KEYS.ADVISOR_RULES,
    name: 'Disable Advisor rules',
    description: 'Disable Advisor categories or rules so they stop appearing in reports and email notifications.',
    isNew: true,
    isPlatformOnly: true,
    isReleased: true,
  },
  {
    key: FEATURE_PREVIEW_KEYS.INLINE_EDITOR,
    name: 'Directly edit database entities',
    description: 'Edit policies, functions and triggers in an inline SQL editor, with an inline assistant.',
    discussionsUrl: discussionsSearch('inline editor'),
    isNew: false,
    isPlatformOnly: false,
    isReleased: true,
  },
  {
    key: FEATURE_PREVIEW_KEYS.API_SIDE_PANEL,
    name: 'Project API documentation',
    description:
      'A global API documentation side panel replaces the API docs page; GraphiQL moves to the Database section.',
    discussionsUrl: discussionsSearch('project API documentation side panel'),
    isNew: false,
    isPlatformOnly: false,
    isReleased: true,
  },
  {
    key: FEATURE_PREVIEW_KEYS.CLS,
    name: 'Column-level privileges',
    description:
      'UI to grant or revoke column privileges. Warning: these changes are not captured by the command-line diff and must be applied manually.',
    isNew: false,
    isPlatformOnly: false,
    isReleased: true,
  },
]
