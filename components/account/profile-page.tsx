'use client'

import { QueryState } from '@/components/ui/query-state'
import { useAuthUserQuery } from '@/data/profile/auth-user-query'
import { useProfileQuery } from '@/data/profile/profile-query'
import { CODE_HOST_LABEL } from '@/lib/constants'

import { AccountLayout } from './account-layout'
import { CodeHostIdentity } from './code-host-identity'
import { EmailSection } from './email-section'
import { ProfileForm } from './profile-form'

/** /account/me: names and username, the email (and a pending change), the linked code-host account. */
export function ProfilePage() {
  const profile = useProfileQuery()
  const authUser = useAuthUserQuery()
  return (
    <AccountLayout current="me" title="Your profile">
      <QueryState query={profile} what="Profile" loadingLabel="Loading your profile…">
        {(data) => (
          <>
            <section aria-labelledby="profile-heading" className="flex flex-col gap-3">
              <h2 id="profile-heading" className="text-base font-medium">
                Profile
              </h2>
              <ProfileForm key={data.id} profile={data} />
            </section>
            <section aria-labelledby="email-heading" className="flex flex-col gap-3">
              <h2 id="email-heading" className="text-base font-medium">
                Email
              </h2>
              <EmailSection primaryEmail={data.primary_email} user={authUser.data} />
            </section>
          </>
        )}
      </QueryState>
      <section aria-labelledby="identity-heading" className="flex flex-col gap-3">
        <h2 id="identity-heading" className="text-base font-medium">
          {`${CODE_HOST_LABEL} account`}
        </h2>
        <QueryState query={authUser} what="Linked accounts" loadingLabel="Loading linked accounts…">
          {(data) => <CodeHostIdentity user={data} />}
        </QueryState>
      </section>
    </AccountLayout>
  )
}
