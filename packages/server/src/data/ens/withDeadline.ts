/** The error of a lookup that took longer than its deadline. */
class DeadlineError extends Error {
  override name = 'DeadlineError'
}

/** `promise`, or a DeadlineError once `ms` have passed (the work itself is left to end). */
export function withDeadline<value>(promise: Promise<value>, ms: number): Promise<value> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`No answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
