// An axe-core check shared by the view tests (happy-dom) and usable in the browser tests:
// it runs axe on a context and keeps the violations of 'serious' or 'critical' impact.
// happy-dom lays nothing out, so the rules that need layout (color contrast, target size)
// are left to the browser tests; everything structural (names, roles, ARIA, ids) runs here.
// Page-level rules (title, lang, landmarks) judge the dapp's page, not the widget: off.
import axe from 'axe-core'

/** The impacts that fail a check. */
const failingImpacts = ['serious', 'critical'] as const

/** Rules that need a real layout engine; the browser tests run them. */
const layoutRules = [
  'color-contrast',
  'color-contrast-enhanced',
  'target-size',
  'scrollable-region-focusable',
]

/** Rules about the whole page, which belongs to the dapp, not the widget. */
const pageRules = [
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'landmark-one-main',
  'page-has-heading-one',
  'region',
]

/** One failing rule, short enough to read in a test diff. */
export type AxeFinding = { id: string; impact: string | null | undefined; nodes: string[] }

/** Keeps the serious and critical violations of an axe result, in a readable shape. */
function getFailingViolations(results: axe.AxeResults): AxeFinding[] {
  return results.violations
    .filter((violation) => (failingImpacts as readonly string[]).includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.html} — ${node.failureSummary ?? ''}`),
    }))
}

/** Runs axe on `context` (an element, or the document) and returns its serious and critical violations. */
export async function checkAccessibility(
  context: Element | Document = document,
): Promise<AxeFinding[]> {
  const results = await axe.run(context, {
    resultTypes: ['violations'],
    rules: Object.fromEntries([...layoutRules, ...pageRules].map((id) => [id, { enabled: false }])),
  })
  return getFailingViolations(results)
}
