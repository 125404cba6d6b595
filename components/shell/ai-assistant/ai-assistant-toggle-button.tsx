'use client'

import { Sparkles } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { useAiAssistantStore } from '@/stores/ai-assistant-store'

/** Opens and closes the AI assistant panel (for the top bar); the panel itself is lazy-loaded. */
export function AiAssistantToggleButton({ className }: { className?: string }) {
  const isOpen = useAiAssistantStore((state) => state.open)
  const isLoaded = useAiAssistantStore((state) => state.isLoaded)
  const togglePanel = useAiAssistantStore((state) => state.togglePanel)
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label="AI Assistant"
      aria-pressed={isOpen}
      // Before a project's assistant state has loaded there is nothing to open.
      disabled={!isLoaded}
      className={className}
      onClick={togglePanel}
    >
      <Sparkles aria-hidden="true" className="size-4" />
    </Button>
  )
}
