import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

// A stand-in for the web build: the SPA, its service worker and manifest (apps/web/vite/service-worker.ts).
const spa = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const worker = `self.addEventListener('fetch', () => {});`;
const manifest = JSON.stringify({ name: 'Pathwise', start_url: '/Tutor' });

describe('the installable app’s files', () => {
  let web: string;
  let test: TestApp;

  beforeAll(async () => {
    web = mkdtempSync(path.join(os.tmpdir(), 'pathwise-web-'));
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), spa);
    writeFileSync(path.join(web, 'sw.js'), worker);
    writeFileSync(path.join(web, 'manifest.webmanifest'), manifest);
    writeFileSync(path.join(web, 'routes.json'), JSON.stringify(['/', '/Tutor']));
    test = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await test.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves the service worker as JavaScript, revalidated on every check so a deploy is found', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(worker);
  });

  it('serves the manifest as a web app manifest, not as the SPA', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Pathwise', start_url: '/Tutor' });
  });

  it('serves index.html by its own address, which the worker keeps as the offline shell', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing worker with 404, never with the SPA (the browser would keep a broken worker)', async () => {
    rmSync(path.join(web, 'sw.js'));
    const response = await test.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });
});
