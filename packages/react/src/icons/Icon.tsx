// The frame of the widget's icons, drawn here: no icon library. Every icon is decorative
// (aria-hidden); the control it sits in carries the accessible name.
import type { ReactNode } from 'react'

/** What every icon takes. */
export type IconProps = { size?: number; className?: string }

/** The frame of every icon: a 24×24 stroked SVG, hidden from assistive technology. */
export function Icon({ size = 20, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
