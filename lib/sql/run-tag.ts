/**
 * Every statement the editor runs carries a tag comment in front, so a cancelled run can be found in
 * pg_stat_activity and stopped with pg_cancel_backend (aborting the fetch alone leaves it running).
 */
const RUN_TAG_LABEL = 'dashboard-run:'

export function createRunTag(): string {
  return globalThis.crypto.randomUUID()
}

/** The tag comment sent ahead of a statement; its length is subtracted from error positions. */
export function runTagPrefix(tag: string): string {
  return `/* ${RUN_TAG_LABEL}${tag} */ `
}

/** Cancels the backends still running statements tagged `tag` (the tag is a UUID: safe to inline). */
export function cancelRunSql(tag: string): string {
  if (!/^[0-9a-f-]+$/i.test(tag)) throw new Error(`Invalid run tag: ${tag}`)
  return (
    'select pg_cancel_backend(pid) as cancelled from pg_stat_activity ' +
    `where pid <> pg_backend_pid() and query like '%${RUN_TAG_LABEL}${tag}%'`
  )
}
