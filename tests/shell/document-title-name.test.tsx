import { render, waitFor } from '@testing-library/react'

import { DocumentTitleName } from '@/components/shell/layout/document-title-name'

describe('DocumentTitleName', () => {
  it('follows a rename: the tab title shows the new name and not the old one in front', async () => {
    document.title = 'General settings | Dashboard'
    const view = render(<DocumentTitleName name="Acme Corp" />)
    await waitFor(() => expect(document.title).toBe('General settings | Acme Corp | Dashboard'))

    view.rerender(<DocumentTitleName name="Acme Labs" />)
    await waitFor(() => expect(document.title).toBe('General settings | Acme Labs | Dashboard'))

    // The next page's title (set by Next on navigation) gets the current name.
    document.title = 'Billing | Dashboard'
    await waitFor(() => expect(document.title).toBe('Billing | Acme Labs | Dashboard'))
  })
})
