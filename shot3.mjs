import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const [name, width] of [['desktop', 1400], ['phone', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('http://127.0.0.1:4393/');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/footer-${name}.png`, fullPage: true });
  console.log(name, JSON.stringify(errors));
}
await browser.close();
