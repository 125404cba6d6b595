'use client'

import { memo, useCallback } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { Badge } from '@/components/ui/badge'
import { PageShell } from '@/components/ui/page-shell'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryLoading } from '@/components/ui/query-state'
import { ANON_KEY_PLACEHOLDER, useApiCredentials } from '@/components/project/api-docs/use-api-credentials'
import { useConfig } from '@/lib/config/use-config'
import { useProjectSettingsQuery } from '@/data/projects/project-settings-query'
import { realtimeSocketUrl } from '@/lib/realtime/realtime-url'

import { RealtimeConnectForm, type ConnectRequest } from './realtime-connect-form'
import { RealtimeSendForm } from './realtime-send-form'
import { useRealtimeSession } from './use-realtime-session'
import { RealtimeTabs } from './realtime-tabs'

// The virtualised list (and @tanstack/react-virtual) loads after the page, keeping the first load small.
const RealtimeMessageList = lazyComponent(() => import('./realtime-message-list').then((module) => module.RealtimeMessageList), {
  fallback: <QueryLoading label="Loading the message list" />,
})

// The forms do not change with the messages: without memo every flush of the list re-rendered them too.
const ConnectForm = memo(RealtimeConnectForm)
const SendForm = memo(RealtimeSendForm)

const STATUS_LABEL = { idle: 'Not connected', connecting: 'Connecting', subscribed: 'Subscribed', error: 'Error' } as const

/** Joins a channel with realtime-js from the browser and shows what flows through it. */
export function RealtimeInspectorPage({ projectRef }: { projectRef: string }) {
  const config = useConfig()
  const credentials = useApiCredentials(projectRef)
  // The same read (and cache entry) useApiCredentials makes: its failure is said with Retry.
  const settings = useProjectSettingsQuery({ projectRef }, { enabled: config.isPlatform })
  const session = useRealtimeSession()
  const socketUrl = realtimeSocketUrl({
    isPlatform: config.isPlatform,
    projectRef,
    projectApiUrl: credentials.isLoading || credentials.error ? null : credentials.url,
    platformRealtimeUrl: config.platformRealtimeUrl,
    apiGatewayUrl: config.apiGatewayUrl,
  })
  const hasAnonKey = credentials.anonKey !== ANON_KEY_PLACEHOLDER
  const signingUnavailableReason =
    !config.isPlatform && !config.canSignRealtimeTokens
      ? 'Acting as an authenticated user needs SUPABASE_JWT_SECRET (your project\u2019s JWT secret) set on the dashboard server: it signs a ten-minute token, and the secret never reaches the browser.'
      : null

  const { connect: connectSession } = session
  const anonKey = credentials.anonKey
  const connect = useCallback(
    (request: ConnectRequest) => {
      if (!socketUrl) return
      void connectSession({ ...request, socketUrl, anonKey, projectRef })
    },
    [connectSession, socketUrl, anonKey, projectRef]
  )

  return (
    <PageShell
      title="Realtime inspector"
      description="Join a channel as the anon key or as a user, and watch broadcast, presence and Postgres changes as they arrive."
      actions={<Badge variant={session.status === 'subscribed' ? 'brand' : session.status === 'error' ? 'warning' : 'outline'}>{STATUS_LABEL[session.status]}</Badge>}
    >
      <RealtimeTabs projectRef={projectRef} current="inspector" />
      {config.isPlatform && settings.isError ? (
        <QueryFailure query={settings} what="the project's API settings" />
      ) : config.isPlatform && credentials.isLoading ? (
        <QueryLoading label="Loading the project's API settings" />
      ) : !socketUrl || !hasAnonKey ? (
        <Admonition type="warning" title="Realtime is not configured">
          {config.isPlatform
            ? `Could not read the project's API URL and anon key${credentials.error ? `: ${credentials.error.message}` : '.'}`
            : 'Set SUPABASE_PUBLIC_URL (or SUPABASE_URL), the gateway that serves /realtime/v1, and SUPABASE_ANON_KEY on the dashboard server.'}
        </Admonition>
      ) : (
        <>
          <p className="text-xs text-muted">
            Endpoint: <code className="break-all">{socketUrl}</code>
          </p>
          <ConnectForm
            projectRef={projectRef}
            isConnected={session.status === 'subscribed'}
            isConnecting={session.status === 'connecting'}
            signingUnavailableReason={signingUnavailableReason}
            onConnect={connect}
            onDisconnect={session.disconnect}
          />
          {session.error && (
            <Admonition type="destructive" title="Could not join the channel">
              {session.error}
            </Admonition>
          )}
          <SendForm isConnected={session.status === 'subscribed'} onBroadcast={session.sendBroadcast} onTrack={session.trackPresence} />
          <RealtimeMessageList
            messages={session.messages}
            paused={session.paused}
            missedWhilePaused={session.missedWhilePaused}
            onPause={session.setPaused}
            onClear={session.clear}
          />
        </>
      )}
    </PageShell>
  )
}
