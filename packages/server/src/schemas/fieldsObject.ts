import * as v from 'valibot'

/**
 * A plain object (not null, not an array) whose listed fields are each checked even when absent
 * (as undefined), so a missing field is refused with its own message instead of valibot's
 * "invalid key"; unlisted fields are left out. `message` is for a value that is no object.
 */
export function fieldsObject<entries extends v.ObjectEntries>(entries: entries, message: string) {
  const absent = Object.fromEntries(Object.keys(entries).map((key) => [key, undefined]))
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      message,
    ),
    v.transform((value): Record<string, unknown> => ({ ...absent, ...value })),
    v.object(entries),
  )
}
