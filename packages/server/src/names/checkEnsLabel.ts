/**
 * ENSIP-15's one rule a label of letters, digits and hyphens can still break: hyphens as its 3rd
 * and 4th characters (`ab--cd`, the form of punycode's `xn--`), which ENS normalization refuses,
 * so no ENS client could resolve the name. Undefined when the label is fine, else the problem.
 */
export function checkEnsLabel(label: string): string | undefined {
  return label.slice(2, 4) === '--'
    ? `must not have hyphens as its 3rd and 4th characters (ENS names cannot), got '${label}'`
    : undefined
}
