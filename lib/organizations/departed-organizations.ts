/**
 * Organizations the user just deleted or left in this tab. Their page is still on screen while the
 * app navigates away and the organization list refetches; the unknown-organization redirect (SPEC §2)
 * must not fire for them, since the user knows it is gone and is already on the way elsewhere.
 */
const departed = new Set<string>()

export function markOrganizationDeparted(slug: string): void {
  departed.add(slug)
}

export function isOrganizationDeparted(slug: string): boolean {
  return departed.has(slug)
}
