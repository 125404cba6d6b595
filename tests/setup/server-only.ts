// Stand-in for the `server-only` package in vitest, which runs server modules outside Next's bundler.
export {}
