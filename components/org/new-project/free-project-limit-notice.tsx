
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import type { Schemas } from '@/lib/api/types'
import { NEW_PROJECT_MESSAGES } from '@/lib/new-project/validation'

/** Why a Free organization cannot take another project, and the ways out. */
export function FreeProjectLimitNotice({
  slug,
  members,
}: {
  slug: string
  members: Schemas['MemberWithFreeProjectLimit'][]
}) {
  return (
    <Admonition
      type="warning"
      title={NEW_PROJECT_MESSAGES.freeProjectLimitReached}
      actions={
        <AppLink href={`/org/${slug}/billing#subscription`} className="text-sm text-brand hover:underline">
          Upgrade the organization
        </AppLink>
      }
    >
      <p>These members already own the maximum number of active free projects:</p>
      <ul className="list-disc pl-5">
        {members.map((member) => (
          <li key={member.primary_email}>
            {`${member.username} (${member.primary_email}): ${member.free_project_limit} free projects`}
          </li>
        ))}
      </ul>
      <p>Pause or delete one of their free projects, or move this organization to a paid plan.</p>
    </Admonition>
  )
}
