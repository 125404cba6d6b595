import { render, screen } from '@testing-library/react'

import { Admonition } from '@/components/ui/admonition'
import { Markdown } from '@/components/ui/markdown'
import { MarkdownLink } from '@/components/ui/markdown-link'
import type { AdmonitionType } from '@/lib/markdown/admonition'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts): in-app links navigate through the router.
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

function linkHref(content: string): string | null {
  render(<Markdown content={content} />)
  return screen.getByRole('link', { name: 'click' }).getAttribute('href')
}

describe('Markdown links (SPEC §2)', () => {
  it.each([
    ['[click](https://supabase.com/docs)', 'https://supabase.com/docs'],
    ['[click](http://example.com/a?b=1)', 'http://example.com/a?b=1'],
    ['[click](mailto:support@supabase.com)', 'mailto:support@supabase.com'],
    ['[click](tel:+15551234)', 'tel:+15551234'],
    // In-app paths get the /dashboard base path, as the browser sees them.
    ['[click](/project/default/logs)', '/dashboard/project/default/logs'],
    ['[click](#section)', '#section'],
    ['[click](relative/page)', 'relative/page'],
  ])('keeps the allowed link %s', (content, href) => {
    expect(linkHref(content)).toBe(href)
  })

  it('goes to "/" (the dashboard home) when the link has no href', () => {
    expect(linkHref('[click]()')).toBe('/dashboard')
  })

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](vbscript:msgbox(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](&#x6A;avascript&#x3A;alert(1))',
    '[click](javascript&colon;alert(1))',
    '[click](< javascript:alert(1)>)',
    '[click](<\u0001javascript:alert(1)>)',
    '[click](<\tjavascript:alert(1)>)',
    '[click](<java\u200bscript:alert(1)>)',
  ])('neutralises %j', (content) => {
    expect(linkHref(content)).toBe('#')
  })

  it('neutralises dangerous autolinks', () => {
    render(<Markdown content="<javascript:alert(1)>" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '#')
  })

  it('does not render raw HTML from the content', () => {
    render(<Markdown content={'before <a href="javascript:alert(1)">bad</a> <img src=x onerror="alert(1)"> after'} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('opens external links in a new tab without leaking the opener', () => {
    render(<Markdown content="[click](https://example.com)" />)
    const link = screen.getByRole('link', { name: 'click' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('renders ordinary markdown', () => {
    render(<Markdown content={'Some **bold** text\n\n- one\n- two'} />)
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('MarkdownLink on its own also falls back to "/" and neutralises bad protocols', () => {
    render(
      <>
        <MarkdownLink>home</MarkdownLink>
        <MarkdownLink href="vbscript:msgbox(1)">bad</MarkdownLink>
      </>
    )
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'bad' })).toHaveAttribute('href', '#')
  })
})

describe('Admonition', () => {
  it.each([
    ['note', 'default'],
    ['tip', 'default'],
    ['default', 'default'],
    ['caution', 'warning'],
    ['deprecation', 'warning'],
    ['warning', 'warning'],
    ['danger', 'destructive'],
    ['destructive', 'destructive'],
  ] as [AdmonitionType, string][])('shows the %s type as the %s variant', (type, variant) => {
    render(
      <Admonition type={type} title="Heads up">
        Details
      </Admonition>
    )
    const box = screen.getByText('Heads up').closest('[data-variant]')
    expect(box).toHaveAttribute('data-variant', variant)
    expect(box).toHaveTextContent('Details')
    expect(box).toHaveAttribute('role', variant === 'destructive' ? 'alert' : 'note')
  })
})
