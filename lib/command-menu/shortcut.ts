/** SPEC §2/§9: Ctrl/Cmd+K opens the command menu, but not with Alt or Shift also held. */
export const COMMAND_MENU_KEY = 'k'

export function isCommandMenuShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  return (
    event.key.toLowerCase() === COMMAND_MENU_KEY && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  )
}

/** A section's id is its name lower-cased, with whitespace replaced by hyphens. */
export function commandSectionId(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-')
}
