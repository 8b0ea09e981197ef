import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(process.argv[3] ?? 412), height: 823 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(process.argv[2]!);
await page.waitForTimeout(4000);
await page.screenshot({ path: process.argv[4] ?? '/tmp/shot.png', fullPage: process.argv[5] === 'full' });
await browser.close();
