/**
 * Makes the embedded database template (dist/pglite-template: initdb and the migrations, decision 021),
 * so the first `npm start` on a new DATA_DIR copies it instead of creating a database. Run by the root
 * `build` script after the bundle; a template already made from this PGlite and these migrations is kept.
 */
import { ensureTemplate, templateRoot } from '../src/db/pglite-template';

const started = performance.now();
if (!ensureTemplate()) throw new Error(`Could not write the embedded database template to ${templateRoot}.`);
console.log(
  `api: embedded database template ready in ${templateRoot} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
