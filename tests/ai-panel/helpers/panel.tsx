import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createUIMessageStream, createUIMessageStreamResponse } from 'ai'
import type { ReactNode } from 'react'

import { AiAssistantPanelController } from '@/components/shell/ai-assistant/ai-assistant-panel-controller'
import { ConfigProvider } from '@/components/shell/providers/config-provider'
import type { PublicConfig } from '@/lib/config/schema'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

export function testConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    isPlatform: false,
    platformApiUrl: '/dashboard/api/platform',
    siteUrl: 'https://supabase.com',
    docsUrl: 'https://supabase.com/docs',
    statusPageUrl: 'https://status.supabase.com',
    disabledFeatures: [],
    featureFlags: {},
    isAiConfigured: true,
    aiModel: 'gpt-5',
    ...overrides,
  }
}

export function Providers({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const queryClient = createTestQueryClient({ queries: { retry: false }, mutations: { retry: false } })
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  )
}

export function renderController(projectRef: string | undefined, config: PublicConfig = testConfig()) {
  return render(
    <Providers config={config}>
      <AiAssistantPanelController projectRef={projectRef} />
    </Providers>
  )
}

/** What the chat route streams back for `text`, produced by the AI SDK's own stream writer. */
export function uiMessageStreamResponse(text: string): Response {
  const stream = createUIMessageStream({
    execute: ({ writer }) => {
      writer.write({ type: 'text-start', id: 'text-1' })
      for (const piece of text.match(/\s*\S+/g) ?? [text]) writer.write({ type: 'text-delta', id: 'text-1', delta: piece })
      writer.write({ type: 'text-end', id: 'text-1' })
    },
  })
  return createUIMessageStreamResponse({ stream })
}
