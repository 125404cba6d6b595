import type { ReactNode } from 'react'

/** The centred card of the sign-in class pages (sign-in, sign-up, password reset, MFA challenge). */
export function SignInLayout({
  children,
  title = 'Welcome back',
  description = 'Sign in to your account',
}: {
  children: ReactNode
  title?: string
  description?: ReactNode
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-surface p-8 shadow-sm">
        <h1 className="mb-1 text-2xl font-semibold">{title}</h1>
        <p className="mb-6 text-sm text-muted">{description}</p>
        {children}
      </div>
    </main>
  )
}
