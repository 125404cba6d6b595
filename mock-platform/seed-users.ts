import { CODE_HOST } from '@/lib/constants'

import type { AuditLog, GoTrueUser, Profile, StoredAccessToken } from './model'
import {
  MOCK_GITHUB_USER_NAME,
  MOCK_TOTP_FACTOR_ID,
  MOCK_TOTP_SECRET,
  MOCK_USER_EMAIL,
  MOCK_USER_ID,
  MOCK_USER_PASSWORD,
  MOCK_USERNAME,
  SEED_TIME,
} from './seed-ids'

const GITHUB_USER_ID = '1234567'

/** The platform profile of the seeded user; auth0_id starts with the code host, so the avatar comes from GitHub. */
export function seedProfile(): Profile {
  return {
    id: 1,
    username: MOCK_USERNAME,
    primary_email: MOCK_USER_EMAIL,
    auth0_id: `${CODE_HOST}|${GITHUB_USER_ID}`,
    gotrue_id: MOCK_USER_ID,
    first_name: 'Test',
    last_name: 'User',
    mobile: null,
    is_alpha_user: false,
    free_project_limit: 2,
    disabled_features: [],
  }
}

export function seedGoTrueUsers({ hasVerifiedTotp }: { hasVerifiedTotp: boolean }): GoTrueUser[] {
  const githubIdentity = {
    identity_id: '5d2e8c1a-7b3f-4e6d-9a0b-1c2d3e4f5a6b',
    id: GITHUB_USER_ID,
    user_id: MOCK_USER_ID,
    provider: CODE_HOST,
    identity_data: {
      sub: GITHUB_USER_ID,
      email: MOCK_USER_EMAIL,
      user_name: MOCK_GITHUB_USER_NAME,
      avatar_url: `https://avatars.githubusercontent.com/u/${GITHUB_USER_ID}?v=4`,
      email_verified: true,
    },
    created_at: SEED_TIME,
    updated_at: SEED_TIME,
    last_sign_in_at: SEED_TIME,
  }
  const emailIdentity = {
    identity_id: '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d',
    id: MOCK_USER_ID,
    user_id: MOCK_USER_ID,
    provider: 'email',
    identity_data: { sub: MOCK_USER_ID, email: MOCK_USER_EMAIL, email_verified: true },
    created_at: SEED_TIME,
    updated_at: SEED_TIME,
    last_sign_in_at: SEED_TIME,
  }
  return [
    {
      id: MOCK_USER_ID,
      aud: 'authenticated',
      role: 'authenticated',
      email: MOCK_USER_EMAIL,
      password: MOCK_USER_PASSWORD,
      email_confirmed_at: SEED_TIME,
      app_metadata: { provider: 'email', providers: ['email', CODE_HOST] },
      user_metadata: { user_name: MOCK_GITHUB_USER_NAME, full_name: 'Test User' },
      identities: [emailIdentity, githubIdentity],
      factors: hasVerifiedTotp
        ? [
            {
              id: MOCK_TOTP_FACTOR_ID,
              friendly_name: 'Authenticator app',
              factor_type: 'totp',
              status: 'verified',
              created_at: SEED_TIME,
              updated_at: SEED_TIME,
              secret: MOCK_TOTP_SECRET,
            },
          ]
        : [],
      created_at: SEED_TIME,
      updated_at: SEED_TIME,
    },
  ]
}

/** Platform access tokens look like sbp_ and 40 hex digits; the alias shows their ends only. */
export function accessTokenAlias(token: string): string {
  return `${token.slice(0, 8)}…${token.slice(-4)}`
}

/** One existing token, used by the CLI yesterday. */
export function seedAccessTokens(now: Date): StoredAccessToken[] {
  const token = 'sbp_3f2a9c1e7b4d8a6f0e5c2b9d1a7f4e3c8b6d2a0f'
  return [
    {
      id: 1,
      name: 'Laptop CLI',
      token,
      token_alias: accessTokenAlias(token),
      created_at: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
      last_used_at: new Date(now.getTime() - 86_400_000).toISOString(),
      expires_at: null,
    },
  ]
}

/** The user's own account activity, relative to the state's clock. */
export function seedProfileAuditLogs(now: Date): AuditLog[] {
  return [
    {
      occurred_at: new Date(now.getTime() - 2 * 3_600_000).toISOString(),
      action: { name: 'profile.update', metadata: [{ method: 'PATCH', status: 200 }] },
      actor: { id: MOCK_USER_ID, type: 'user', metadata: [{ email: MOCK_USER_EMAIL }] },
      target: { description: 'Updated the profile', metadata: {} },
    },
  ]
}
