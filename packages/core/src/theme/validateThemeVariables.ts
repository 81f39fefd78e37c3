import { numericThemeVariables, type ThemeVariables, themeVariableNames } from './themeVariables.js'

/** Returns why `value` is not a valid `ThemeVariables` object, or undefined when it is. */
export function validateThemeVariables(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'must be an object of `--lk-*` CSS variables'
  for (const [name, variable] of Object.entries(value)) {
    if (!(themeVariableNames as readonly string[]).includes(name))
      return `unknown variable '${name}' (known: ${themeVariableNames.join(', ')})`
    const numeric = numericThemeVariables.includes(name as keyof ThemeVariables)
    if (numeric && (typeof variable !== 'number' || !Number.isFinite(variable)))
      return `'${name}' must be a number`
    if (!numeric && typeof variable !== 'string') return `'${name}' must be a string`
  }
  return undefined
}
