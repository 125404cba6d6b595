/** Query keys of the server clock check (SPEC §7 GET {app base}/api/get-utc-time). */
export const clockKeys = {
  utcTime: () => ['clock', 'utc-time'] as const,
}
