import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'

import { lazyComponent } from '@/components/ui/lazy-component'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('lazyComponent', () => {
  it('renders the loaded component with its props, and the fallback meanwhile', async () => {
    const LazyGreeting = lazyComponent(async () => Greeting, { fallback: <p>Loading…</p> })
    render(<LazyGreeting name="Ada" />)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  })

  it('renders only the fallback on the server when client-only', () => {
    const LazyGreeting = lazyComponent(async () => Greeting, { isClientOnly: true, fallback: <p>Soon</p> })
    expect(renderToString(<LazyGreeting name="Ada" />)).toContain('Soon')
  })

  it('renders a fallback made from the props on the server and while loading', async () => {
    const LazyGreeting = lazyComponent(async () => Greeting, { isClientOnly: true, fallback: ({ name }) => <p>{`Soon, ${name}`}</p> })
    expect(renderToString(<LazyGreeting name="Grace" />)).toContain('Soon, Grace')
    render(<LazyGreeting name="Ada" />)
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  })

  it('shows a notice with a reload button instead of failing the page when the code cannot load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = lazyComponent<{ name: string }>(() => Promise.reject(new Error('ChunkLoadError')))
    const Quiet = lazyComponent<{ name: string }>(() => Promise.reject(new Error('ChunkLoadError')), { loadErrorFallback: null })
    const { container } = render(
      <>
        <Broken name="Ada" />
        <div data-testid="quiet">
          <Quiet name="Ada" />
        </div>
      </>
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.')
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    expect(screen.getByTestId('quiet')).toBeEmptyDOMElement()
    expect(container).toBeInTheDocument()
    consoleError.mockRestore()
  })
})
