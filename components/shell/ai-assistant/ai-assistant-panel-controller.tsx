'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { aiAssistantStore, useAiAssistantStore } from '@/stores/ai-assistant-store'

/** `?aiAssistantPanelOpen=true|false` forces the panel open or closed on load (SPEC §2). */
export const AI_ASSISTANT_PANEL_PARAM = 'aiAssistantPanelOpen'

// The panel (AI SDK, markdown, chat UI) loads only once it is opened.
const AiAssistantPanel = lazyComponent(() => import('./ai-assistant-panel').then((module) => module.AiAssistantPanel), {
  isClientOnly: true,
})

export interface AiAssistantPanelControllerProps {
  /** The current project; without one the assistant is reset and nothing is shown. */
  projectRef?: string
}

/**
 * Always mounted by the project layout, and small: loads the project's assistant state, applies the
 * URL parameter, and mounts the lazy panel while it is open.
 */
export function AiAssistantPanelController(props: AiAssistantPanelControllerProps) {
  // useSearchParams needs a Suspense boundary; keeping it here spares every caller from adding one.
  return (
    <Suspense fallback={null}>
      <PanelController {...props} />
    </Suspense>
  )
}

function parseForcedOpen(value: string | null): boolean | undefined {
  if (value === 'true') return true
  if (value === 'false') return false
  return undefined
}

function PanelController({ projectRef }: AiAssistantPanelControllerProps) {
  const forcedOpen = parseForcedOpen(useSearchParams().get(AI_ASSISTANT_PANEL_PARAM))
  const isOpen = useAiAssistantStore((state) => state.open)
  const loadedRef = useAiAssistantStore((state) => (state.isLoaded ? state.projectRef : undefined))
  const isReady = Boolean(projectRef) && loadedRef === projectRef
  const appliedRef = useRef<string | undefined>(undefined)

  useEffect(() => {
    void aiAssistantStore.getState().loadProject(projectRef)
  }, [projectRef])

  useEffect(() => {
    // Applied once per project and value, after the stored state loaded (it would overwrite it
    // otherwise). The parameter may stay in the URL: closing the panel afterwards sticks.
    if (!isReady || forcedOpen === undefined) return
    const key = `${projectRef}:${forcedOpen}`
    if (appliedRef.current === key) return
    appliedRef.current = key
    if (forcedOpen) aiAssistantStore.getState().openPanel()
    else aiAssistantStore.getState().closePanel()
  }, [isReady, projectRef, forcedOpen])

  if (!isReady || !projectRef || !isOpen) return null
  return <AiAssistantPanel projectRef={projectRef} />
}
