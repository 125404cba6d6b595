import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { PostgreSQL, sql } from '@codemirror/lang-sql'
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import { lintKeymap } from '@codemirror/lint'
import { EditorState, Prec, type Extension } from '@codemirror/state'
import { tags } from '@lezer/highlight'
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder,
  rectangularSelection,
} from '@codemirror/view'

import type { CompletionNamespace } from '@/lib/sql/completion-schema'

/**
 * The editor's setup (the SQL editor's, and GraphiQL's with its own language), assembled from the CodeMirror 6 packages (the `codemirror` meta package
 * installed here is the legacy v5 one, so there is no basicSetup to import).
 */
export function baseEditorExtensions(
  ariaLabel: string,
  describedBy?: string,
  placeholderText = 'Write SQL here, then run it with Ctrl+Enter (⌘+Enter on a Mac)'
): Extension[] {
  return [
    leaveWithEscapeThenTab,
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(sqlHighlightStyle),
    bracketMatching(),
    closeBrackets(),
    autocompletion({ activateOnTyping: true }),
    rectangularSelection(),
    highlightActiveLine(),
    placeholder(placeholderText),
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      ...foldKeymap,
      ...completionKeymap,
      ...lintKeymap,
      indentWithTab,
    ]),
    // tabindex states what contenteditable already implies, so checkers see the scroller's focusable content.
    EditorView.contentAttributes.of({
      'aria-label': ariaLabel,
      tabindex: '0',
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    }),
    editorTheme,
  ]
}

/** PostgreSQL highlighting plus completion of keywords and the project's schemas, tables and columns. */
export function sqlLanguage(namespace: CompletionNamespace | undefined): Extension {
  return sql({ dialect: PostgreSQL, schema: namespace ?? {}, defaultSchema: 'public' })
}

/** Read by assistive technology with the editor (see code-editor.tsx). */
export const EDITOR_KEYBOARD_HINT = 'Tab indents. To leave the editor with the keyboard, press Escape, then Tab.'

/**
 * Tab indents, so the editor would trap keyboard users (WCAG 2.1.2). CodeMirror lets Tab move focus
 * for two seconds after an Escape, but only when no other binding (closing the completion list, say)
 * took that Escape; this runs first and lets the others still run.
 */
const leaveWithEscapeThenTab = Prec.highest(
  keymap.of([
    {
      key: 'Escape',
      run: (view) => {
        view.setTabFocusMode(2000)
        return false
      },
    },
  ])
)

/**
 * Token colours from the theme's --code-* variables (app/globals.css): CodeMirror's default style is
 * made for light backgrounds, and its purple keywords are unreadable on the dark themes (WCAG AA).
 */
const sqlHighlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword], color: 'var(--code-keyword)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--code-number)' },
  { tag: [tags.typeName, tags.standard(tags.name), tags.function(tags.variableName)], color: 'var(--code-type)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--muted)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--destructive)' },
])

const editorTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'var(--surface)', color: 'var(--foreground)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--foreground)' },
  // CodeMirror's own placeholder grey (#888) is too faint on the active-line tint.
  '.cm-placeholder': { color: 'var(--muted)' },
  '.cm-gutters': { backgroundColor: 'var(--background)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--brand) 6%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--brand) 10%, transparent)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--destructive)',
    backgroundColor: 'color-mix(in srgb, var(--destructive) 15%, transparent)',
  },
})
