import type { Plugin } from 'vite';
import { routePatterns } from '../src/config/paths.ts';

/** Writes dist/routes.json, the app's route patterns, so the server can answer 404 for any other page. */
export function routeList(fileName = 'routes.json'): Plugin {
  return {
    name: 'pathwise-route-list',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(routePatterns)}\n` });
    },
  };
}
