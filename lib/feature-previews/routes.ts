/**
 * Routes whose target depends on a feature flag (SPEC §2 "Routes referenced"). The caller passes
 * the flag, e.g. `useIsFeaturePreviewEnabled(FEATURE_PREVIEW_KEYS.ADVISOR_RULES)`.
 */

/** Stands in for the project ref in links rendered before a project is known (SPEC §2). */
export const NO_PROJECT_REF = '_'

export function advisorSecurityRoute(ref: string, isAdvisorRulesEnabled: boolean): string {
  return isAdvisorRulesEnabled ? `/project/${ref}/advisors/rules/security` : `/project/${ref}/advisors/security`
}

/**
 * The new storage UI opens on file buckets (its default bucket type, SPEC §2), hence /storage/files;
 * the classic UI opens on its bucket list, /storage/buckets.
 */
export function storageRoute(ref: string | undefined, isNewStorageUiEnabled: boolean): string {
  const projectRef = ref || NO_PROJECT_REF
  return isNewStorageUiEnabled ? `/project/${projectRef}/storage/files` : `/project/${projectRef}/storage/buckets`
}

/** With the API side panel preview, GraphiQL moves to the Database section (SPEC §2). */
export function graphiqlRoute(ref: string, isApiSidePanelEnabled: boolean): string {
  return isApiSidePanelEnabled ? `/project/${ref}/database/graphiql` : `/project/${ref}/api/graphiql`
}
