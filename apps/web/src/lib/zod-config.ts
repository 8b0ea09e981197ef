import { z } from 'zod';

/*
 * zod speeds up object parsing with code it compiles through `new Function`, after probing whether the page may
 * evaluate strings. Our Content-Security-Policy does not allow that ('unsafe-eval' is absent), so the probe was
 * refused on every logged-in page and reported as a policy violation. Parse without the compiled path.
 * The build puts this file in zod's own chunk (vite.config.ts), so it runs before any schema is built.
 */
z.config({ jitless: true });
