import type { ExportFormat } from './result-export'

/** Where the browser posts a streamed export: the self-hosted API's own route for the project. */
export function exportActionUrl(platformApiUrl: string, projectRef: string): string {
  return `${platformApiUrl.replace(/\/+$/, '')}/pg-meta/${encodeURIComponent(projectRef)}/export`
}

/**
 * Starts a streamed download: a plain form POST answered with Content-Disposition: attachment, so
 * the browser writes rows to disk as they arrive and the page stays where it is.
 */
export function submitExportForm(action: string, fields: { query: string; format: ExportFormat; fileName?: string }): void {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = action
  form.hidden = true
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  try {
    form.submit()
  } finally {
    form.remove()
  }
}

/** Downloads text built in the browser (rows already in the grid) as a file. */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  downloadBlob(fileName, new Blob([text], { type: mimeType }))
}

/** Downloads a Blob (e.g. one assembled from many parts, which the browser keeps off the JS heap). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
