'use client'

import { useRouter, useSearchParams } from 'next/navigation'

import { FullPageMessage } from '@/components/shell/layout/full-page-message'
import { Button } from '@/components/ui/button'
import { QueryState } from '@/components/ui/query-state'
import { useOrganizationInvitationAcceptMutation } from '@/data/organizations/organization-invitation-accept-mutation'
import { useOrganizationInvitationQuery } from '@/data/organizations/organization-invitation-query'
import { toast } from '@/lib/ui/toast'

/** /join?slug=…&token=…: check an invitation, then join the organization. */
export function JoinOrganization() {
  const searchParams = useSearchParams()
  const router = useRouter()
  const slug = searchParams.get('slug') ?? undefined
  const token = searchParams.get('token') ?? undefined
  const invitation = useOrganizationInvitationQuery({ slug, token })
  const accept = useOrganizationInvitationAcceptMutation({
    onSuccess: () => router.push(`/org/${slug}`),
    onError: (error) => toast.error(`Failed to join the organization: ${error.message}`),
  })

  if (!slug || !token) {
    return <FullPageMessage title="This invitation link is incomplete" description="Ask for a new invitation link." />
  }
  return (
    <QueryState
      query={invitation}
      what="the invitation"
      loading={<FullPageMessage title="Checking your invitation…" isBusy />}
      failed={(failure) => <FullPageMessage title="We couldn't check this invitation">{failure}</FullPageMessage>}
    >
      {(data) => {
        const problem = data.token_does_not_exist
          ? 'This invitation does not exist.'
          : data.expired_token
            ? 'This invitation has expired. Ask for a new one.'
            : !data.email_match
              ? 'This invitation was sent to another email address. Sign in with that address to accept it.'
              : null
        return (
          <FullPageMessage
            title={`You have been invited to join ${data.organization_name}`}
            description={problem ?? 'Join to see its projects and work with its members.'}
          >
            {!problem && (
              <Button variant="primary" loading={accept.isPending} onClick={() => accept.mutate({ slug, token })}>
                Join organization
              </Button>
            )}
          </FullPageMessage>
        )
      }}
    </QueryState>
  )
}
