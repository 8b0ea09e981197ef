import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

// A stand-in for the web build: the SPA's index.html, the prerendered landing page (with its inline
// script and a gzip copy, as the build writes them) and one hashed asset.
const redirect = `try{if(localStorage.getItem("userId"))location.replace("/Tutor")}catch(e){}`;
const landing = `<!doctype html><html><head><script>${redirect}</script></head><body><h1>Landing</h1>${'<p>copy</p>'.repeat(200)}</body></html>`;
const spa = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

const routePatterns = [
  '/',
  '/about',
  '/Tutor',
  '/learning-plan',
  '/GDPR',
  '/reset-password/:token',
  '/certificates/:id',
];

function writeWebBuild(dir: string, { withLanding }: { withLanding: boolean }): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), spa);
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log(1);');
  // As apps/web/vite/route-list.ts writes it from apps/web/src/config/paths.ts (a few of them).
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routePatterns));
  if (!withLanding) return;
  writeFileSync(path.join(dir, 'landing.html'), landing);
  writeFileSync(path.join(dir, 'landing.html.gz'), gzipSync(landing));
}

describe('web pages', () => {
  let web: string;
  let test: TestApp;

  beforeAll(async () => {
    web = mkdtempSync(path.join(os.tmpdir(), 'pathwise-web-'));
    writeWebBuild(web, { withLanding: true });
    test = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await test.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves / as the prerendered landing page, revalidated on every visit, with or without a query', async () => {
    for (const url of ['/', '/?utm_source=newsletter']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(landing);
    }
    const head = await test.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends the pre-compressed copy to a browser that accepts it', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(gzipSync(landing))).toBe(true);
  });

  it("lets exactly the page's inline script run (CSP hash), and no other inline script", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(redirect).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Other pages keep the policy without it.
    const about = await test.app.inject({ method: 'GET', url: '/about' });
    expect(String(about.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('serves the SPA for every other page, and hashed assets for a year', async () => {
    for (const url of ['/about', '/Tutor', '/reset-password/some-token']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(spa);
      // A page whose URL carries a token is never kept by any cache (decision 017).
      expect(response.headers['cache-control']).toBe(
        url.startsWith('/reset-password/') ? 'no-store' : 'no-cache',
      );
    }
    const asset = await test.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
  });

  it("answers 404 with the SPA's not-found page for a page that is not an app route", async () => {
    for (const url of ['/no-such-page', '/Tutor/extra', '/certificates', '/wp-admin/setup']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(spa);
    }
    for (const url of [
      '/certificates/abc-123',
      '/reset-password/tok%20en',
      '/tutor',
      '/learning-plan/',
      '/GDPR?x=1',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(spa);
    }
  });
});

describe('web pages from a build without a prerendered landing page', () => {
  it('serves the SPA at / too', async () => {
    const web = mkdtempSync(path.join(os.tmpdir(), 'pathwise-web-'));
    writeWebBuild(web, { withLanding: false });
    const test = await createTestApp({ WEB_DIST_DIR: web });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(spa);
    } finally {
      await test.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
