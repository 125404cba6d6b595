import { describe, expect, it } from 'vitest'

import { payloadTooLargeMessage, uploadSizeProblem } from '@/lib/storage/upload-limit'

describe('uploads over a bucket size limit', () => {
  it('are refused before sending, naming the limit', () => {
    expect(uploadSizeProblem({ name: 'video.mp4', size: 3 * 1048576 }, { id: 'avatars', file_size_limit: 1048576 })).toBe(
      'video.mp4 is 3 MB; the bucket avatars accepts files up to 1 MB.'
    )
    expect(uploadSizeProblem({ name: 'a.png', size: 10 }, { id: 'avatars', file_size_limit: 1048576 })).toBeNull()
    expect(uploadSizeProblem({ name: 'a.png', size: 10 }, { id: 'open', file_size_limit: null })).toBeNull()
  })

  it('a 413 from the storage API says what it means instead of the status', () => {
    expect(payloadTooLargeMessage(5 * 1048576)).toBe("The file is larger than this bucket's limit of 5 MB.")
    expect(payloadTooLargeMessage(null)).not.toMatch(/413/)
  })
})
