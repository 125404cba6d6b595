import { Admonition } from '@/components/ui/admonition'

/** Self-hosted without the auth server's admin API: the list is read-only, and this says how to enable the actions. */
export function AuthAdminNotice() {
  return (
    <Admonition title="Read-only: the auth server's admin API is not configured">
      The users below are read from the database. To create, invite, ban and delete users, set SUPABASE_URL (the API gateway in
      front of the auth server) and SUPABASE_SERVICE_KEY (its service-role key, kept on the dashboard server) and restart the
      dashboard.
    </Admonition>
  )
}
