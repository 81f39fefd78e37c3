import type { ProfileSuggestionsResponse } from '@latchkey/core/protocol'
import type { NameStore } from './createNameStore.js'

/** How many free variations an answer lists after the name asked. */
const maxVariations = 5

/** How many variations are tried (one query): label1 … label24. */
const triedVariations = 24

/** The longest label (a DNS label). */
const maxLabelLength = 63

/**
 * The suggestions for a label under the suffix: the name asked first (`registered` when taken),
 * then up to 5 free variations (the label with a number), all full names in lower case.
 */
export async function suggestNames(
  store: NameStore,
  parameters: { label: string; suffix: string },
): Promise<ProfileSuggestionsResponse> {
  const { label, suffix } = parameters
  const asked = `${label}.${suffix}`
  const variations = Array.from({ length: triedVariations }, (_, index) => {
    const number = String(index + 1)
    return `${label.slice(0, maxLabelLength - number.length)}${number}.${suffix}`
  })
  const taken = await store.findTaken([asked, ...variations])
  return {
    suggestions: [
      { name: asked, registered: taken.has(asked) },
      ...variations
        .filter((name) => name !== asked && !taken.has(name))
        .slice(0, maxVariations)
        .map((name) => ({ name, registered: false })),
    ],
  }
}
