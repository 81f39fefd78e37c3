/**
 * Wraps `compute` so it runs again only when one of the values `inputs` returns changed
 * (by Object.is); otherwise the last result comes back, the same object.
 */
export function memoize<const inputs extends readonly unknown[], result>(
  inputs: () => inputs,
  compute: (...inputs: inputs) => result,
): () => result {
  let last: { inputs: inputs; result: result } | undefined
  return () => {
    const next = inputs()
    if (last && next.every((input, index) => Object.is(input, last?.inputs[index])))
      return last.result
    last = { inputs: next, result: compute(...next) }
    return last.result
  }
}
