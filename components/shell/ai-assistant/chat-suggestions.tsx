import type { AssistantSuggestions, SqlSnippet } from '@/lib/ai/assistant-state'

export interface ChatSuggestionsProps {
  suggestions?: AssistantSuggestions
  sqlSnippets?: SqlSnippet[]
  onPick: (prompt: string) => void
}

/** What an empty chat shows: the prompts and SQL it was opened with, if any. */
export function ChatSuggestions({ suggestions, sqlSnippets, onPick }: ChatSuggestionsProps) {
  const prompts = suggestions?.prompts ?? []
  return (
    <div className="flex flex-col gap-3 text-sm text-muted">
      <p>Ask about your database schema, or ask for a query. SQL in answers can be run against this project.</p>
      {sqlSnippets && sqlSnippets.length > 0 && (
        <section aria-label="Attached SQL">
          <p className="mb-1 text-xs">Your first message will include this SQL:</p>
          {sqlSnippets.map((snippet, index) => (
            <pre key={index} className="mb-1 overflow-x-auto rounded-md border border-border bg-surface p-2 text-xs">
              <code className="font-mono">{snippet.content}</code>
            </pre>
          ))}
        </section>
      )}
      {prompts.length > 0 && (
        <section aria-label={suggestions?.title ?? 'Suggestions'}>
          {suggestions?.title && <p className="mb-1 text-xs font-medium">{suggestions.title}</p>}
          <ul className="flex flex-col gap-1">
            {prompts.map((prompt) => (
              <li key={prompt.label}>
                <button
                  type="button"
                  onClick={() => onPick(prompt.description)}
                  className="w-full rounded-md border border-border px-3 py-2 text-left hover:bg-surface"
                >
                  <span className="block font-medium text-foreground">{prompt.label}</span>
                  <span className="block text-xs">{prompt.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
