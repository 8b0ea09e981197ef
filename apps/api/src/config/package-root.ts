import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@pathwise/api';

function isApiPackage(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === PACKAGE_NAME;
}

/**
 * The API package's folder (apps/api), found by walking up from this module. The same code runs from
 * the source tree (tsx) and from the production bundle in apps/api/dist, where every module shares the
 * bundle's location; so files beside the code (migrations, fonts, the web build) are found from here.
 */
export function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (isApiPackage(dir)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No ${PACKAGE_NAME} package.json above ${from}.`);
  }
}

export const apiRoot = findApiRoot(import.meta.dirname);
