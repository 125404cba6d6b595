'use client'

import { Search } from 'lucide-react'

import { Input } from '@/components/ui/input'
import { TAGS, type ExtensionTag } from '@/lib/catalog/extension-entry'

export interface ExtensionFiltersProps {
  search: string
  onSearchChange: (search: string) => void
  tag: ExtensionTag | null
  onTagChange: (tag: ExtensionTag | null) => void
}

const ALL_TAGS = ''

export function ExtensionFilters({ search, onSearchChange, tag, onTagChange }: ExtensionFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative w-72">
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted" />
        <Input
          type="search"
          aria-label="Search for an extension"
          placeholder="Search for an extension"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-8"
        />
      </div>
      <select
        aria-label="Filter by tag"
        value={tag ?? ALL_TAGS}
        onChange={(event) => onTagChange(event.target.value === ALL_TAGS ? null : (event.target.value as ExtensionTag))}
        className="h-9 rounded-md border border-border bg-background px-2 text-sm text-foreground"
      >
        <option value={ALL_TAGS}>All tags</option>
        {TAGS.map((candidate) => (
          <option key={candidate} value={candidate}>
            {candidate}
          </option>
        ))}
      </select>
    </div>
  )
}
