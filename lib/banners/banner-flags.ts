/** The remote flags (DESIGN.md §1) that switch the banners of SPEC §2 on. */
export const BANNER_FLAGS = {
  incident: 'ongoingIncident',
  notice: 'showNoticeBanner',
  clockSkew: 'clockSkewBanner',
} as const

/**
 * Whether a flag value means "on". FEATURE_FLAGS is free-form JSON and flag services send
 * strings too, so "true" counts as well as true.
 */
export function isFlagOn(value: unknown): boolean {
  return value === true || value === 'true'
}
