import { describe, expect, it } from 'vitest';
import { isShellFile, serviceWorkerSource } from '../service-worker.ts';

describe('the service worker build', () => {
  it('precaches the shell: index.html, JS and CSS chunks and the Latin typeface only', () => {
    const files = [
      'index.html',
      'landing.html',
      'routes.json',
      'assets/index-abc.js',
      'assets/index-abc.js.map',
      'assets/index-abc.css',
      'assets/inter-latin-wght-normal-abc.woff2',
      'assets/inter-latin-ext-wght-normal-abc.woff2',
      'assets/inter-cyrillic-wght-normal-abc.woff2',
    ];
    expect(files.filter(isShellFile)).toEqual([
      'index.html',
      'assets/index-abc.js',
      'assets/index-abc.css',
      'assets/inter-latin-wght-normal-abc.woff2',
    ]);
  });

  it('fills in the list and a version that changes with any file', () => {
    const template = 'const PRECACHE = self.__PRECACHE__;\nconst VERSION = self.__VERSION__;';
    const one = serviceWorkerSource(template, ['/index.html'], ['<html>1</html>']);
    const two = serviceWorkerSource(template, ['/index.html'], ['<html>2</html>']);
    expect(one).toMatch(/^const PRECACHE = \["\/index.html"\];\nconst VERSION = "[0-9a-f]{12}";$/);
    expect(one).not.toBe(two);
  });
});
