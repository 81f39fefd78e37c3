/** The CSS variables a dapp may set to theme the modal. */
export type ThemeVariables = {
  /** The accent color (buttons, links, focus rings). */
  '--lk-accent'?: string
  /** A color mixed into every surface, e.g. a brand tint. */
  '--lk-color-mix'?: string
  /** How much of `--lk-color-mix` goes in, in percent (0 to 100). */
  '--lk-color-mix-strength'?: number
  '--lk-font-family'?: string
  /** The base font size every text size scales from, e.g. '10px'. */
  '--lk-font-size-master'?: string
  /** The base radius every corner scales from, e.g. '4px'. */
  '--lk-border-radius-master'?: string
  /** The modal's stacking order; default 999 (spec section 2). */
  '--lk-z-index'?: number
}

/** The names of every theme variable, for validation. */
export const themeVariableNames = [
  '--lk-accent',
  '--lk-color-mix',
  '--lk-color-mix-strength',
  '--lk-font-family',
  '--lk-font-size-master',
  '--lk-border-radius-master',
  '--lk-z-index',
] as const satisfies ReadonlyArray<keyof ThemeVariables>

/** Variables whose value is a number; every other one is a string. */
export const numericThemeVariables: ReadonlyArray<keyof ThemeVariables> = [
  '--lk-color-mix-strength',
  '--lk-z-index',
]

/** The variables set when the dapp sets none. */
export const defaultThemeVariables = { '--lk-z-index': 999 } as const satisfies ThemeVariables
