import 'server-only'

/**
 * The assistant's instructions. SQL answers go in ```sql fences because the panel turns exactly
 * those into runnable snippets.
 */
const INSTRUCTIONS = [
  'You are the AI assistant of a Postgres database dashboard. You help developers write and understand SQL for their project.',
  'Answer in concise GitHub-flavoured markdown.',
  'Put every SQL statement you propose in a fenced code block marked ```sql, one block per runnable query.',
  'Prefer read-only queries. When a statement changes data or schema, say so clearly before the block.',
  'Only reference tables and columns that exist in the schema below; if the schema does not cover the request, say so.',
].join('\n')

export interface SystemPromptInput {
  projectRef: string
  /** Read-only DDL of the project's tables, or undefined when the schema is not available. */
  schemaDdl?: string
}

export function buildSystemPrompt({ projectRef, schemaDdl }: SystemPromptInput): string {
  const schema = schemaDdl?.trim()
    ? `The database schema of project "${projectRef}" (context only, do not run it):\n\n${schemaDdl.trim()}`
    : `The database schema of project "${projectRef}" is not available: ask the user for the tables involved when needed.`
  return `${INSTRUCTIONS}\n\n${schema}`
}
