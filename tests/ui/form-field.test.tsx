import { render, screen } from '@testing-library/react'

import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

describe('FormField', () => {
  it('labels its control and shows no error line without an error', () => {
    render(
      <FormField label="Project name" description="Shown in the dashboard">
        <Input />
      </FormField>
    )
    const input = screen.getByLabelText('Project name')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('Shown in the dashboard')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the error line and wires it to the control when there is an error', () => {
    const { rerender } = render(
      <FormField label="Project name" error="Name is required">
        <Input />
      </FormField>
    )
    const input = screen.getByLabelText('Project name')
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Name is required')

    rerender(
      <FormField label="Project name" error={undefined}>
        <Input />
      </FormField>
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Project name')).not.toHaveAttribute('aria-invalid')
  })

  it('uses a given id for the control', () => {
    render(
      <FormField id="org-name" label="Organization" error="Too short">
        <Input />
      </FormField>
    )
    expect(screen.getByLabelText('Organization')).toHaveAttribute('id', 'org-name')
    expect(screen.getByLabelText('Organization')).toHaveAttribute('aria-describedby', 'org-name-error')
  })
})
