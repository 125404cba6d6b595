/**
 * The top bar's project-only controls, loaded after the page as one piece: a project page needs them
 * together, and one lazy module keeps the shell that every page loads first smaller than two.
 */
export { AiAssistantToggleButton } from '@/components/shell/ai-assistant/ai-assistant-toggle-button'
export { BranchSwitcher } from './branch-switcher'
