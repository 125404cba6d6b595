import { render } from '@testing-library/react'
import fc from 'fast-check'

import { Markdown } from '@/components/ui/markdown'
import { MarkdownLink } from '@/components/ui/markdown-link'
import { NEUTRALISED_HREF } from '@/lib/markdown/safe-href'

import { hostileHref, isExecutableHref } from './link-arbitraries'
import { XSS_LINK_PAYLOADS } from './xss-link-payloads'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts): in-app links navigate through the router.
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

/** The ways markdown can carry a link destination (raw HTML is not rendered, so it must not link). */
function markdownForms(payload: string): string[] {
  return [
    `[click](${payload})`,
    `[click](<${payload}>)`,
    `[click](${payload} "title")`,
    `<${payload}>`,
    `[click][ref]\n\n[ref]: <${payload}>`,
    `[click][ref]\n\n[ref]: ${payload}`,
    `<a href="${payload}">click</a>`,
    `- item [click](${payload})\n\n> quote [click](<${payload}>)`,
  ]
}

/** Renders markdown and returns every href attribute the DOM ended up with. */
function renderedHrefs(content: string): string[] {
  const { container, unmount } = render(<Markdown content={content} />)
  try {
    return Array.from(container.querySelectorAll('[href]'), (element) => element.getAttribute('href') ?? '')
  } finally {
    unmount()
  }
}

describe('Markdown links under fuzzing (SPEC §2 rendered markdown links)', () => {
  it.each(XSS_LINK_PAYLOADS.map((payload) => [payload]))('MarkdownLink neutralises %j', (payload) => {
    const { container, unmount } = render(<MarkdownLink href={payload}>click</MarkdownLink>)
    expect(container.querySelector('a')).toHaveAttribute('href', NEUTRALISED_HREF)
    unmount()
  })

  it('renders no executable href for any OWASP payload in any markdown link form', () => {
    let anchorCount = 0
    for (const payload of XSS_LINK_PAYLOADS) {
      for (const content of markdownForms(payload)) {
        const hrefs = renderedHrefs(content)
        anchorCount += hrefs.length
        for (const href of hrefs) {
          expect({ content, href, isExecutable: isExecutableHref(href) }).toEqual({ content, href, isExecutable: false })
        }
      }
    }
    // Not vacuous: most payloads do become links, and those links were rewritten.
    expect(anchorCount).toBeGreaterThanOrEqual(XSS_LINK_PAYLOADS.length * 2)
  })

  it('turns the classic javascript: link into a "#" link rather than dropping it', () => {
    expect(renderedHrefs('[click](javascript:alert(1))')).toEqual([NEUTRALISED_HREF])
    expect(renderedHrefs('[click](<java\tscript:alert(1)>)')).toEqual([NEUTRALISED_HREF])
    expect(renderedHrefs('<a href="javascript:alert(1)">click</a>')).toEqual([])
  })

  it('renders no executable href for generated link destinations', () => {
    fc.assert(
      fc.property(hostileHref, fc.nat(7), (payload, formIndex) => {
        const content = markdownForms(payload)[formIndex]
        for (const href of renderedHrefs(content)) {
          expect({ content, href, isExecutable: isExecutableHref(href) }).toEqual({ content, href, isExecutable: false })
        }
      }),
      { numRuns: 150 }
    )
  })

  it('renders no executable href for generated markdown documents', () => {
    const token = fc.oneof(
      hostileHref,
      fc.constantFrom('[', ']', '(', ')', '<', '>', '[x]: ', '![', '\n', '\n\n', ' ', '"', '`', '*', '- ', '> ', 'click', '\\')
    )
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        const content = tokens.join('')
        for (const href of renderedHrefs(content)) {
          expect({ content, href, isExecutable: isExecutableHref(href) }).toEqual({ content, href, isExecutable: false })
        }
      }),
      { numRuns: 150 }
    )
  })

  it('keeps allowed links clickable', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(renderedHrefs(`[click](<${url}>)`)).toEqual([url])
      }),
      { numRuns: 100 }
    )
  })
})
