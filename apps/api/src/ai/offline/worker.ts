import { runEngineTask } from './engine';

/**
 * The offline engine's worker thread (a Piscina pool, src/ai/offline-engine.ts): it loads the curated
 * content and builds the indexes once, then answers one task at a time. Bundled as dist/offline-worker.mjs.
 */
export default runEngineTask;
