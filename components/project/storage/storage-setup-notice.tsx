import { Admonition } from '@/components/ui/admonition'

export const STORAGE_SETUP_TITLE = 'Storage needs your project’s API gateway'

/** Self-hosted without SUPABASE_URL/SUPABASE_SERVICE_KEY: the dashboard keeps no object store of its own. */
export function StorageSetupNotice() {
  return (
    <Admonition type="note" title={STORAGE_SETUP_TITLE}>
      <p>Buckets and files are served by the storage API behind your project&apos;s gateway. Set these variables and restart the dashboard:</p>
      <ul className="mt-2 list-disc pl-5">
        <li>
          <code>SUPABASE_URL</code>: the gateway the dashboard server reaches, serving the storage API at <code>SUPABASE_URL/storage/v1</code>
        </li>
        <li>
          <code>SUPABASE_SERVICE_KEY</code>: the service-role key
        </li>
        <li>
          <code>SUPABASE_PUBLIC_URL</code>: the gateway as browsers reach it, for signed and public URLs and uploads (defaults to <code>SUPABASE_URL</code>)
        </li>
      </ul>
    </Admonition>
  )
}
