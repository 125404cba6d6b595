/** Hands a blob to the browser as a file download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Revoke later: the download may not have read the blob yet when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
