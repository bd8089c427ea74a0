import { expect, test } from '@playwright/test';
import { pseudoProblems } from '../cli/screenshots/pseudo-check.ts';

// What `screenshots --pseudo` flags on each picture (issue 28), on pages made to show it.
test.describe('the pseudo-locale check of a picture', () => {
  test('passes a page whose every text is bracketed, a link inside a text included', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.setContent('<main><h1>[Ĥåļļö ··]</h1><p>[Ļéšéñ ··] <a href="#">[Ðåţéñšçĥüţž ···]</a> [. ·]</p><p>42 €</p><div data-footer-promotion><p>Kaffee der Woche</p></div></main>');
    expect(await pseudoProblems(page)).toEqual([]);
  });

  test('names a text no translation reaches and a page wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.setContent('<style>body { margin: 0 }</style><main><h1>[Ĥåļļö ··]</h1><p>Nicht übersetzt</p><p style="display: none">Versteckt</p><div style="width: 500px">[Ŵïðé ··]</div></main>');
    expect(await pseudoProblems(page)).toEqual(['scrolls sideways by 110 px', 'text no translation reaches: "Nicht übersetzt"']);
  });
});
