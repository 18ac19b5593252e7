import { Button } from '@patternfly/react-core'
import type { ComponentType, KeyboardEvent, MouseEvent } from 'react'

/** One action of an ActionButton (the toolkit's `ButtonContext`). */
export interface ButtonContext {
  label: string
  /** An icon component, passed uncalled (e.g. HomeIcon). */
  logo: ComponentType<{ 'aria-hidden'?: boolean }>
  onClick?: (event: KeyboardEvent | MouseEvent) => void
}

export interface ActionButtonProps {
  buttonContext: ButtonContext[]
  /** Required by the toolkit's type, which does not document its effect; this implementation ignores it. */
  moduleName: string
}

/** The site's implementation of the toolkit's ActionButton: one labelled button per action, in a toolbar. */
export function ActionButton({ buttonContext }: ActionButtonProps) {
  return (
    <div role="toolbar" aria-label="Actions" className="vnv-action-button">
      {buttonContext.map(({ label, logo: Logo, onClick }) => (
        <Button key={label} variant="secondary" icon={<Logo aria-hidden />} onClick={(event) => onClick?.(event)}>
          {label}
        </Button>
      ))}
    </div>
  )
}
