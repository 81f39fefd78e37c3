import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: unknown }>
}

/** Runs axe-core in the page (open shadow roots included); returns serious and critical violations. */
export async function findSeriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  // Colours are only final once the opening fade and slide have run; check the settled view.
  await page.evaluate(async () => {
    const roots: Array<Document | ShadowRoot> = [document]
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot)
    await Promise.all(
      roots.flatMap((root) =>
        root
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          // A cancelled animation (the shake ending early) rejects: it is settled all the same.
          .map((animation) => animation.finished.catch(() => {})),
      ),
    )
  })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    return (await axe.run(document)).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    )
}
