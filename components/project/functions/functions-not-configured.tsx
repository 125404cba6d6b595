import { Admonition } from '@/components/ui/admonition'

/** Self-hosted without FUNCTIONS_DIR: what to set for the functions pages to work. */
export function FunctionsNotConfigured() {
  return (
    <Admonition type="warning" title="Edge functions are not configured">
      <p>
        Set <code>FUNCTIONS_DIR</code> to the edge runtime&apos;s functions folder (one folder per function with an{' '}
        <code>index.ts</code>, as mounted into the functions service) and restart the dashboard. Set{' '}
        <code>SUPABASE_URL</code> too to invoke functions at <code>{'{SUPABASE_URL}/functions/v1/{slug}'}</code>.
      </p>
    </Admonition>
  )
}
