'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SUPPORT_EMAIL } from '@/lib/constants'
import { supportCategoryOrDefault, SUPPORT_CATEGORIES } from '@/lib/error-reporting/support-categories'
import { buildSupportMailto, type SupportRequest } from '@/lib/error-reporting/support-link'

export const SUPPORT_FORM_TEXTS = {
  title: 'Contact support',
  intro: `Your request opens in your email app, addressed to ${SUPPORT_EMAIL}.`,
  category: 'Category',
  sid: 'Error report id',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send request',
  subjectRequired: 'Please add a subject',
  messageRequired: 'Please describe the problem',
} as const

const CONTROL_CLASS =
  'w-full rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-brand aria-invalid:border-destructive'

export interface SupportRequestFormProps {
  /** Prefill from the page's query (category, sid, subject, message). */
  initial: SupportRequest
  /** Opens the mailto: link; defaults to navigating to it. */
  onOpenMail?: (href: string) => void
}

function openMail(href: string) {
  window.location.href = href
}

/**
 * The support form the global error screen links to (/support/new?category=…&sid=…&subject=…&message=…).
 * The support API is not part of this dashboard, so submitting opens a mail to support with the fields.
 */
export function SupportRequestForm({ initial, onOpenMail = openMail }: SupportRequestFormProps) {
  const [category, setCategory] = useState(supportCategoryOrDefault(initial.category))
  const [subject, setSubject] = useState(initial.subject)
  const [message, setMessage] = useState(initial.message)
  const [isSubmitted, setIsSubmitted] = useState(false)

  const subjectError = isSubmitted && !subject.trim() ? SUPPORT_FORM_TEXTS.subjectRequired : null
  const messageError = isSubmitted && !message.trim() ? SUPPORT_FORM_TEXTS.messageRequired : null

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setIsSubmitted(true)
    if (!subject.trim() || !message.trim()) return
    onOpenMail(buildSupportMailto({ category, sid: initial.sid, subject: subject.trim(), message }))
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="support-form-title" className="flex w-full max-w-2xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="support-form-title" className="text-xl font-semibold">
          {SUPPORT_FORM_TEXTS.title}
        </h1>
        <p className="text-sm text-muted">{SUPPORT_FORM_TEXTS.intro}</p>
      </div>
      <FormField label={SUPPORT_FORM_TEXTS.category}>
        <select value={category} onChange={(event) => setCategory(event.target.value)} className={CONTROL_CLASS}>
          {SUPPORT_CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      {initial.sid && (
        <FormField label={SUPPORT_FORM_TEXTS.sid}>
          <Input value={initial.sid} readOnly />
        </FormField>
      )}
      <FormField label={SUPPORT_FORM_TEXTS.subject} error={subjectError}>
        <Input value={subject} onChange={(event) => setSubject(event.target.value)} />
      </FormField>
      <FormField label={SUPPORT_FORM_TEXTS.message} error={messageError}>
        <textarea
          rows={10}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={`${CONTROL_CLASS} font-mono text-xs`}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant="primary">
          {SUPPORT_FORM_TEXTS.submit}
        </Button>
      </div>
    </form>
  )
}
