/** A property of a value read from the wire: `value[key]` when `value` is an object, else undefined. */
export function readField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined
}
