/** A query parameter value: undefined and null are left out, arrays are comma-joined. */
type QueryValue =
  | string
  | number
  | boolean
  | bigint
  | null
  | undefined
  | readonly (string | number | boolean | bigint)[]

/** Query parameters by name. */
export type QueryParameters = Record<string, QueryValue>

/** Joins a base URL and a path and appends the query parameters, later sets winning. */
export function buildUrl(
  baseUrl: string,
  path: string,
  ...parameterSets: (QueryParameters | undefined)[]
): string {
  // Joined as text, not with `new URL(path, base)`, which would drop a base path like `/api`.
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  for (const parameters of parameterSets)
    for (const [name, value] of Object.entries(parameters ?? {})) {
      if (value === undefined || value === null) continue
      if (Array.isArray(value) && value.length === 0) continue
      url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value))
    }
  return url.toString()
}
