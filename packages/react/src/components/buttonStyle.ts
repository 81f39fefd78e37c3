// The buttons live in the dapp's page, outside the modal's shadow root, and render on the
// server: they are styled inline (no stylesheet to inject, nothing for page CSS to override
// on the properties set here) and themed by the same `--lk-*` variables as the modal.
import type { ThemeMode, ThemeVariables } from '@latchkey/core'
import type { CSSProperties } from 'react'

const surfaces: Record<ThemeMode, { background: string; color: string; border: string }> = {
  light: { background: '#f3f4f6', color: '#141519', border: 'rgba(0, 0, 0, 0.08)' },
  dark: { background: '#222328', color: '#f3f4f6', border: 'rgba(255, 255, 255, 0.1)' },
}

// A network the dapp did not configure: the error colours of the modal, readable in both modes.
const warnings: Record<ThemeMode, { background: string; color: string; border: string }> = {
  light: { background: '#fef3f2', color: '#b42318', border: 'rgba(180, 35, 24, 0.35)' },
  dark: { background: '#3b1714', color: '#fda29b', border: 'rgba(249, 112, 102, 0.45)' },
}

/** What a button's look depends on. */
export type ButtonStyleParameters = {
  /**
   * 'accent' for calls to action (Connect Wallet), 'surface' for status pills, 'warning' for a
   * status that needs the visitor (a wrong network).
   */
  variant: 'accent' | 'surface' | 'warning'
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  style?: CSSProperties | undefined
}

/** The inline style of a Latchkey button. */
export function getButtonStyle(parameters: ButtonStyleParameters): CSSProperties {
  const { variant, themeMode, themeVariables, style } = parameters
  const surface = variant === 'warning' ? warnings[themeMode] : surfaces[themeMode]
  return {
    ...(themeVariables as CSSProperties),
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    height: 40,
    margin: 0,
    padding: variant === 'accent' ? '0 16px' : '0 12px 0 6px',
    border: `1px solid ${variant === 'accent' ? 'transparent' : surface.border}`,
    borderRadius: 'calc(var(--lk-border-radius-master, 4px) * 25)',
    background: variant === 'accent' ? 'var(--lk-accent, #3b5bfd)' : surface.background,
    color: variant === 'accent' ? '#fff' : surface.color,
    font: '600 14px/1 var(--lk-font-family, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
    letterSpacing: 'normal',
    textTransform: 'none',
    whiteSpace: 'nowrap',
    // Never wider than the page: a long name is cut with an ellipsis inside.
    maxWidth: '100%',
    minWidth: 0,
    overflow: 'hidden',
    boxShadow: 'none',
    cursor: 'pointer',
    ...style,
  }
}

/** The style of text inside a button: page rules on spans must not recolor or resize it. */
export const buttonTextStyle: CSSProperties = {
  color: 'inherit',
  font: 'inherit',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}
