/**
 * Escape inside a code editor belongs to the editor first: while its autocomplete is open, Escape
 * closes that list and nothing else (the dialog around it stays). Dialogs see Escape before the
 * editor does (Radix listens on the document in the capture phase), so the dialog asks the editor,
 * through this DOM event, to close its popup, instead of importing the editor's code.
 */
export const EDITOR_CLOSE_POPUPS_EVENT = 'dashboard:editor-close-popups'

/** True when `target` is inside a CodeMirror editor with an open popup, which has now been asked to close it. */
export function closeEditorPopup(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false
  const editor = target.closest('.cm-editor')
  if (!editor?.querySelector('.cm-tooltip-autocomplete')) return false
  editor.dispatchEvent(new CustomEvent(EDITOR_CLOSE_POPUPS_EVENT))
  return true
}
