import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'node-backend',
  title: 'Node.js Backend Development',
  keywords: [
    'node',
    'nodejs',
    'node.js',
    'express',
    'expressjs',
    'fastify',
    'backend',
    'back end',
    'backend development',
    'rest api',
    'api development',
    'server-side javascript',
    'server side',
    'npm',
    'jwt',
    'web server',
    'microservices',
  ],
  summary:
    'Learn to build, test, secure and deploy real HTTP APIs with modern Node.js (20+, ES modules), Express 5 and PostgreSQL. You start by shipping a working URL-shortener API in five days, then go deep on the event loop, async code, HTTP, auth, databases, caching, background jobs, Docker and production operations, and finish with an event-booking capstone you can show in interviews.',
  starterProject:
    'Snip: a URL-shortener REST API in Node.js and Express 5 that creates short codes, redirects visitors, counts clicks in PostgreSQL, validates input and ships with automated tests.',
  days: [
    // ---------------------------------------------------------------- Day 1
    {
      topicName: 'Node.js runtime and your first ES-module HTTP server',
      explanation: `**Node.js** is a JavaScript runtime: Google's V8 engine runs your code, and a C library called **libuv** gives it non-blocking access to the network, files and timers. One thread runs your JavaScript, but while a request waits on the network or disk, Node serves other requests. That is why a single Node process can hold thousands of open connections, and why it is popular for APIs.

Install the current LTS release (22 or newer; 20 is the minimum for this course) and check it with \`node --version\`. Then create the project you will build all week, **Snip**, a URL shortener:

\`\`\`bash
mkdir snip && cd snip
npm init -y
npm pkg set type=module   # treat .js files as ES modules
\`\`\`

\`\`\`js
// server.js
import http from 'node:http';

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 'ok' }));
    return;
  }
  res.writeHead(404, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: 'Not found' }));
});

server.listen(3000, () => console.log('Listening on http://localhost:3000'));
\`\`\`

Run it with \`node --watch server.js\`; \`--watch\` restarts the process every time you save. The \`node:\` prefix makes it clear that \`http\` is a built-in module, not a package from npm.

**Common mistake:** leaving out \`"type": "module"\`. Node then treats \`.js\` files as CommonJS and fails with *"Cannot use import statement outside a module"*. Another one is forgetting \`res.end()\`. The client then waits until it times out, because the response never finishes.

**Check it works:** \`curl -i http://localhost:3000/health\` should print \`HTTP/1.1 200 OK\`, the JSON content type and \`{"status":"ok"}\`. Any other path should return 404.`,
      quiz: [
        {
          question: 'What are the two main pieces Node.js is built on, and what does each do?',
          answer:
            'Node uses the V8 engine to execute JavaScript and the libuv library to provide the event loop and non-blocking I/O for networking, files and timers.',
          keyPoints: ['V8 runs JavaScript', 'libuv library', 'non-blocking I/O', 'event loop'],
        },
        {
          question: 'Why do we add "type": "module" to package.json?',
          answer:
            'It tells Node to treat .js files as ES modules, so import/export syntax works. Without it, .js files are CommonJS and import statements throw a syntax error.',
          keyPoints: ['ES modules', 'import and export', 'otherwise CommonJS'],
        },
        {
          question: 'What happens if a request handler never calls res.end()?',
          answer:
            'The response is never finished, so the client keeps waiting until it times out. Every code path in a raw http handler must end the response.',
          keyPoints: ['response never finishes', 'client hangs', 'times out'],
        },
        {
          question: 'What does the --watch flag do when running node --watch server.js?',
          answer: 'It watches the file and its imports and restarts the process automatically whenever you save a change.',
          keyPoints: ['restarts automatically', 'on file change'],
        },
      ],
      handsOnTask:
        'Create the snip project, set it to ES modules and write server.js with a GET /health route and a JSON 404 for everything else. Run it with node --watch and use curl -i to show a 200 for /health and a 404 for /anything.',
      project: 'Creates the Snip project skeleton: an ES-module Node server with a JSON /health endpoint.',
      exercise:
        'Add a GET /time route that returns {"now": "<ISO timestamp>"} using new Date().toISOString(), and check it with curl.',
      beginnerTip:
        'Keep two terminals open: one running node --watch server.js and one for curl commands. Reading the server terminal after every request is how you catch errors early.',
      advancedNote:
        'http.createServer returns an EventEmitter; each request is an IncomingMessage (a readable stream) and each response a ServerResponse (a writable stream). Frameworks like Express and Fastify are layers over exactly these objects.',
    },
    // ---------------------------------------------------------------- Day 2
    {
      topicName: 'Express 5 routing: create and redirect short links',
      explanation: `Raw \`node:http\` makes you parse URLs and bodies by hand. **Express** is a small framework that adds routing (matching a method and path to a handler), body parsing and response helpers. \`npm install express\` now installs **Express 5**, which matters because v5 changed several behaviours (see the mistake below).

Today Snip gets its two core routes. Links are kept in memory with a \`Map\` for now:

\`\`\`js
// server.js
import express from 'express';
import { randomBytes } from 'node:crypto';

const app = express();
app.use(express.json()); // parse JSON request bodies into req.body

const links = new Map(); // code -> { url, createdAt }

app.post('/api/links', (req, res) => {
  const code = randomBytes(4).toString('base64url'); // 6 URL-safe chars
  links.set(code, { url: req.body.url, createdAt: new Date().toISOString() });
  res.status(201).json({ code, shortUrl: 'http://localhost:3000/' + code });
});

app.get('/:code', (req, res) => {
  const link = links.get(req.params.code);
  if (!link) return res.status(404).json({ error: 'Unknown code' });
  res.redirect(302, link.url);
});

app.listen(3000, () => console.log('Snip on :3000'));
\`\`\`

\`:code\` is a **route parameter**: whatever appears in that part of the path shows up in \`req.params.code\`. Status **201 Created** means a new resource was made. **302 Found** plus a \`Location\` header tells the browser to go to the long URL.

**Common mistake:** leaving out \`app.use(express.json())\`. In Express 5, \`req.body\` is then \`undefined\`, so \`req.body.url\` throws. Also watch the order of routes. Express checks them in the order you register them, so declare fixed paths such as \`/health\` before a catch-all like \`/:code\`.

**Check it works:**

\`\`\`bash
curl -X POST localhost:3000/api/links -H 'Content-Type: application/json' -d '{"url":"https://nodejs.org"}'
curl -i localhost:3000/<code-from-above>   # expect 302 and Location: https://nodejs.org
\`\`\``,
      quiz: [
        {
          question: 'What does app.use(express.json()) do, and what happens in Express 5 without it?',
          answer:
            'It is middleware that parses JSON request bodies into req.body. Without it, req.body is undefined in Express 5, so reading req.body.url throws an error.',
          keyPoints: ['parses JSON body', 'fills req.body', 'undefined without it'],
        },
        {
          question: 'How do you read the :code part of the path /:code inside a handler?',
          answer: 'Route parameters are available on req.params, so the value is req.params.code.',
          keyPoints: ['route parameter', 'value in req.params.code'],
        },
        {
          question: 'Which status codes does Snip use for creating a link and for redirecting, and why?',
          answer:
            '201 Created when a new link resource is made, and 302 Found with a Location header so the browser follows the redirect to the long URL.',
          keyPoints: ['201 Created', '302 redirect', 'Location header'],
        },
        {
          question: 'Why does the order in which you register routes matter?',
          answer:
            'Express matches routes in registration order, so a broad pattern like /:code registered first would catch paths such as /health that were meant for a more specific route.',
          keyPoints: ['registration order', 'first match wins', 'specific routes first'],
        },
      ],
      handsOnTask:
        'Install Express, replace the raw http server with the POST /api/links and GET /:code routes, and keep GET /health working. Create two links with curl, then open one short URL in a browser and confirm it lands on the original site.',
      project: 'Adds the core API to Snip: POST /api/links creates a short code and GET /:code redirects to the stored URL.',
      exercise:
        'Add GET /api/links that returns every stored link as an array of { code, url, createdAt } objects built from the Map.',
      beginnerTip:
        'curl -i prints the response headers, which you need to see the status code and the Location header of a redirect; a browser hides them.',
      advancedNote:
        'randomBytes(4) gives 32 bits, about 4.3 billion codes, but by the birthday paradox collisions become likely after roughly 65,000 links, so production shorteners check for uniqueness (Day 4 uses a primary key) or use longer codes.',
    },
    // ---------------------------------------------------------------- Day 3
    {
      topicName: 'Input validation and centralised error handling',
      explanation: `Right now Snip stores anything, including \`{"url": 42}\` or \`javascript:alert(1)\`. An API must **validate input at the boundary** and return clear 4xx errors, and it must turn unexpected crashes into a 500 response without leaking a stack trace to the client. We will use **zod** (\`npm install zod\`), which describes the shape you expect and checks data against it.

\`\`\`js
import { z } from 'zod';

const CreateLink = z.object({
  url: z.string().url().refine((u) => /^https?:\\/\\//.test(u), 'Only http(s) URLs'),
});

app.post('/api/links', (req, res) => {
  const parsed = CreateLink.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'Invalid body', issues: parsed.error.issues });
  }
  // ...create the link with parsed.data.url
});

// after all routes: unknown paths
app.use((req, res) => res.status(404).json({ error: 'Not found' }));

// error handler: exactly four parameters
app.use((err, req, res, next) => {
  const status = err.status ?? 500;
  if (status >= 500) console.error(err);
  res.status(status).json({ error: status >= 500 ? 'Internal Server Error' : err.message });
});
\`\`\`

\`safeParse\` never throws. It returns \`{ success, data }\` or \`{ success, error }\`. In **Express 5**, if an \`async\` handler throws or its promise rejects, Express passes the error to your error handler automatically. In Express 4 you had to wrap every handler in try/catch.

**Common mistake:** writing the error handler with three parameters. Express tells error handlers apart by their **four** arguments \`(err, req, res, next)\`, so a three-argument version is treated as normal middleware and never receives errors. It also has to be registered **after** the routes.

**Check it works:** POST \`{"url":"not a url"}\` and you should get 400 with an \`issues\` array. POST the broken JSON \`{"url":\` and you should get 400, not a 500 with a stack trace, because \`express.json()\` sets \`err.status = 400\` on parse errors.`,
      quiz: [
        {
          question: 'Why is safeParse more convenient than parse inside a route handler?',
          answer:
            'safeParse never throws; it returns an object with success and either data or error, so the handler can send a 400 response with the validation issues directly.',
          keyPoints: ['does not throw', 'success flag', 'return 400'],
        },
        {
          question: 'How does Express recognise an error-handling middleware, and where must it be registered?',
          answer:
            'It must be declared with exactly four parameters (err, req, res, next), and it must be registered after all routes so errors from them reach it.',
          keyPoints: ['four parameters', 'err req res next', 'after all routes'],
        },
        {
          question: 'What does Express 5 do when an async route handler rejects?',
          answer:
            'It catches the rejected promise and forwards the error to the error-handling middleware, so you no longer need try/catch in every async handler.',
          keyPoints: ['forwards to error handler', 'rejected promise', 'no try/catch needed'],
        },
        {
          question: 'Why should a 500 response not include the error message or stack trace?',
          answer:
            'Internal details can leak file paths, queries or secrets to attackers; log the full error on the server and send a generic message to the client.',
          keyPoints: ['leaks internal details', 'log on server', 'generic message'],
        },
      ],
      handsOnTask:
        'Add zod validation to POST /api/links, a JSON 404 fallback and a four-argument error handler. Use curl to show four responses: a valid link (201), an invalid URL (400 with issues), malformed JSON (400) and an unknown path (404).',
      project: 'Makes Snip robust: validated input, consistent JSON errors and no leaked stack traces.',
      exercise:
        'Extend the schema with an optional customCode field: 3 to 20 characters matching /^[a-zA-Z0-9_-]+$/. If the code already exists in the Map, return 409 Conflict.',
      beginnerTip:
        'Validate the request first, then use parsed.data and not req.body. Then the rest of the handler only ever sees clean, typed values.',
      advancedNote:
        'Validation schemas can double as documentation: libraries such as zod-to-openapi or Fastify JSON schemas generate OpenAPI specs, so docs and runtime checks cannot drift apart.',
    },
    // ---------------------------------------------------------------- Day 4
    {
      topicName: 'Persisting links in PostgreSQL with node-postgres',
      explanation: `A \`Map\` is emptied on every restart. Today Snip stores links in **PostgreSQL** using the **pg** driver (node-postgres). Start a local database with Docker:

\`\`\`bash
docker run --name snip-db -e POSTGRES_PASSWORD=dev -p 5432:5432 -d postgres:17
\`\`\`

Create the table (with \`psql\` or any SQL client):

\`\`\`sql
CREATE TABLE links (
  code       text PRIMARY KEY,
  url        text NOT NULL,
  clicks     integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
\`\`\`

Put \`DATABASE_URL=postgres://postgres:dev@localhost:5432/postgres\` in a \`.env\` file and run \`node --env-file=.env --watch server.js\`. Node 20.6+ reads .env files itself, so you do not need the dotenv package.

\`\`\`js
// db.js
import pg from 'pg';
export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

// in server.js
app.post('/api/links', async (req, res) => {
  // ...validate as on Day 3
  const code = randomBytes(4).toString('base64url');
  await pool.query('INSERT INTO links (code, url) VALUES ($1, $2)', [code, parsed.data.url]);
  res.status(201).json({ code });
});

app.get('/:code', async (req, res) => {
  const { rows } = await pool.query(
    'UPDATE links SET clicks = clicks + 1 WHERE code = $1 RETURNING url',
    [req.params.code],
  );
  if (rows.length === 0) return res.status(404).json({ error: 'Unknown code' });
  res.redirect(302, rows[0].url);
});
\`\`\`

A **Pool** keeps a few connections open and reuses them. Opening a new connection for every request is slow. The single \`UPDATE ... RETURNING\` finds the link and counts the click in one round trip, and it is **atomic**, so two visits at the same moment cannot lose a count.

**Common mistake:** building SQL by joining strings, like \`"... WHERE code = '" + code + "'"\`. That is **SQL injection**. Always use \`$1, $2\` placeholders and pass the values as an array. The driver sends them separately from the SQL text. Also add \`.env\` to \`.gitignore\`.

**Check it works:** create a link, restart the server, and confirm the short URL still redirects. Then run \`SELECT code, clicks FROM links;\` and you should see the clicks go up.`,
      quiz: [
        {
          question: 'Why use a pg.Pool instead of creating a new client for every request?',
          answer:
            'Opening a PostgreSQL connection is slow and the server limits how many connections it accepts; a pool keeps a few connections open and reuses them across requests.',
          keyPoints: ['reuses connections', 'connecting is slow', 'connection limit'],
        },
        {
          question: 'How do you prevent SQL injection when using pg?',
          answer:
            'Use parameterised queries with $1, $2 placeholders and pass the values in an array, never string concatenation, so values are sent separately from the SQL text.',
          keyPoints: ['parameterised queries', '$1 placeholders', 'no string concatenation'],
        },
        {
          question: 'Why is UPDATE ... SET clicks = clicks + 1 ... RETURNING url better than a SELECT followed by a separate UPDATE?',
          answer:
            'It does the lookup and the increment in one atomic statement and one round trip, so concurrent visits cannot overwrite each other and lose clicks.',
          keyPoints: ['one round trip', 'atomic statement', 'clicks not lost'],
        },
        {
          question: 'How can Node 20.6+ load a .env file without extra packages?',
          answer: 'Start Node with the --env-file=.env flag, which loads the variables into process.env before your code runs.',
          keyPoints: ['--env-file flag', 'loads into process.env'],
        },
      ],
      handsOnTask:
        'Run PostgreSQL in Docker, create the links table, and switch both routes to pg with parameterised queries. Restart the server and show that an old short link still redirects, and that SELECT code, clicks FROM links shows the click count going up.',
      project: 'Gives Snip durable storage: links and click counts now live in PostgreSQL.',
      exercise:
        'Handle code collisions: catch the pg error with err.code === "23505" (unique violation), generate a new code and retry up to three times.',
      beginnerTip:
        'If the connection fails with ECONNREFUSED, the database container is not running: check with docker ps and restart it with docker start snip-db.',
      advancedNote:
        'pg.Pool defaults to 10 connections and PostgreSQL defaults to max_connections = 100, so ten app instances with default pools can use up the server. Size pools deliberately, or put PgBouncer in front of PostgreSQL.',
    },
    // ---------------------------------------------------------------- Day 5
    {
      topicName: 'Click stats and automated tests with node:test and supertest',
      explanation: `A finished API has **tests** that prove it works and keep it working as you change it. Node has a test runner built in (\`node:test\`, stable since Node 20), and **supertest** sends HTTP requests to an Express app without starting a real server.

First, split the code so tests can import the app without it calling \`listen\`: \`app.js\` builds and exports \`app\`, and \`server.js\` only does \`app.listen(3000)\`. Then add the final feature, a stats route:

\`\`\`js
// app.js
app.get('/api/links/:code/stats', async (req, res) => {
  const { rows } = await pool.query(
    'SELECT code, url, clicks, created_at FROM links WHERE code = $1', [req.params.code]);
  if (!rows[0]) return res.status(404).json({ error: 'Unknown code' });
  res.json(rows[0]);
});
\`\`\`

\`\`\`js
// test/links.test.js
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import request from 'supertest';
import { app } from '../app.js';
import { pool } from '../db.js';

after(() => pool.end()); // close DB connections so the process can exit

test('creates, redirects and counts a link', async () => {
  const created = await request(app).post('/api/links')
    .send({ url: 'https://nodejs.org' }).expect(201);
  const res = await request(app).get('/' + created.body.code).expect(302);
  assert.equal(res.headers.location, 'https://nodejs.org');
  const stats = await request(app).get('/api/links/' + created.body.code + '/stats');
  assert.equal(stats.body.clicks, 1);
});

test('rejects an invalid url', async () => {
  await request(app).post('/api/links').send({ url: 'nope' }).expect(400);
});
\`\`\`

Add \`"test": "node --env-file=.env --test"\` to the scripts in package.json.

**Common mistake:** the tests pass but the process never exits. The pool's open connections keep the event loop alive, so you need \`after(() => pool.end())\`. Also, do not run tests against data you care about. Point \`DATABASE_URL\` at a separate test database.

**Check it works:** \`npm test\` should report 2 passing tests and 0 failures and then exit. Break the redirect on purpose and confirm a test fails. That shows your tests can catch bugs.`,
      quiz: [
        {
          question: 'Why split the code into app.js and server.js?',
          answer:
            'Tests can import the configured app without it calling listen, so supertest can send requests to it directly and no port is opened.',
          keyPoints: ['import app in tests', 'no listen', 'supertest sends requests'],
        },
        {
          question: 'Why might a test run finish its tests but never exit, and how do you fix it?',
          answer:
            'Open handles such as the pg pool connections keep the event loop alive; close them in an after() hook with pool.end().',
          keyPoints: ['open connections', 'keep event loop alive', 'pool.end in after'],
        },
        {
          question: 'What does supertest let you do?',
          answer:
            'It sends real HTTP requests to an Express app in-process and lets you assert on status codes, headers and bodies without starting the server manually.',
          keyPoints: ['HTTP requests in tests', 'assert status', 'no manual server'],
        },
        {
          question: 'Why should tests use a separate database?',
          answer: 'Tests create and delete data; running them against development or production data could corrupt or erase it and makes results unpredictable, so point them at a separate test database.',
          keyPoints: ['separate test database', 'avoid corrupting data', 'predictable results'],
        },
      ],
      handsOnTask:
        'Split Snip into app.js and server.js, add GET /api/links/:code/stats, and write the two tests above. Run npm test, paste the pass/fail summary into your notes, then break the redirect on purpose and watch a test fail.',
      project: 'Finishes Snip: a click-stats endpoint plus an automated test suite, so the starter project is complete and verifiable.',
      exercise: 'Write a test asserting that GET /api/links/doesnotexist/stats returns 404 with an error field in the JSON body.',
      beginnerTip:
        'Make a test fail on purpose at least once. A test you have never seen fail might not be checking anything.',
      advancedNote:
        'node --test runs each test file in its own child process by default, in parallel. That is fast, but tests sharing one database can interfere with each other, so give each file its own data or run with --test-concurrency=1.',
    },
    // ---------------------------------------------------------------- Day 6
    {
      topicName: 'The event loop and non-blocking I/O',
      explanation: `Node runs your JavaScript on **one main thread**. The **event loop**, provided by libuv, decides what runs next: finished I/O, expired timers and other callbacks, one at a time. While your code \`await\`s a database query, the thread is free to serve other requests. While your code is *computing*, nothing else can run.

Each turn of the loop goes through phases: **timers** (\`setTimeout\` and \`setInterval\` callbacks), **poll** (new I/O such as incoming connections and finished socket reads), **check** (\`setImmediate\`) and **close** callbacks. After each callback, Node empties the **microtask queues**: \`process.nextTick\` callbacks and promise reactions (\`.then\` callbacks and the code after an \`await\`).

\`\`\`js
// order.js
setTimeout(() => console.log('timeout'), 0);
Promise.resolve().then(() => console.log('promise'));
console.log('sync');
// prints: sync, promise, timeout
\`\`\`

Synchronous code runs first, then microtasks, then the timer, even though the timer's delay is 0 ms.

Now see the danger for yourself. Add this route to Snip:

\`\`\`js
app.get('/block', (req, res) => {
  const end = Date.now() + 5000;
  while (Date.now() < end) {} // busy-wait for 5 seconds
  res.send('done');
});
\`\`\`

While one request is stuck in that loop, \`/health\` and every redirect wait too. Other synchronous work blocks the same way: \`fs.readFileSync\` inside a handler, \`JSON.parse\` on a 50 MB string, a regular expression with catastrophic backtracking, or \`bcrypt.hashSync\`.

**Common mistake:** thinking \`async\` makes CPU work non-blocking. Putting the busy loop inside an \`async\` function changes nothing. \`async\` only helps when you are *waiting* for I/O. Heavy computation belongs in a worker thread (covered in the advanced days) or in a separate service.

**Check it works:** call \`/block\` in one terminal and run \`curl localhost:3000/health\` in another. The health check takes about 5 seconds. Remove the loop and it answers instantly again.`,
      quiz: [
        {
          question: 'In what order do synchronous code, a resolved promise callback and a setTimeout(fn, 0) callback run?',
          answer:
            'Synchronous code runs first, then microtasks such as promise callbacks, then the timer callback on a later turn of the event loop.',
          keyPoints: ['synchronous first', 'then microtasks', 'timer last'],
        },
        {
          question: 'Why does a busy loop in one route slow down every other route?',
          answer:
            'JavaScript runs on a single main thread; while the loop runs, the event loop cannot pick up any other callbacks or requests.',
          keyPoints: ['single thread', 'blocks event loop', 'other requests wait'],
        },
        {
          question: 'Does marking a CPU-heavy function async stop it from blocking? Why?',
          answer:
            'No. async only lets code pause while waiting on I/O; the computation itself still runs on the main thread and blocks it. Use worker threads or another service.',
          keyPoints: ['still blocks', 'still main thread', 'worker threads'],
        },
        {
          question: 'Name two operations that block the event loop inside a request handler.',
          answer:
            'Examples include fs.readFileSync, JSON.parse on huge strings, synchronous hashing like bcrypt.hashSync, long loops, or catastrophic regular expressions.',
          keyPoints: ['fs.readFileSync calls', 'large JSON.parse', 'synchronous hashing', 'long loops'],
        },
      ],
      handsOnTask:
        'Add the /block route to Snip, call it with curl in one terminal, and time curl localhost:3000/health in another using the time command. Record both timings, remove the route, and record /health again.',
      project: 'Audits Snip for blocking code: confirm no handler uses synchronous file, crypto or CPU-heavy calls.',
      exercise:
        'Predict, then run, the output order of a file that logs from a setTimeout 0, a setImmediate, a promise .then and plain synchronous code.',
      beginnerTip:
        'Rule of thumb: inside request handlers, use the async (promise) version of every Node API and avoid any function whose name ends in Sync.',
      advancedNote:
        'Sockets use the OS notification mechanism (epoll, kqueue, IOCP), but file system calls, dns.lookup, crypto.pbkdf2/scrypt and zlib run on the libuv thread pool, which has only 4 threads by default (UV_THREADPOOL_SIZE). Also, in ES modules promise callbacks queued at the top level run before process.nextTick callbacks, the reverse of CommonJS.',
    },
    // ---------------------------------------------------------------- Day 7
    {
      topicName: 'Promises and async/await patterns',
      basic: true,
      explanation: `A **promise** represents a value that will exist later: it is *pending*, then either *fulfilled* with a value or *rejected* with an error. \`async\` functions always return a promise, and \`await\` pauses that function (not the whole process) until the promise settles. Almost every backend operation (queries, HTTP calls, file reads) is a promise, so using them well directly affects latency.

**Sequential vs parallel.** Independent operations should run at the same time:

\`\`\`js
// Sequential: total time is roughly 3 x the latency of one call
const results = [];
for (const code of ['a1', 'b2', 'c3']) {
  results.push(await getStats(code));
}

// Parallel: total time is roughly 1 x the latency
const all = await Promise.all(['a1', 'b2', 'c3'].map((code) => getStats(code)));
\`\`\`

\`Promise.all\` rejects as soon as *any* promise rejects. Use \`Promise.allSettled\` when you want every outcome, including failures, and \`Promise.race\` or \`AbortSignal.timeout(ms)\` to stop waiting after a deadline:

\`\`\`js
const res = await fetch(url, { signal: AbortSignal.timeout(2000) }); // give up after 2 s
\`\`\`

**Common mistakes:**
- \`items.forEach(async (x) => await save(x))\`. \`forEach\` ignores the promises the callback returns, so your function continues before the saves finish, and their errors become *unhandled rejections*. Since Node 15, an unhandled rejection crashes the process. Use \`for...of\` with \`await\` or \`Promise.all\`.
- Forgetting \`await\`. Then \`const user = findUser(id)\` is a Promise object, which is always truthy, so \`if (!user)\` never fires.

**Check it works:** wrap both versions above in \`console.time('seq')\` and \`console.timeEnd('seq')\` using a fake \`getStats\` that waits 300 ms (\`await new Promise((r) => setTimeout(r, 300))\`). The sequential version prints about 900 ms and the parallel one about 300 ms.`,
      quiz: [
        {
          question: 'What is the difference between awaiting calls inside a for...of loop and using Promise.all?',
          answer:
            'The loop runs the calls one after another so time adds up; Promise.all starts them all at once and waits for all of them, so total time is about the slowest call.',
          keyPoints: ['one after another', 'time adds up', 'run at once'],
        },
        {
          question: 'When should you use Promise.allSettled instead of Promise.all?',
          answer:
            'When you need every result even if some fail; Promise.all rejects on the first failure, while allSettled reports each promise as fulfilled or rejected.',
          keyPoints: ['every result', 'all rejects on first failure', 'fulfilled or rejected'],
        },
        {
          question: 'Why is items.forEach(async (x) => await save(x)) a bug?',
          answer:
            'forEach ignores the returned promises, so the code continues before the saves finish and any rejection is unhandled, which can crash the process.',
          keyPoints: ['forEach ignores promises', 'continues before finishing', 'unhandled rejection'],
        },
        {
          question: 'What happens to a Node process (v15+) when a promise rejection is never handled?',
          answer: 'By default Node treats it as an uncaught error and the process crashes (exits with an error).',
          keyPoints: ['process crashes', 'uncaught error'],
        },
      ],
      handsOnTask:
        'Write a script with a fake getStats that waits 300 ms. Time a sequential for...of version and a Promise.all version with console.time, then make one call reject and compare what Promise.all and Promise.allSettled return.',
      project: 'Reviews Snip for missing awaits and sequential calls that could run in parallel.',
      exercise:
        'Write withTimeout(promise, ms), which rejects with Error("timeout") if the promise takes longer than ms, using Promise.race.',
      beginnerTip:
        'If you see Promise { <pending> } in a log, you forgot an await somewhere before that value.',
      advancedNote:
        'Promise.all over thousands of items starts them all at once and can exhaust a pool of 10 database connections or hit API rate limits. Cap concurrency with a small limiter (for example p-limit) or process the items in batches.',
    },
    // ---------------------------------------------------------------- Day 8
    {
      topicName: 'ES modules vs CommonJS in Node',
      basic: true,
      explanation: `Node has two module systems. **CommonJS (CJS)** is the original: \`require()\` and \`module.exports\`, loaded synchronously. **ES modules (ESM)** are the JavaScript standard: \`import\` and \`export\`, loaded asynchronously, with top-level \`await\`. New projects should use ESM (\`"type": "module"\`), but many npm packages and older code still use CJS, so you need to read both.

\`\`\`js
// ESM (what Snip uses)
import { readFile } from 'node:fs/promises';
import { pool } from './db.js';          // the file extension is required
export function makeCode() { /* ... */ }

const here = import.meta.dirname;        // Node 20.11+ (replaces __dirname)
const cfg = JSON.parse(await readFile(new URL('./config.json', import.meta.url), 'utf8'));
\`\`\`

\`\`\`js
// CommonJS equivalent
const { readFile } = require('node:fs/promises');
const { pool } = require('./db');        // extension optional
module.exports = { makeCode };
// __dirname exists; top-level await does not
\`\`\`

How Node decides which system a file uses: \`.mjs\` is always ESM, \`.cjs\` is always CJS, and \`.js\` follows the nearest package.json \`"type"\` field (CommonJS if it is missing).

**Interop:** ESM can import a CJS package. \`module.exports\` becomes the default import, which is why Snip writes \`import pg from 'pg'\` and then \`pg.Pool\`. CJS can load ESM with \`await import()\`, and recent versions (22.12+, 20.19+) also allow \`require()\` of ESM that has no top-level await.

**Common mistakes:** \`import { pool } from './db'\` without \`.js\` throws \`ERR_MODULE_NOT_FOUND\`, because ESM does not guess extensions. Using \`__dirname\` in ESM throws *"__dirname is not defined in ES module scope"*. Use \`import.meta.dirname\`, or \`fileURLToPath(import.meta.url)\` on older versions.

**Check it works:** create \`util.cjs\` that does \`module.exports = { add: (a, b) => a + b }\`, import it from an ESM file with \`import util from './util.cjs'\`, and print \`util.add(2, 3)\`.`,
      quiz: [
        {
          question: 'How does Node decide whether a .js file is ESM or CommonJS?',
          answer:
            'It looks at the nearest package.json: "type": "module" makes .js files ESM, otherwise they are CommonJS. .mjs is always ESM and .cjs always CommonJS.',
          keyPoints: ['package.json type field', '.mjs is ESM', '.cjs is CommonJS'],
        },
        {
          question: 'Why does import { pool } from "./db" fail in ESM?',
          answer: 'ES modules in Node require the full file extension on relative imports, so it must be "./db.js"; otherwise Node throws ERR_MODULE_NOT_FOUND.',
          keyPoints: ['extension required', 'must be ./db.js', 'throws ERR_MODULE_NOT_FOUND'],
        },
        {
          question: 'What replaces __dirname in an ES module?',
          answer: 'import.meta.dirname in Node 20.11+, or path.dirname(fileURLToPath(import.meta.url)) in older versions.',
          keyPoints: ['use import.meta.dirname', 'from import.meta.url', 'fileURLToPath helper'],
        },
        {
          question: 'When you import a CommonJS package from ESM, what does the default import contain?',
          answer: "The CommonJS module.exports object, which is why you write import pg from 'pg' and then use pg.Pool.",
          keyPoints: ['module.exports object', 'default import'],
        },
      ],
      handsOnTask:
        'Create a folder with an ESM entry file, a util.cjs CommonJS helper and a config.json. Load the helper with a default import, read the JSON with top-level await and import.meta.url, print both, and take a screenshot of the working output.',
      project: 'Checks that every relative import in Snip has a .js extension and that no file uses __dirname or require.',
      exercise: 'Convert a three-file CommonJS mini-project (require and module.exports) to ESM and make it run unchanged.',
      beginnerTip: 'Most ESM errors in Node come from two causes: a missing .js extension, or a missing "type": "module" in package.json. Check those first.',
      advancedNote:
        'ESM loads in phases: parse the whole module graph, link the imports, then evaluate. That is why named imports are checked before any code runs and why top-level await works, but it also means a circular import can throw a ReferenceError (a let, const or class binding read before its module has run), where CommonJS would quietly hand you a half-filled exports object.',
    },
    // ---------------------------------------------------------------- Day 9
    {
      topicName: 'npm, package.json, semver and lockfiles',
      basic: true,
      explanation: `**npm** installs packages and runs scripts. **package.json** declares what your project needs, and **package-lock.json** records the *exact* version of every installed package, including dependencies of dependencies. Getting this right is what makes "works on my machine" also work on CI and in production.

\`\`\`json
{
  "type": "module",
  "scripts": {
    "dev": "node --env-file=.env --watch server.js",
    "start": "node server.js",
    "test": "node --env-file=.env --test"
  },
  "dependencies": { "express": "^5.1.0", "pg": "^8.13.0", "zod": "^4.0.0" },
  "devDependencies": { "supertest": "^7.0.0" }
}
\`\`\`

**Semantic versioning** (MAJOR.MINOR.PATCH): a major bump may break your code, a minor bump adds features, and a patch fixes bugs. \`^5.1.0\` accepts anything from 5.1.0 up to (not including) 6.0.0. \`~5.1.0\` accepts only 5.1.x. Below 1.0 the caret is stricter: \`^0.3.1\` means below 0.4.0.

Commands you will use every week:
- \`npm install zod\` adds a runtime dependency. \`npm install -D supertest\` adds a dev-only tool.
- \`npm ci\` does a clean install that matches the lockfile *exactly*, and fails if package.json and the lockfile disagree. Use it in CI and Docker builds.
- \`npm ci --omit=dev\` leaves out devDependencies in production images.
- \`npm outdated\` and \`npm audit\` show stale and vulnerable packages.
- \`npx <tool>\` runs a package's command without installing it globally.

**Common mistake:** not committing \`package-lock.json\`, or deleting it to "fix" an install error. Every machine then resolves different versions, and bugs appear only on CI or in production. Commit the lockfile, and never commit \`node_modules\`.

**Check it works:** delete \`node_modules\`, run \`npm ci\` and then \`npm test\`. The tests should pass using exactly the versions in the lockfile.`,
      quiz: [
        {
          question: 'Which versions does "^5.1.0" allow, and which does "~5.1.0" allow?',
          answer: '^5.1.0 allows any version from 5.1.0 up to but not including 6.0.0; ~5.1.0 allows only patch updates, 5.1.x.',
          keyPoints: ['up to 6.0.0', 'tilde patch only', 'only 5.1.x'],
        },
        {
          question: 'What is the difference between npm install and npm ci?',
          answer:
            'npm install resolves versions and may update the lockfile; npm ci deletes node_modules and installs exactly what the lockfile says, failing if it does not match package.json.',
          keyPoints: ['exact lockfile versions', 'clean install', 'fails on mismatch', 'use in CI'],
        },
        {
          question: 'Why must package-lock.json be committed?',
          answer:
            'It pins the exact version of every direct and transitive dependency, so every developer, CI run and server installs the same code.',
          keyPoints: ['pins exact versions', 'transitive dependencies', 'same code everywhere'],
        },
        {
          question: 'What belongs in devDependencies rather than dependencies?',
          answer: 'Tools needed only for development and testing, such as supertest, linters or type checkers; they can be left out of production with --omit=dev.',
          keyPoints: ['development and testing only', 'omit in production'],
        },
      ],
      handsOnTask:
        'Add dev, start and test scripts to Snip, move supertest to devDependencies, then delete node_modules and run npm ci followed by npm test. Run npm outdated and write down one package that has a newer major version.',
      project: 'Tidies Snip packaging: clear npm scripts, correct dependency groups and a committed lockfile.',
      exercise: 'For each range, list which of 1.2.3, 1.3.0, 2.0.0 and 0.9.9 it accepts: ^1.2.0, ~1.2.0, >=1.0.0 <2.0.0.',
      beginnerTip: 'If npm ci fails with "package.json and package-lock.json are not in sync", run npm install once locally and commit the updated lockfile.',
      advancedNote:
        'npm runs install scripts from every package, which is a known supply-chain attack path. Review new dependencies, consider --ignore-scripts in CI where it is safe, and use npm audit signatures to verify registry signatures and provenance.',
    },
    // ---------------------------------------------------------------- Day 10
    {
      topicName: 'Streams, backpressure and large files',
      explanation: `A **stream** processes data in chunks instead of loading it all into memory. Node has four kinds: **Readable** (a file being read, an incoming request body), **Writable** (a file being written, an HTTP response), **Duplex** (a TCP socket) and **Transform** (gzip, CSV parsing). With streams, a server with 512 MB of RAM can send a 5 GB file, because only a few 64 KiB chunks are in memory at any time.

**Backpressure** means a slow consumer slows down the producer. When a writable's buffer is full, \`write()\` returns \`false\` and the producer should wait for the \`'drain'\` event. \`pipeline\` from \`node:stream/promises\` handles this for you. It also destroys every stream if any one of them fails:

\`\`\`js
import { createReadStream, createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';

await pipeline(createReadStream('access.log'), createGzip(), createWriteStream('access.log.gz'));
\`\`\`

Snip gets a CSV export that stays fast however many links there are. It fetches pages of 1,000 rows and streams them out:

\`\`\`js
import { Readable } from 'node:stream';

async function* csvLines() {
  yield 'code,url,clicks\\n';
  let after = '';
  while (true) {
    const { rows } = await pool.query(
      'SELECT code, url, clicks FROM links WHERE code > $1 ORDER BY code LIMIT 1000', [after]);
    if (rows.length === 0) return;
    for (const r of rows) yield r.code + ',' + r.url + ',' + r.clicks + '\\n';
    after = rows[rows.length - 1].code;
  }
}

app.get('/api/export.csv', async (req, res) => {
  res.type('text/csv');
  await pipeline(Readable.from(csvLines()), res);
});
\`\`\`

**Common mistake:** chaining \`a.pipe(b).pipe(c)\`. \`.pipe()\` does not pass errors along, so a failure in one stream leaves the others open, leaking file handles and leaving responses hanging. Use \`pipeline\`. Reading a huge file with \`readFile\` is the other classic mistake.

**Check it works:** insert 50,000 rows with \`generate_series\`, run \`curl -o links.csv localhost:3000/api/export.csv\`, and count lines with \`wc -l links.csv\`. Log \`process.memoryUsage().rss\` during the export. It should stay roughly flat.`,
      quiz: [
        {
          question: 'What problem do streams solve compared with readFile?',
          answer:
            'They process data in small chunks instead of loading everything into memory, so large files or responses use little RAM and can start being sent immediately.',
          keyPoints: ['process in chunks', 'low memory', 'large files'],
        },
        {
          question: 'What is backpressure?',
          answer:
            'When the consumer is slower than the producer, the writable buffer fills and write() returns false; the producer must pause until the drain event so memory does not grow without limit.',
          keyPoints: ['slow consumer', 'write returns false', 'wait for drain'],
        },
        {
          question: 'Why prefer pipeline over chaining .pipe() calls?',
          answer:
            'pipeline forwards errors and destroys all streams when one fails, and its promise version can be awaited; .pipe() does not propagate errors, so streams and file handles can leak.',
          keyPoints: ['handles errors', 'destroys all streams', 'pipe leaks'],
        },
        {
          question: 'Name the four kinds of streams in Node.',
          answer: 'Readable, Writable, Duplex and Transform.',
          keyPoints: ['Readable streams', 'Writable streams', 'Duplex streams', 'Transform streams'],
        },
      ],
      handsOnTask:
        'Seed 50,000 links with INSERT ... SELECT from generate_series, add the /api/export.csv route, and download it with curl. Show the line count from wc -l and the rss values you logged before and during the export.',
      project: 'Adds a streaming CSV export of all links to Snip that uses constant memory.',
      exercise:
        'Write a Transform stream that upper-cases text, and use pipeline to send a file through it into a new file.',
      beginnerTip: 'You do not need to write streams from scratch. Most of the time you connect existing ones, such as files, gzip and HTTP responses, with pipeline.',
      advancedNote:
        'URLs can contain commas and quotes, so real CSV output must quote and escape fields (RFC 4180). For bigger exports, pg-query-stream uses a server-side cursor, which avoids re-running a paged query for every chunk.',
    },
    // ---------------------------------------------------------------- Day 11
    {
      topicName: 'HTTP semantics for API developers',
      basic: true,
      explanation: `Your API talks HTTP, so its methods, status codes and headers are the contract that clients, browsers, proxies and caches rely on. Using them correctly makes your API predictable and lets infrastructure help you.

**Methods:** \`GET\` reads and must not change anything. \`POST\` creates or triggers an action. \`PUT\` replaces a resource. \`PATCH\` partially updates one. \`DELETE\` removes one. \`GET\`, \`PUT\` and \`DELETE\` are **idempotent**, meaning repeating the same request gives the same end state, so clients and proxies can safely retry them. \`POST\` is not: retrying it can create duplicates.

**Status codes you should use on purpose:**

| Code | Meaning |
|---|---|
| 200 / 201 / 204 | OK / Created (add a \`Location\` header) / No Content |
| 301 / 308 vs 302 / 307 | permanent vs temporary redirect (307 and 308 keep the method) |
| 400 / 422 | malformed request / well-formed but invalid data |
| 401 / 403 | not authenticated / authenticated but not allowed |
| 404 / 409 / 429 | not found / conflict (duplicate) / too many requests |
| 500 / 503 | server bug / temporarily unavailable |

**A real consequence in Snip:** browsers cache a **301** permanently. If Snip answered with 301, a returning visitor's browser would jump straight to the long URL without contacting Snip, and the click counter would stop counting. That is why shorteners that track clicks use **302** (or 307), or send \`Cache-Control: no-store\`.

\`\`\`bash
curl -i -X DELETE localhost:3000/api/links/abc123
# HTTP/1.1 204 No Content
\`\`\`

**Common mistake:** returning 200 with \`{"error": "..."}\` in the body. Monitoring, retries and client libraries all look at the status code, so a failure reported as 200 counts as a success everywhere.

**Check it works:** use \`curl -i\` on each Snip route and compare the status line and headers with the table above.`,
      quiz: [
        {
          question: 'What does idempotent mean, and which methods are idempotent?',
          answer:
            'Repeating the same request leaves the server in the same state as sending it once; GET, PUT and DELETE are idempotent, POST is not.',
          keyPoints: ['same result when repeated', 'GET PUT DELETE', 'POST is not'],
        },
        {
          question: 'What is the difference between 401 and 403?',
          answer: '401 means the client is not authenticated (no or invalid credentials); 403 means it is authenticated but not allowed to do this.',
          keyPoints: ['401 not authenticated', '403 not allowed'],
        },
        {
          question: 'Why would a 301 redirect break click counting in a URL shortener?',
          answer:
            'Browsers cache 301 permanently and go straight to the target next time, so the shortener never sees the repeat visits; use 302/307 or no-store instead.',
          keyPoints: ['301 cached permanently', 'never sees visits', 'use 302'],
        },
        {
          question: 'Why is returning status 200 with an error message in the body a problem?',
          answer: 'Clients, monitoring and retry logic rely on the status code, so the failure is treated as a success and goes unnoticed.',
          keyPoints: ['status code matters', 'treated as success', 'monitoring misses it'],
        },
      ],
      handsOnTask:
        'Add DELETE /api/links/:code to Snip returning 204, or 404 if the code does not exist. Run curl -i against every Snip route and write a table of route, method, status code and important headers.',
      project: 'Makes Snip HTTP-correct: 201 with a Location header on create, 204 on delete, 302 on redirect.',
      exercise: 'For ten made-up situations (duplicate signup, expired token, invalid JSON, too many requests, and so on), write down the right status code.',
      beginnerTip: 'Run curl -i often, or open the browser DevTools Network tab. Seeing the real status and headers is faster than guessing.',
      advancedNote:
        'Idempotency keys, as used by payment APIs like Stripe, make POST safely retryable: the client sends a unique Idempotency-Key header, the server stores the first response under that key and returns it again for any repeat.',
    },
    // ---------------------------------------------------------------- Day 12
    {
      topicName: 'Configuration, environments and secrets',
      explanation: `The same code runs on your laptop, in CI and in production. Only the **configuration** changes: database URL, port, base URL, secrets. The Twelve-Factor App rule is to keep config in **environment variables**, not in code, so you never have to edit source files to deploy and secrets never end up in Git.

Do not scatter \`process.env.X\` reads across files. Read and **validate everything once at startup**, in a single module:

\`\`\`js
// config.js
import { z } from 'zod';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().min(1),
  BASE_URL: z.string().url(),        // e.g. https://snip.example.com
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

const parsed = Env.safeParse(process.env);
if (!parsed.success) {
  console.error('Invalid environment variables:', parsed.error.issues);
  process.exit(1);
}
export const config = Object.freeze(parsed.data);
\`\`\`

Everything else now imports \`config\`. Snip builds short URLs with \`config.BASE_URL + '/' + code\` instead of a hard-coded \`localhost\`.

Commit a \`.env.example\` listing every variable with a placeholder value, and keep the real \`.env\` in \`.gitignore\`. In production, the platform injects the values: the hosting dashboard, GitHub Actions secrets, or AWS Secrets Manager / SSM Parameter Store.

**Common mistake:** forgetting that environment variables are always **strings**. \`if (process.env.DEBUG)\` is true when \`DEBUG=false\`, because \`'false'\` is a non-empty string, and \`PORT + 1\` gives \`'30001'\`. Coerce and validate, as \`z.coerce.number()\` does above. The other classic mistake is committing \`.env\`. If that happens, **rotate** the leaked secrets. Deleting the file in a later commit does not remove it from Git history.

**Check it works:** run with \`DATABASE_URL\` removed. The process should exit immediately with a clear message naming the missing variable, instead of crashing at the first request.`,
      quiz: [
        {
          question: 'Why validate environment variables once at startup instead of reading process.env wherever needed?',
          answer:
            'The app fails fast with a clear error if something is missing or wrong, instead of crashing later on the first request that needs it, and all config lives in one typed place.',
          keyPoints: ['fail fast', 'clear error', 'one place'],
        },
        {
          question: 'Why is if (process.env.DEBUG) true when DEBUG=false?',
          answer: "Environment variables are always strings, and 'false' is a non-empty string, which is truthy; values must be parsed or coerced.",
          keyPoints: ['always strings', 'non-empty string truthy', 'coerce values'],
        },
        {
          question: 'What should you do if a real .env file with secrets was committed to Git?',
          answer:
            'Rotate (change) every leaked secret immediately, because deleting the file later does not remove it from Git history; then add .env to .gitignore.',
          keyPoints: ['rotate secrets', 'history keeps it', 'add to .gitignore'],
        },
        {
          question: 'What is .env.example for?',
          answer: 'It is a committed template listing every required variable with placeholder values, so new developers know what to set without seeing real secrets.',
          keyPoints: ['committed template', 'placeholder values', 'no real secrets'],
        },
      ],
      handsOnTask:
        'Add config.js to Snip, replace every process.env read and hard-coded localhost with config values, and create .env.example. Start the app without DATABASE_URL and screenshot the fail-fast error, then start it correctly.',
      project: 'Centralises Snip configuration in a validated config module with a committed .env.example.',
      exercise: 'Add a REDIS_URL variable that is required only when NODE_ENV is production, using zod refine or superRefine.',
      beginnerTip: 'Run git status before every commit. If .env ever shows up there, add it to .gitignore before you commit anything.',
      advancedNote:
        'Values injected at deploy time are visible in process listings and crash dumps of the same user. High-security setups fetch secrets at runtime from a manager (AWS Secrets Manager, Vault) with short-lived credentials, which also makes rotation possible without redeploying.',
    },
    // ---------------------------------------------------------------- Day 13
    {
      topicName: 'Structured logging with pino and an error strategy',
      explanation: `When production breaks at 2 a.m., logs are your only witness. \`console.log('error ' + err)\` gives you unsearchable text. **Structured logging** writes one JSON object per line, and log tools (CloudWatch, Loki, Datadog) can filter and aggregate those fields. **pino** is the fast, standard choice for Node, and **pino-http** logs every request with its status and response time.

\`\`\`js
// logger.js
import pino from 'pino';
export const logger = pino({
  level: config.LOG_LEVEL,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
});

// app.js
import pinoHttp from 'pino-http';
app.use(pinoHttp({ logger }));

app.post('/api/links', async (req, res) => {
  // ...
  req.log.info({ code }, 'link created'); // req.log carries a request id
});
\`\`\`

A line looks like \`{"level":30,"time":1736942400000,"req":{"id":1,...},"code":"Xy9_aB","msg":"link created"}\`. Levels are numbers: trace 10, debug 20, info 30, warn 40, error 50, fatal 60. During development, pipe the output through \`npx pino-pretty\` to make it readable.

**An error strategy.** Operational errors are expected failures: invalid input, a missing row, the database timing out. Handle them and answer with a 4xx or 503. **Programmer errors** are bugs, such as reading a property of \`undefined\`. Log them at \`error\` level and answer 500. For errors that escape everything, log and exit, and let the process manager or container platform restart you, because the process may be in a broken state:

\`\`\`js
process.on('uncaughtException', (err) => { logger.fatal(err, 'uncaught'); process.exit(1); });
process.on('unhandledRejection', (err) => { logger.fatal(err, 'unhandled rejection'); process.exit(1); });
\`\`\`

**Common mistake:** logging secrets and personal data, such as passwords from request bodies, Authorization headers and full card numbers. Use \`redact\`, and never log whole request bodies on auth routes.

**Check it works:** make a few requests, then run \`npm start | jq 'select(.level >= 40)'\` to show only warnings and errors. Every request line should include \`responseTime\` and \`res.statusCode\`.`,
      quiz: [
        {
          question: 'What is structured logging and why is it better than plain text logs?',
          answer:
            'Each log entry is a JSON object with fields such as level, time, request id and message, so tools can search, filter and aggregate by field instead of grepping free text.',
          keyPoints: ['JSON object per entry', 'searchable fields', 'filter and aggregate'],
        },
        {
          question: 'What is the difference between operational errors and programmer errors?',
          answer:
            'Operational errors are expected runtime failures like bad input or a database timeout and should be handled with 4xx/503 responses; programmer errors are bugs that should be logged and fixed, returning 500.',
          keyPoints: ['expected failures', 'bugs to fix', 'handled with 4xx'],
        },
        {
          question: 'Why exit the process on an uncaught exception instead of continuing?',
          answer:
            'After an unexpected exception the process state may be corrupted, so it is safer to log it and exit and let the process manager or platform restart a clean instance.',
          keyPoints: ['state may be corrupted', 'log and exit', 'restart cleanly'],
        },
        {
          question: 'How do you stop pino from logging Authorization headers?',
          answer: "Use pino's redact option with paths such as req.headers.authorization so those values are replaced in the output.",
          keyPoints: ['redact option', 'req.headers.authorization path'],
        },
      ],
      handsOnTask:
        'Add pino and pino-http to Snip with redaction, log "link created" with the code, and add the uncaughtException and unhandledRejection handlers. Make five requests, including one 404, and filter the output with jq to show only the 404 line.',
      project: 'Gives Snip production-grade JSON request logs with request ids and redacted secrets.',
      exercise: 'Add a child logger in the redirect route with req.log.child({ code }) and log a debug line only when LOG_LEVEL=debug.',
      beginnerTip: 'Pass the object first and the message second: logger.info({ userId }, "login ok"). Then the object becomes searchable fields instead of text.',
      advancedNote:
        'pino is fast because it does as little as possible in-process: it serialises JSON quickly and leaves formatting and shipping to other processes (pino-pretty, transports in worker threads), so logging adds very little event-loop time even under load.',
    },
    // ---------------------------------------------------------------- Day 14
    {
      topicName: 'REST API design: resources, pagination and error format',
      explanation: `A well-designed API is predictable: once a client has learned one endpoint, it can guess the rest. The core REST ideas:

- **Resources are nouns, in the plural**: \`/api/links\` and \`/api/links/:code\`, not \`/api/createLink\`. The HTTP method is the verb.
- **Nest only to show ownership**, one level deep at most: \`/api/users/42/links\`.
- **Version the contract** (\`/api/v1/...\`) so you can make breaking changes later without breaking existing clients.
- **One error format everywhere.** RFC 9457 "Problem Details" is the standard: \`Content-Type: application/problem+json\` with \`type\`, \`title\`, \`status\` and \`detail\` fields.
- **Never return unbounded lists.** Every collection endpoint needs pagination.

**Offset pagination** (\`LIMIT 20 OFFSET 4000\`) is simple, but the database still reads and throws away 4,000 rows, and rows shift between pages when new ones are inserted. **Cursor (keyset) pagination** remembers where the last page ended. Give Snip a sortable id first, with \`ALTER TABLE links ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY UNIQUE;\`, then:

\`\`\`js
app.get('/api/v1/links', async (req, res) => {
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  const cursor = req.query.cursor ?? null; // id of the last item seen
  const { rows } = await pool.query(
    'SELECT id, code, url, clicks FROM links WHERE ($1::bigint IS NULL OR id < $1) ' +
    'ORDER BY id DESC LIMIT $2',
    [cursor, limit + 1]);
  const hasMore = rows.length > limit;
  const items = rows.slice(0, limit);
  res.json({ items, nextCursor: hasMore ? items.at(-1).id : null });
});
\`\`\`

Fetching \`limit + 1\` rows tells you whether another page exists without running a separate \`COUNT(*)\` query.

**Common mistake:** letting clients choose any \`limit\`. \`?limit=1000000\` becomes a free denial-of-service attack. Always clamp it, as \`Math.min(..., 100)\` does here.

**Check it works:** create 25 links, then call \`?limit=10\`, then \`?limit=10&cursor=<nextCursor>\`, and so on. You should get pages of 10, 10 and 5, no duplicates, and \`nextCursor: null\` on the last page.`,
      quiz: [
        {
          question: 'Why should REST paths be plural nouns rather than verbs like /createLink?',
          answer: 'The HTTP method already expresses the action, so paths name resources (/api/links) and stay consistent and predictable across endpoints.',
          keyPoints: ['method is the verb', 'nouns for resources', 'consistent and predictable'],
        },
        {
          question: 'What are two problems with OFFSET pagination on large tables?',
          answer:
            'The database still reads and discards all skipped rows, so deep pages get slow, and inserts between requests make rows shift so items are skipped or duplicated.',
          keyPoints: ['reads skipped rows', 'slow deep pages', 'duplicates or skips'],
        },
        {
          question: 'Why does the handler fetch limit + 1 rows?',
          answer: 'If more than limit rows come back, another page exists, so the API can return a nextCursor without a separate COUNT query.',
          keyPoints: ['another page exists', 'no COUNT query'],
        },
        {
          question: 'Why must the limit query parameter be clamped?',
          answer: 'Without a maximum, a client can request millions of rows and overload the database and server, a cheap denial of service.',
          keyPoints: ['enforce a maximum', 'prevent overload', 'denial of service'],
        },
      ],
      handsOnTask:
        'Add the id column and the paginated GET /api/v1/links endpoint to Snip, then page through 25 seeded links with limit=10 and record each page\'s first id and nextCursor. Make all errors use the Problem Details shape and show one with curl -i.',
      project: 'Adds a versioned, cursor-paginated list endpoint and a consistent Problem Details error format to Snip.',
      exercise: 'Add filtering with ?minClicks=5 to the list endpoint without breaking pagination, and write the SQL for it.',
      beginnerTip: 'Before writing code, write each endpoint as a single line such as "GET /api/v1/links?cursor=&limit= returns 200 with { items, nextCursor }". Gaps in the design show up quickly.',
      advancedNote:
        'Keyset pagination needs an index that matches the ORDER BY (here the unique index on id), and for sorting by a non-unique column you must add a unique tie-breaker, e.g. WHERE (created_at, id) < ($1, $2) ORDER BY created_at DESC, id DESC.',
    },
    // ---------------------------------------------------------------- Day 15
    {
      topicName: 'Middleware, routers, CORS and Helmet',
      explanation: `In Express, almost everything is **middleware**: a function \`(req, res, next)\` that runs in the order you registered it. Each one either **ends the response** or calls \`next()\` to pass control on. Body parsing, logging, authentication and error handling are all middleware. **Routers** group related routes so \`app.js\` stays small.

\`\`\`js
import express from 'express';
import helmet from 'helmet';
import cors from 'cors';

function timing(req, res, next) {
  const start = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    req.log.info({ ms }, 'timing');
  });
  next();
}

const app = express();
app.use(helmet());                                         // security headers
app.use(cors({ origin: ['https://dashboard.snip.example'] }));
app.use(express.json({ limit: '10kb' }));                  // reject big bodies with 413
app.use(timing);

const links = express.Router();
links.post('/', createLink);
links.get('/:code/stats', getStats);
app.use('/api/v1/links', links);                           // mount the router
\`\`\`

**helmet** sets protective response headers such as \`X-Content-Type-Options: nosniff\`, a Content-Security-Policy and \`Strict-Transport-Security\`. **CORS** tells *browsers* which other origins may read your API's responses. It is not access control: curl, scripts and servers ignore it completely, so real protection comes from authentication.

**Common mistakes:**
- Forgetting \`next()\`. The request hangs until the client times out.
- Calling \`next()\` *after* sending a response, or sending two responses. You get *"Cannot set headers after they are sent to the client"*.
- Registering middleware after the routes that need it. Middleware only runs for routes registered after it.
- Using \`cors({ origin: '*' })\` with cookies. Browsers refuse credentials with a wildcard origin.

**Check it works:** \`curl -i localhost:3000/health\` should now show helmet's headers. Posting a 20 KB body should return **413 Payload Too Large**, and a \`fetch\` from a page on a different origin should fail with a CORS error in the browser console.`,
      quiz: [
        {
          question: 'What must every middleware function do?',
          answer: 'Either end the response (send something) or call next() to pass control to the next middleware; otherwise the request hangs.',
          keyPoints: ['end the response', 'or call next', 'otherwise hangs'],
        },
        {
          question: 'Does CORS protect your API from being called by curl or another server? Explain.',
          answer:
            'No. CORS is enforced by browsers only, controlling which web origins can read responses; it is not access control, because non-browser clients ignore it, so authentication is what protects the API.',
          keyPoints: ['browsers only', 'not access control', 'use authentication'],
        },
        {
          question: 'What causes "Cannot set headers after they are sent to the client"?',
          answer: 'Sending a response twice, for example calling next() or res.json() again after a response was already sent in the same request.',
          keyPoints: ['response sent twice', 'next after sending'],
        },
        {
          question: 'What does express.json({ limit: "10kb" }) protect against?',
          answer: 'It rejects request bodies larger than 10 KB with 413 Payload Too Large, preventing clients from exhausting memory with huge payloads.',
          keyPoints: ['rejects large bodies', '413 Payload Too Large', 'memory exhaustion'],
        },
      ],
      handsOnTask:
        'Move Snip\'s link routes into an express.Router mounted at /api/v1/links, and add helmet, cors with one allowed origin, a 10kb body limit and the timing middleware. Show curl -i output containing the helmet headers and a 413 response for an oversized body.',
      project: 'Restructures Snip into routers and adds security headers, CORS rules, body limits and timing.',
      exercise: 'Write middleware requireJson that returns 415 Unsupported Media Type when a POST does not have Content-Type: application/json.',
      beginnerTip: 'Think of middleware as a queue of people passing a parcel: each one can open it, add something, send it back (respond) or pass it on with next().',
      advancedNote:
        'Browsers send a preflight OPTIONS request for "non-simple" requests (such as JSON POSTs or custom headers); setting maxAge in the CORS options lets browsers cache that preflight and saves a round trip on every call.',
    },
    // ---------------------------------------------------------------- Day 16
    {
      topicName: 'User accounts and password hashing with Argon2',
      explanation: `Snip is getting accounts so that every user manages their own links. The first rule of authentication: **never store passwords**. Store a **slow, salted hash** instead. A fast hash such as SHA-256 is the wrong tool, because GPUs compute billions of them per second, so a leaked table of SHA-256 hashes falls quickly to guessing. **Argon2id** (the winner of the Password Hashing Competition, recommended by OWASP) is slow and memory-hard on purpose. **bcrypt** is an acceptable alternative, but it ignores everything after 72 bytes of a password.

\`\`\`sql
CREATE TABLE users (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email         text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE links ADD COLUMN user_id bigint REFERENCES users(id);
\`\`\`

\`\`\`js
import argon2 from 'argon2';

app.post('/api/v1/signup', async (req, res) => {
  const { email, password } = Signup.parse(req.body); // zod: email + min 12 chars
  const hash = await argon2.hash(password);           // argon2id, random salt built in
  const { rows } = await pool.query(
    'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id',
    [email.toLowerCase(), hash]);
  res.status(201).json({ id: rows[0].id });
});

app.post('/api/v1/login', async (req, res) => {
  const { email, password } = Login.parse(req.body);
  const { rows } = await pool.query(
    'SELECT id, password_hash FROM users WHERE email = $1', [email.toLowerCase()]);
  const ok = rows[0] && (await argon2.verify(rows[0].password_hash, password));
  if (!ok) return res.status(401).json({ error: 'Invalid email or password' });
  // issue a session or token (Day 17)
});
\`\`\`

(Extend your Day 3 error handler so that a \`ZodError\` thrown by \`.parse\` becomes a 400.) The stored hash looks like \`$argon2id$v=19$m=65536,t=3,p=4$<salt>$<hash>\`: the algorithm, its cost settings and the salt are stored with the hash, so \`verify\` needs nothing else.

**Common mistake:** different messages for "no such email" and "wrong password". That lets attackers **enumerate** which emails have accounts. Return the same 401 message for both. Also map the unique-violation error (\`23505\`) on signup to a 409 instead of a 500.

**Check it works:** sign up twice with the same password under different emails. The two stored hashes should differ, because each has its own random salt. Logging in with a wrong password should return 401.`,
      quiz: [
        {
          question: 'Why is SHA-256 a bad choice for storing passwords?',
          answer: 'It is designed to be fast, so attackers with GPUs can try billions of guesses per second against leaked hashes; password hashing must be deliberately slow.',
          keyPoints: ['too fast', 'GPU guessing', 'needs slow hash'],
        },
        {
          question: 'Why do two users with the same password get different Argon2 hashes?',
          answer: 'Each hash uses a random salt that is stored inside the hash string, so identical passwords produce different hashes and precomputed tables are useless.',
          keyPoints: ['random salt', 'stored in hash', 'defeats precomputed tables'],
        },
        {
          question: 'Why return the same error for an unknown email and a wrong password?',
          answer: 'Different messages let attackers discover which emails have accounts (user enumeration); one generic 401 message hides that.',
          keyPoints: ['user enumeration', 'same generic message', '401 status'],
        },
        {
          question: 'What limitation does bcrypt have that Argon2id does not?',
          answer: 'bcrypt only uses the first 72 bytes of the password, silently ignoring the rest; Argon2id has no such limit and is memory-hard.',
          keyPoints: ['72 byte limit', 'Argon2id memory-hard'],
        },
      ],
      handsOnTask:
        'Create the users table and the signup and login endpoints in Snip. Sign up two users with the same password, show both password_hash values from psql, then show a 201 signup, a 409 duplicate signup and a 401 bad login with curl.',
      project: 'Adds user accounts to Snip with Argon2id password hashing and safe login errors.',
      exercise: 'Add a PATCH /api/v1/me/password endpoint that requires the current password before saving a new hash.',
      beginnerTip: 'Always use a well-known library for hashing and never write your own. Your job is only to call hash() on signup and verify() on login.',
      advancedNote:
        'argon2.verify takes tens of milliseconds on purpose, so login is an easy target for CPU exhaustion. Rate-limit auth routes, and note that argon2 runs on the libuv thread pool (4 threads by default), so heavy login traffic can delay file and DNS work too.',
    },
    // ---------------------------------------------------------------- Day 17
    {
      topicName: 'JWT authentication and route authorization',
      explanation: `After login, the client needs proof of identity on every later request. A **JSON Web Token (JWT)** is one common form of that proof: \`header.payload.signature\`, each part base64url-encoded. The server **signs** the header and payload with a secret, and on each request it **verifies** the signature, so nobody can change the payload without the secret. A JWT is *signed, not encrypted*: anyone can decode and read the payload, so never put secrets in it.

\`\`\`js
// auth.js, using the jose library
import { SignJWT, jwtVerify } from 'jose';
const secret = new TextEncoder().encode(config.JWT_SECRET); // 32+ random bytes

export const issueToken = (userId) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(secret);

export async function requireAuth(req, res, next) {
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  if (scheme !== 'Bearer' || !token) return res.status(401).json({ error: 'Missing token' });
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    req.userId = payload.sub;
    next();
  } catch {
    res.status(401).json({ error: 'Invalid or expired token' });
  }
}
\`\`\`

Login returns \`{ token: await issueToken(user.id) }\`, and protected routes add \`requireAuth\`. **Authentication** answers "who are you?". **Authorization** answers "may you do this?" Check ownership *in the query itself*:

\`\`\`js
links.delete('/:code', requireAuth, async (req, res) => {
  const { rowCount } = await pool.query(
    'DELETE FROM links WHERE code = $1 AND user_id = $2', [req.params.code, req.userId]);
  res.sendStatus(rowCount ? 204 : 404); // 404 also hides other users' links
});
\`\`\`

**Common mistakes:** decoding a token without verifying it, not pinning \`algorithms\`, and giving tokens long lifetimes. A JWT cannot be revoked before it expires, so keep access tokens short (about 15 minutes) and use a revocable refresh token or a server-side session for long logins.

**Check it works:** paste a token into a JWT decoder and confirm you can read \`sub\` and \`exp\`. Change one character of the token and the API should return 401. Then try to delete another user's link and you should get 404.`,
      quiz: [
        {
          question: 'Is the payload of a JWT secret? Explain.',
          answer: 'No. A JWT is signed, not encrypted: the payload is just base64url-encoded and anyone can read it. The signature only prevents tampering.',
          keyPoints: ['signed not encrypted', 'anyone can read', 'prevents tampering'],
        },
        {
          question: 'What is the difference between authentication and authorization?',
          answer: 'Authentication verifies who the user is (for example checking a token); authorization decides whether that user may perform a specific action on a specific resource.',
          keyPoints: ['authentication verifies user', 'authorization decides action'],
        },
        {
          question: 'Why include AND user_id = $2 in the DELETE query?',
          answer: 'It enforces ownership in the database query so a logged-in user cannot delete other users\' links by guessing codes (broken object level authorization).',
          keyPoints: ['ownership check', 'other users links', 'object level authorization'],
        },
        {
          question: 'Why should JWT access tokens be short-lived?',
          answer: 'A JWT stays valid until it expires and cannot easily be revoked, so a short lifetime such as 15 minutes limits the damage of a stolen token; refresh tokens extend sessions.',
          keyPoints: ['cannot be revoked', 'limit stolen token', 'refresh tokens'],
        },
      ],
      handsOnTask:
        'Make login return a 15-minute JWT, protect link creation and deletion with requireAuth, and store user_id on new links. Show with curl: 401 without a token, 201 with a token, 404 when user B deletes user A\'s link, and 204 when A deletes it.',
      project: 'Protects Snip so that users can only create, list and delete their own links.',
      exercise: 'Add GET /api/v1/me that returns the logged-in user\'s id and email, using requireAuth.',
      beginnerTip: 'Generate a strong secret with node -e "console.log(crypto.randomBytes(32).toString(\'hex\'))" and put it in .env, never in code.',
      advancedNote:
        'With asymmetric algorithms (RS256/EdDSA) only the auth service holds the private key and other services verify with a public key from a JWKS endpoint; for browser apps, an HttpOnly, Secure, SameSite cookie session is often safer than storing JWTs in localStorage, which any XSS can read.',
    },
    // ---------------------------------------------------------------- Day 18
    {
      topicName: 'Schema migrations and choosing an ORM or query builder',
      explanation: `Over the last few days Snip's schema changed three times, and each time you typed \`ALTER TABLE\` by hand. A teammate's laptop, CI and production have no way of knowing about those changes. **Migrations** fix this. Each schema change is a numbered file committed to Git, and a tool applies the pending ones in order and records which have already run in a table.

**Drizzle ORM** is a lightweight, SQL-like option: you describe tables in JavaScript, and \`drizzle-kit\` generates plain SQL migration files from them.

\`\`\`js
// src/schema.js
import { pgTable, text, integer, bigint, timestamp } from 'drizzle-orm/pg-core';

export const links = pgTable('links', {
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().unique(),
  code: text('code').primaryKey(),
  url: text('url').notNull(),
  clicks: integer('clicks').notNull().default(0),
  userId: bigint('user_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
\`\`\`

\`\`\`js
// drizzle.config.js
import { defineConfig } from 'drizzle-kit';
export default defineConfig({
  dialect: 'postgresql', schema: './src/schema.js', out: './drizzle',
  dbCredentials: { url: process.env.DATABASE_URL },
});
\`\`\`

Run \`npx drizzle-kit generate\` to write \`drizzle/0000_....sql\`, review it, commit it, then run \`npx drizzle-kit migrate\` in every environment. Queries can stay as raw SQL through \`pool.query\`, or use the typed builder: \`db.select().from(links).where(eq(links.code, code))\`.

**Choosing a tool:** raw SQL with \`pg\` gives full control and no magic. Query builders (Drizzle, Kysely) add type safety while staying close to SQL. Full ORMs (Prisma) are the most productive for CRUD but hide the SQL they run. Whatever you choose, learn the SQL underneath.

**Common mistake:** editing a migration that has already run somewhere. That environment will never run it again, so the schemas drift apart silently. Always add a *new* migration. Also avoid \`drizzle-kit push\`, which changes the database directly without migration files, anywhere except your own scratch database.

**Check it works:** start an empty Postgres container, run \`npx drizzle-kit migrate\`, and check that \`\\dt\` in psql lists every table. Running \`migrate\` a second time should do nothing.`,
      quiz: [
        {
          question: 'What problem do migrations solve?',
          answer: 'They make schema changes versioned files in Git that a tool applies in order and records, so every environment ends up with the same schema reproducibly.',
          keyPoints: ['versioned schema changes', 'applied in order', 'same schema everywhere'],
        },
        {
          question: 'Why must you not edit a migration that has already been applied?',
          answer: 'Environments that already ran it will not run it again, so their schemas silently differ from fresh ones; write a new migration instead.',
          keyPoints: ['not run again', 'schemas drift', 'write new migration'],
        },
        {
          question: 'How does a migration tool know which migrations to run?',
          answer: 'It records applied migrations in a tracking table in the database and runs only the files not yet recorded, in order.',
          keyPoints: ['tracking table', 'only pending files'],
        },
        {
          question: 'Give one trade-off between a full ORM and raw SQL.',
          answer: 'A full ORM speeds up CRUD and gives types but hides the generated SQL, which can cause slow queries; raw SQL gives full control but more boilerplate and fewer type checks.',
          keyPoints: ['speeds up CRUD', 'full control', 'hides SQL'],
        },
      ],
      handsOnTask:
        'Describe Snip\'s users and links tables in a Drizzle schema, generate the initial migration and apply it to a brand-new Postgres container. Show the generated SQL file and the \\dt output, then add a nullable title column to links via a second migration.',
      project: 'Puts Snip\'s schema under version control with generated, reviewed SQL migrations.',
      exercise: 'Rewrite the stats query with Drizzle\'s query builder and compare its output with the raw SQL version.',
      beginnerTip: 'Always open and read the generated SQL file before applying it. Migrations are code and deserve the same review.',
      advancedNote:
        'Zero-downtime schema changes use expand and contract: add the new column, deploy code that writes both, backfill, switch reads, then drop the old column in a later release; CREATE INDEX CONCURRENTLY avoids locking writes on big tables.',
    },
    // ---------------------------------------------------------------- Day 19
    {
      topicName: 'Transactions and connection pooling with pg',
      explanation: `A **transaction** groups several statements so that they all succeed or none do. If one fails, \`ROLLBACK\` undoes the others. Snip needs this for **bulk import**: a user uploads 50 URLs, and either all 50 links are created or none are, so the user never has to work out which half went in.

A transaction belongs to **one connection**. With a pool, you must check out a single client and run every statement on it:

\`\`\`js
// db.js
export async function withTransaction(fn) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release(); // always give the connection back
  }
}

// route
links.post('/bulk', requireAuth, async (req, res) => {
  const { urls } = Bulk.parse(req.body); // zod: 1..100 URLs
  const codes = await withTransaction(async (client) => {
    const out = [];
    for (const url of urls) {
      const code = randomBytes(4).toString('base64url');
      await client.query('INSERT INTO links (code, url, user_id) VALUES ($1, $2, $3)',
        [code, url, req.userId]);
      out.push(code);
    }
    return out;
  });
  res.status(201).json({ codes });
});
\`\`\`

**Common mistakes:**
- \`pool.query('BEGIN')\` followed by more \`pool.query\` calls. Each call may run on a *different* connection, so you have no transaction at all.
- Forgetting \`client.release()\` on an error path. After 10 leaks (the default pool size), every request waits forever for a free connection. Always release in \`finally\`, and set \`connectionTimeoutMillis: 5000\` on the pool so an exhausted pool throws an error instead of hanging silently (the default is to wait forever).

**Check it works:** temporarily throw an error inside the callback after the third insert. The API should return 500, and \`SELECT count(*) FROM links\` should be unchanged. Remove the throw and the same request should insert all of the rows.`,
      quiz: [
        {
          question: 'What does a transaction guarantee?',
          answer: 'The statements inside it succeed together or, if any fails and ROLLBACK runs, none of their changes are kept: all or nothing (atomicity).',
          keyPoints: ['all or nothing', 'rollback on failure', 'atomicity property'],
        },
        {
          question: 'Why is pool.query("BEGIN") followed by pool.query(...) not a real transaction?',
          answer: 'Each pool.query may use a different connection, and a transaction belongs to one connection, so the later statements may run outside the BEGIN; use pool.connect() to check out one client.',
          keyPoints: ['different connections', 'transaction per connection', 'use pool.connect'],
        },
        {
          question: 'What happens if you forget client.release()?',
          answer: 'The connection never returns to the pool; after enough leaks the pool is exhausted and new requests wait forever (or time out) for a connection.',
          keyPoints: ['connection leak', 'pool exhausted', 'requests hang'],
        },
        {
          question: 'Why set connectionTimeoutMillis on the pool?',
          answer: 'By default pg waits forever for a free connection; a timeout makes pool exhaustion fail fast with an error you can see and alert on.',
          keyPoints: ['default waits forever', 'fail fast'],
        },
      ],
      handsOnTask:
        'Add withTransaction and POST /api/v1/links/bulk to Snip. Prove atomicity: count rows, send a bulk request with a forced error after the third insert, count again (unchanged), then remove the error and show all rows inserted.',
      project: 'Adds an all-or-nothing bulk link import to Snip using a proper pg transaction helper.',
      exercise: 'Rewrite the bulk insert as a single INSERT ... SELECT * FROM unnest($1::text[], $2::text[]) statement, and explain why it is atomic even without BEGIN.',
      beginnerTip: 'Use one pattern everywhere: connect, BEGIN, do the work, COMMIT, catch and ROLLBACK, release in finally. Wrap it in a helper so you never write it by hand again.',
      advancedNote:
        'A transaction holds its connection and its row locks until COMMIT, so never await slow external calls (HTTP APIs, emails) inside one; do those before or after, or enqueue them (Day 23).',
    },
    // ---------------------------------------------------------------- Day 20
    {
      topicName: 'Caching with Redis',
      explanation: `Snip is **read-heavy**: a link is created once and may be followed thousands of times. Each redirect currently hits PostgreSQL. **Redis** is an in-memory key-value store that answers in well under a millisecond, which makes it a good **cache** in front of the database. Run it with \`docker run -d --name snip-redis -p 6379:6379 redis:7\` and install \`ioredis\`.

The usual pattern is **cache-aside**: look in the cache first; on a miss, read the database and fill the cache with an expiry time (TTL).

\`\`\`js
import Redis from 'ioredis';
const redis = new Redis(config.REDIS_URL); // redis://localhost:6379

app.get('/:code', async (req, res) => {
  const { code } = req.params;
  let url = await redis.get('link:' + code);
  if (!url) {
    const { rows } = await pool.query('SELECT url FROM links WHERE code = $1', [code]);
    if (!rows[0]) return res.status(404).json({ error: 'Unknown code' });
    url = rows[0].url;
    await redis.set('link:' + code, url, 'EX', 3600); // expires in 1 hour
  }
  await redis.incr('clicks:' + code); // atomic counter in Redis
  res.redirect(302, url);
});
\`\`\`

The click counter moved too, because writing to Postgres on every click defeats the point of the cache. A background interval moves the counts across every few seconds, using \`GETDEL\` so that no click is counted twice: \`UPDATE links SET clicks = clicks + $1 WHERE code = $2\`.

**Common mistake:** forgetting **invalidation**. If a user deletes or edits a link, the cached copy keeps redirecting for up to an hour. The delete and update routes must also run \`redis.del('link:' + code)\`. The rule: every code path that changes the source of truth also updates or clears the cache. Also, never cache per-user private data under a shared key.

**Check it works:** follow a link, then run \`redis-cli TTL link:<code>\` and you should see a number below 3600. Stop Postgres with \`docker stop snip-db\`, and cached links should still redirect while uncached ones fail. Delete a link and confirm the redirect now returns 404.`,
      quiz: [
        {
          question: 'Describe the cache-aside pattern.',
          answer: 'Read from the cache first; on a miss, load from the database, store the value in the cache with a TTL, and return it.',
          keyPoints: ['check cache first', 'load on miss', 'store with TTL'],
        },
        {
          question: 'What is cache invalidation and when must it happen in Snip?',
          answer: 'Removing or updating cached entries when the underlying data changes; Snip must delete link:<code> whenever a link is edited or deleted, or stale redirects continue.',
          keyPoints: ['remove stale entries', 'on update or delete', 'delete cached key'],
        },
        {
          question: 'Why set a TTL on cached keys?',
          answer: 'So entries expire automatically, limiting how long stale data can live and keeping memory use bounded.',
          keyPoints: ['expire automatically', 'limit staleness', 'bound memory'],
        },
        {
          question: 'Why count clicks with INCR in Redis instead of updating Postgres on every redirect?',
          answer: 'INCR is atomic and in-memory, so redirects stay fast; counts are flushed to Postgres in batches instead of one write per click.',
          keyPoints: ['atomic INCR', 'fast redirects', 'batch flush'],
        },
      ],
      handsOnTask:
        'Add Redis cache-aside to Snip\'s redirect route, plus invalidation in delete and update routes. Demonstrate with redis-cli TTL, with a redirect that still works while Postgres is stopped, and with a deleted link returning 404 immediately.',
      project: 'Makes Snip redirects fast and database-light with Redis caching and buffered click counting.',
      exercise: 'Add negative caching: store "missing" for unknown codes for 60 seconds so repeated bad codes do not hit Postgres.',
      beginnerTip: 'Name keys with a prefix and a colon, such as link:abc123 and clicks:abc123. It keeps them organised and easy to find with redis-cli SCAN.',
      advancedNote:
        'When a hot key expires, many requests can miss at once and stampede the database; mitigate with a per-key lock (SET key NX PX), slight TTL jitter, or refresh-ahead. Redis is also single-threaded per instance, so avoid O(n) commands like KEYS on production data.',
    },
    // ---------------------------------------------------------------- Day 21
    {
      topicName: 'API security: rate limiting and the OWASP API Top 10',
      explanation: `The **OWASP API Security Top 10** lists the ways real APIs get breached. The top entries line up with what you have built:

- **Broken Object Level Authorization (API1):** reaching someone else's object by changing an id. You fixed this on Day 17 with \`AND user_id = $2\`.
- **Broken Object Property Level Authorization (API3):** clients setting fields they should not. Never spread \`req.body\` into an insert, or a user can send \`"clicks": 99999\` or \`"user_id": 1\`. Pick the allowed fields explicitly, which zod schemas already do.
- **Unrestricted Resource Consumption (API4):** no limits on requests, body sizes or page sizes.
- **Server-Side Request Forgery (API7):** if Snip ever fetches a page title from a submitted URL, an attacker could point it at \`http://169.254.169.254\` (the cloud metadata service) or other internal addresses.

**Rate limiting** caps how many requests a client can make in a time window. Snip needs it, because a public shortener is an attractive tool for spammers:

\`\`\`js
import rateLimit from 'express-rate-limit';

app.set('trust proxy', 1); // exactly one proxy (the load balancer) in front of us
const createLimiter = rateLimit({
  windowMs: 15 * 60 * 1000, // 15 minutes
  limit: 30,                // 30 new links per IP per window
  standardHeaders: 'draft-7',
  legacyHeaders: false,
});
links.post('/', createLimiter, requireAuth, createLink);
\`\`\`

**Common mistake:** getting \`trust proxy\` wrong. Behind a load balancer without it, every request seems to come from the balancer's IP, so all users share one limit. Setting it to \`true\` blindly is also wrong, because then clients can fake \`X-Forwarded-For\` and dodge the limit. Set it to the real number of proxies in front of the app.

Shortener-specific abuse matters too: refuse non-http(s) schemes (already done), and consider checking URLs against a malware and phishing blocklist such as Google Safe Browsing.

**Check it works:** run \`for i in $(seq 35); do curl -s -o /dev/null -w "%{http_code} " -X POST ...; done\`. After 30 responses of 201 you should see 429, and the response headers should include \`RateLimit\` and \`Retry-After\`.`,
      quiz: [
        {
          question: 'What is Broken Object Level Authorization and how do you prevent it?',
          answer: 'It is when a user can access or change another user\'s object by changing an id in the request; prevent it by checking ownership on every access, e.g. WHERE user_id = current user.',
          keyPoints: ['access others objects', 'changing an id', 'check ownership'],
        },
        {
          question: 'Why should you never insert req.body directly into the database?',
          answer: 'Clients could set fields they should not control, such as clicks or user_id (mass assignment); pick allowed fields explicitly through a validation schema.',
          keyPoints: ['mass assignment', 'unwanted fields', 'allow-list fields'],
        },
        {
          question: 'What goes wrong with rate limiting behind a load balancer if trust proxy is not set?',
          answer: 'All requests appear to come from the load balancer\'s IP, so every user shares one limit and legitimate users get blocked together.',
          keyPoints: ['load balancer IP', 'everyone shares limit'],
        },
        {
          question: 'What status code does a rate-limited request receive?',
          answer: '429 Too Many Requests, usually with a Retry-After header.',
          keyPoints: ['429 Too Many Requests', 'Retry-After header'],
        },
      ],
      handsOnTask:
        'Add a creation rate limit (30 per 15 minutes) and a stricter login limit (5 per minute) to Snip. Run a loop of 35 create requests and paste the status code sequence showing 201s turning into 429s.',
      project: 'Hardens Snip against abuse with rate limits, field allow-lists and an OWASP API Top 10 review.',
      exercise: 'Write down each OWASP API Top 10 item, and next to it where Snip is protected or still exposed.',
      beginnerTip: 'Security comes mostly from habits: validate every input, check ownership on every query, limit everything, and log suspicious activity.',
      advancedNote:
        'express-rate-limit keeps counters in process memory by default, so with three instances each allows the full limit; use a shared store (rate-limit-redis) or enforce limits at the edge (API gateway, CDN/WAF).',
    },
    // ---------------------------------------------------------------- Day 22
    {
      topicName: 'Testing strategy: unit, integration and mocks',
      explanation: `Day 5 gave Snip its first tests. A real backend needs a **strategy**: which tests to write, what to fake and how to keep them reliable. The **test pyramid** says: many fast **unit tests** for pure logic, fewer **integration tests** that go through HTTP and a real database, and a handful of end-to-end checks.

\`\`\`js
// Unit test: pure function, no I/O, runs in microseconds
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { isAllowedUrl } from '../src/validate.js';

test('rejects javascript: URLs', () => {
  assert.equal(isAllowedUrl('javascript:alert(1)'), false);
});

// Integration tests: real Postgres, clean state before each test
beforeEach(async () => {
  await pool.query('TRUNCATE links, users RESTART IDENTITY CASCADE');
});

// Mock only what you do not own, such as an email or notification service
test('bulk import sends one notification', async (t) => {
  const send = t.mock.method(notifier, 'send', async () => {});
  await request(app).post('/api/v1/links/bulk').set('Authorization', 'Bearer ' + token)
    .send({ urls: ['https://a.dev', 'https://b.dev'] }).expect(201);
  assert.equal(send.mock.callCount(), 1);
});
\`\`\`

\`t.mock.method\` replaces a method for one test and restores it automatically when the test ends. Run \`node --test --experimental-test-coverage\` to see which lines your tests never run.

**What to mock:** external services you do not control (email, payments, third-party APIs), because they are slow, cost money or are flaky. **What not to mock:** your own database. A mocked \`pool.query\` happily "passes" a query with a typo in the column name. Run a real Postgres in Docker, or in CI as a service container.

**Common mistake:** tests that depend on each other. Test B passes only because test A created a user first. Run B alone and it fails, and changing the order breaks everything. Give each test its own setup, and reset the data in \`beforeEach\`.

**Check it works:** run one test alone with \`node --test --test-name-pattern="bulk"\`. It must pass on its own. Then rename a column in a query. An integration test should fail, while a test with a mocked database would not notice.`,
      quiz: [
        {
          question: 'What does the test pyramid recommend?',
          answer: 'Many fast unit tests for pure logic, fewer integration tests through HTTP and the real database, and only a few slow end-to-end tests.',
          keyPoints: ['many unit tests', 'fewer integration tests', 'few end-to-end'],
        },
        {
          question: 'Why is mocking your own database in integration tests risky?',
          answer: 'A mock accepts any SQL, so typos, wrong columns or constraint violations pass the test and only fail in production; use a real test database instead.',
          keyPoints: ['mock accepts any SQL', 'only fails in production', 'use real database'],
        },
        {
          question: 'What should you mock in backend tests?',
          answer: 'External services you do not own, such as email providers, payment APIs or third-party HTTP APIs, which are slow, costly or unreliable.',
          keyPoints: ['external services', 'third-party APIs', 'slow or costly'],
        },
        {
          question: 'Why reset data in beforeEach?',
          answer: 'So each test starts from a known clean state and does not depend on data or order from other tests.',
          keyPoints: ['clean state', 'independent tests', 'order does not matter'],
        },
      ],
      handsOnTask:
        'Extract Snip\'s URL rule into a pure isAllowedUrl function with five unit tests, add TRUNCATE in beforeEach for the integration tests, and mock a notifier in one test. Run with --experimental-test-coverage and record the coverage percentage for the routes file.',
      project: 'Gives Snip a layered test suite: unit tests, isolated integration tests and mocked external services.',
      exercise: 'Write a test proving that user B gets 404 when trying to view user A\'s link stats.',
      beginnerTip: 'Name tests as sentences describing behaviour, such as "returns 409 when the custom code is taken". The failure report then reads like a bug report.',
      advancedNote:
        'Testcontainers (the @testcontainers/postgresql package) starts a throwaway Postgres per test run from code, so every developer and CI job gets an identical, real database without manual setup.',
    },
    // ---------------------------------------------------------------- Day 23
    {
      topicName: 'Background jobs and queues with BullMQ',
      explanation: `Some work should not happen while the user waits for a response: sending emails, resizing images, calling slow third-party APIs. A **job queue** stores the work, and a separate **worker** process does it later, with **retries** if it fails. **BullMQ** is the standard Node queue and stores its jobs in Redis, which Snip already runs.

Snip will now check every new link against a malware and phishing blocklist. That is a slow external call that may fail, which makes it a good job.

\`\`\`js
// queue.js
import { Queue } from 'bullmq';
export const connection = { host: 'localhost', port: 6379 };
export const linkChecks = new Queue('link-checks', { connection });

// in createLink, after the INSERT
await linkChecks.add('check', { code }, {
  jobId: 'check-' + code,                         // same id, so no duplicate job
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },  // waits 2 s, 4 s, 8 s, ...
  removeOnComplete: 1000,
});
\`\`\`

\`\`\`js
// worker.js, run as its own process: node worker.js
import { Worker } from 'bullmq';
new Worker('link-checks', async (job) => {
  const { rows } = await pool.query('SELECT url FROM links WHERE code = $1', [job.data.code]);
  if (!rows[0]) return;                                 // link was deleted meanwhile
  const verdict = await checkBlocklist(rows[0].url);    // throwing here triggers a retry
  await pool.query('UPDATE links SET status = $1 WHERE code = $2', [verdict, job.data.code]);
}, { connection, concurrency: 5 });
\`\`\`

Meanwhile, the redirect route refuses links whose \`status\` is \`'blocked'\`.

**Common mistake:** assuming each job runs exactly once. Queues deliver **at least once**: a worker can crash after doing the work but before marking the job done, and then the job runs again. Make jobs **idempotent**. Here that works naturally, because running the check twice just writes the same verdict. For emails, record "sent" in the database and check it before sending.

**Check it works:** stop the worker, create three links, and see \`await linkChecks.getJobCounts()\` report them as *waiting*. Start the worker and they should complete. Make \`checkBlocklist\` throw on its first call and confirm in the logs that the job succeeds on a later attempt.`,
      quiz: [
        {
          question: 'Why move work like blocklist checks or emails into a background job?',
          answer: 'It keeps API responses fast and lets slow or failing external calls be retried by a separate worker without the user waiting.',
          keyPoints: ['fast responses', 'separate worker', 'retry failed calls'],
        },
        {
          question: 'What does "at least once" delivery mean for how you write jobs?',
          answer: 'A job may run more than once (for example after a worker crash), so jobs must be idempotent: running twice has the same effect as running once.',
          keyPoints: ['may run twice', 'idempotent jobs'],
        },
        {
          question: 'What does exponential backoff do?',
          answer: 'It waits progressively longer between retries (for example 2 s, 4 s, 8 s), giving a failing service time to recover instead of hammering it.',
          keyPoints: ['longer waits', 'between retries', 'avoid hammering'],
        },
        {
          question: 'Why set a custom jobId such as check-<code>?',
          answer: 'BullMQ will not add a second job with the same id, which prevents duplicate jobs for the same link.',
          keyPoints: ['prevents duplicates', 'same id ignored'],
        },
      ],
      handsOnTask:
        'Add a status column to links, the link-checks queue, and a worker that marks a link blocked when its domain is on a small hard-coded list. Show a blocked link returning 410 Gone on redirect, and show a job that fails once and then succeeds on retry.',
      project: 'Adds an asynchronous link-safety check to Snip using a BullMQ queue and a separate worker process.',
      exercise: 'Add a scheduled job that runs every hour and deletes links older than 30 days that have zero clicks.',
      beginnerTip: 'Run the API and the worker in two terminals. They are separate programs that only communicate through Redis.',
      advancedNote:
        'The transactional outbox pattern closes the gap between "row committed" and "job enqueued": write the job into an outbox table in the same database transaction, and let a relay process move outbox rows into the queue.',
    },
    // ---------------------------------------------------------------- Day 24
    {
      topicName: 'Real-time updates with Server-Sent Events and WebSockets',
      explanation: `Snip's owners want a dashboard where click counts go up **live**. Two technologies push data from server to client:

- **Server-Sent Events (SSE):** one long HTTP response that the server keeps writing text events into. It is one-way (server to client), reconnects automatically, and passes through most proxies because it is plain HTTP. The browser API is \`EventSource\`.
- **WebSockets:** a full two-way connection that starts as an HTTP upgrade. Use the \`ws\` package or Socket.IO when clients also send a stream of messages, as in chat or multiplayer games.

Live counters only flow one way, so SSE is the simpler choice:

\`\`\`js
const subscribers = new Map(); // code -> Set of open responses

links.get('/:code/live', (req, res) => {
  res.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  res.flushHeaders();
  const set = subscribers.get(req.params.code) ?? new Set();
  set.add(res);
  subscribers.set(req.params.code, set);
  req.on('close', () => set.delete(res)); // the browser left, so stop writing
});

export function publishClick(code, clicks) {
  for (const res of subscribers.get(code) ?? []) {
    res.write('event: click\\ndata: ' + JSON.stringify({ clicks }) + '\\n\\n');
  }
}
\`\`\`

The redirect route calls \`publishClick\` after counting. In the browser:

\`\`\`js
const es = new EventSource('/api/v1/links/abc123/live');
es.addEventListener('click', (e) => { counter.textContent = JSON.parse(e.data).clicks; });
\`\`\`

Each event is a few \`field: value\` lines followed by a **blank line**. Without the final \`\\n\\n\` the browser never fires the event.

**Common mistake:** not cleaning up on \`close\`. Every tab that disconnects leaves a dead response in the Set, so memory grows and writes go to closed sockets. Another: compression middleware or an nginx proxy that buffers responses, so events arrive in bursts or not at all. Exclude SSE routes from compression and send \`X-Accel-Buffering: no\`.

**Check it works:** run \`curl -N localhost:3000/api/v1/links/abc123/live\` in one terminal, follow the short link in another, and an \`event: click\` line should appear immediately.`,
      quiz: [
        {
          question: 'When would you choose SSE over WebSockets?',
          answer: 'When data flows only from server to client, such as live counters or notifications; SSE is plain HTTP, simpler and reconnects automatically.',
          keyPoints: ['server to client only', 'plain HTTP', 'auto reconnect'],
        },
        {
          question: 'What ends a single SSE event in the stream?',
          answer: 'A blank line, that is a double newline (\\n\\n), must follow the event lines; otherwise the browser does not dispatch the event.',
          keyPoints: ['blank line', 'double newline'],
        },
        {
          question: 'Why must the server listen for the request close event?',
          answer: 'To remove the disconnected client from the subscriber list; otherwise memory leaks and the server keeps writing to dead connections.',
          keyPoints: ['remove subscriber', 'memory leak', 'dead connections'],
        },
        {
          question: 'What problem appears when you run several API instances with an in-memory subscriber Map?',
          answer: 'A click handled by one instance only reaches clients connected to that instance; you need a shared channel such as Redis pub/sub to broadcast to all instances.',
          keyPoints: ['only local clients', 'Redis pub/sub', 'broadcast all instances'],
        },
      ],
      handsOnTask:
        'Add the /live SSE endpoint and publishClick to Snip, then build a tiny HTML page with EventSource that shows a link\'s click count. Follow the link from your phone and watch the number change on your laptop without refreshing.',
      project: 'Adds a live click counter to Snip using Server-Sent Events.',
      exercise: 'Send a comment line (": ping") every 25 seconds on open SSE connections so proxies do not close idle streams.',
      beginnerTip: 'Use curl -N to watch SSE. The -N flag turns off curl\'s output buffering so events appear as they arrive.',
      advancedNote:
        'EventSource cannot send custom headers, so Bearer tokens do not work; use a cookie session or a short-lived, single-purpose token in the query string. Across instances, publish clicks through Redis pub/sub and let every instance fan out to its own connections.',
    },
    // ---------------------------------------------------------------- Day 25
    {
      topicName: 'Capstone design: event-booking API spec and data model',
      explanation: `For the capstone you will build **Bookit**, an event-booking API. Organisers create events with a fixed capacity, users book seats, and the hard rule is **no overbooking, even under heavy concurrent traffic**. It is a good portfolio project because it needs everything you have learned (auth, validation, transactions, queues, tests) and has one genuinely tricky problem at its centre.

Design before you code. First, write the **requirements** as user stories: an organiser creates, edits and cancels events; anyone lists upcoming events (paginated); a logged-in user books one seat per event and can cancel it; an organiser sees the attendee list; a confirmation email goes out through the queue.

Then the **data model**:

\`\`\`sql
CREATE TABLE events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organiser_id bigint NOT NULL REFERENCES users(id),
  title        text NOT NULL,
  starts_at    timestamptz NOT NULL,
  capacity     integer NOT NULL CHECK (capacity > 0),
  seats_left   integer NOT NULL CHECK (seats_left >= 0)
);
CREATE TABLE bookings (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id   bigint NOT NULL REFERENCES events(id),
  user_id    bigint NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, user_id)   -- one booking per user per event
);
\`\`\`

Then the **API contract** in OpenAPI 3, including the error cases:

\`\`\`yaml
paths:
  /v1/events/{id}/bookings:
    post:
      summary: Book one seat
      security: [{ bearerAuth: [] }]
      responses:
        '201': { description: Booked }
        '401': { description: Not logged in }
        '404': { description: No such event }
        '409': { description: Sold out, already booked, or event started }
\`\`\`

Plan three layers: **routes** (HTTP only: parse, validate, respond), **services** (business rules, such as "cannot book a past event") and **repositories** (SQL only). Services can then be tested without HTTP.

**Common mistake:** designing only the happy path. Most of the real design work is in the 4xx cases: sold out, double booking, cancelling someone else's booking, editing the capacity below the number of existing bookings.

**Check it works:** run \`npx @redocly/cli lint openapi.yaml\` and the spec should lint cleanly. Then walk through every user story and name the endpoint and status codes that serve it.`,
      quiz: [
        {
          question: 'What is the central technical challenge of an event-booking API?',
          answer: 'Preventing overbooking when many users try to book the last seats at the same time, which requires concurrency-safe database operations.',
          keyPoints: ['prevent overbooking', 'many users same time', 'last seats'],
        },
        {
          question: 'What does UNIQUE (event_id, user_id) enforce?',
          answer: 'That a user can have at most one booking per event; the database rejects a second booking even if application code has a bug.',
          keyPoints: ['one booking per user', 'enforced by database'],
        },
        {
          question: 'What is each layer responsible for in routes, services and repositories?',
          answer: 'Routes handle HTTP parsing, validation and responses; services hold business rules; repositories contain the SQL and data access.',
          keyPoints: ['routes handle HTTP', 'services business rules', 'repositories SQL'],
        },
        {
          question: 'Why write the OpenAPI spec before coding?',
          answer: 'It forces you to decide endpoints, payloads and error cases up front, and it becomes documentation and a contract clients can rely on.',
          keyPoints: ['decide error cases', 'becomes documentation', 'contract for clients'],
        },
      ],
      handsOnTask:
        'Create the Bookit repository with the SQL migration for users, events and bookings, and an openapi.yaml that covers at least six endpoints with their error responses. Lint it with Redocly and fix every warning.',
      project: 'Starts the capstone: Bookit\'s requirements, schema migration and OpenAPI contract.',
      exercise: 'List five edge cases (for example, the organiser reduces capacity below the current bookings) and decide the status code and behaviour for each.',
      beginnerTip: 'Keep the first version small. Six solid, well-tested endpoints impress more than twenty half-finished ones.',
      advancedNote:
        'Storing seats_left duplicates information you could derive with COUNT(*) over bookings; the trade-off buys a cheap, lockable counter for concurrency but must be kept consistent in the same transaction as bookings, which the CHECK constraint backs up.',
    },
    // ---------------------------------------------------------------- Day 26
    {
      topicName: 'Capstone build: concurrency-safe booking endpoint',
      explanation: `Today you build Bookit's core: booking a seat safely. The naive version has a **race condition**:

\`\`\`js
// WRONG: read, then write
const { rows } = await pool.query('SELECT seats_left FROM events WHERE id = $1', [id]);
if (rows[0].seats_left > 0) { /* two requests can both get here and see 1 seat */ }
\`\`\`

Two requests read \`seats_left = 1\` at the same moment, both pass the check, and both book. The fix is to let **one atomic conditional UPDATE** do both the check and the decrement, inside the same transaction as the insert:

\`\`\`js
// services/bookings.js
export function bookSeat(eventId, userId) {
  return withTransaction(async (client) => {
    const { rowCount } = await client.query(
      'UPDATE events SET seats_left = seats_left - 1 ' +
      'WHERE id = $1 AND seats_left > 0 AND starts_at > now()', [eventId]);
    if (rowCount === 0) throw new HttpError(409, 'Sold out or event not bookable');
    const { rows } = await client.query(
      'INSERT INTO bookings (event_id, user_id) VALUES ($1, $2) RETURNING id, created_at',
      [eventId, userId]);
    return rows[0];
  });
}
\`\`\`

Why it is safe: the UPDATE **locks the row**. A second transaction updating the same event waits. When the first one commits, PostgreSQL re-checks the second one's \`WHERE\` against the new row, and once \`seats_left\` has reached 0 it matches nothing. If the same user books twice, the \`UNIQUE\` constraint raises \`23505\`, the whole transaction rolls back (so the seat comes back), and you map that error to a 409. \`HttpError\` is a small \`Error\` subclass with a \`status\` field, which your error handler already understands.

**Common mistake:** testing concurrency with sequential requests. A race never shows up in a loop that waits for each request to finish. You have to send the requests at the same time.

**Check it works:** create an event with capacity 5 and 50 users, then fire all 50 bookings at once:

\`\`\`js
const results = await Promise.all(tokens.map((t) =>
  request(app).post('/v1/events/' + id + '/bookings').set('Authorization', 'Bearer ' + t)));
// expect exactly 5 responses with 201 and 45 with 409; seats_left = 0; bookings count = 5
\`\`\``,
      quiz: [
        {
          question: 'Why is "SELECT seats_left, then INSERT if > 0" unsafe?',
          answer: 'Two concurrent requests can both read the same remaining seat before either writes, so both pass the check and the event is overbooked (a race condition).',
          keyPoints: ['race condition', 'both read same value', 'overbooking happens'],
        },
        {
          question: 'How does the conditional UPDATE ... WHERE seats_left > 0 prevent overbooking?',
          answer: 'The UPDATE locks the row, so concurrent bookings wait; after a commit the WHERE is re-checked against the new value, and when seats reach 0 no row matches, so rowCount is 0.',
          keyPoints: ['row lock', 'condition re-checked', 'rowCount 0 when full'],
        },
        {
          question: 'What happens to the decremented seat if the INSERT fails with a unique violation?',
          answer: 'The whole transaction is rolled back, so the seat decrement is undone and the API returns 409.',
          keyPoints: ['transaction rolls back', 'seat restored', 'returns 409'],
        },
        {
          question: 'How do you test for a race condition?',
          answer: 'Send many requests truly concurrently (e.g. with Promise.all) and assert on the final totals; sequential requests never overlap and cannot expose the race.',
          keyPoints: ['concurrent requests', 'Promise.all requests', 'check final totals'],
        },
      ],
      handsOnTask:
        'Implement event creation, listing and the bookSeat service with routes and tests. Write the 50-concurrent-bookings test and paste its result: exactly 5 successes, 45 conflicts, seats_left 0. Then try the naive version and show that it overbooks.',
      project: 'Builds Bookit\'s main endpoints, including a booking flow proven safe under concurrent load.',
      exercise: 'Implement DELETE /v1/bookings/:id (cancel) that deletes the user\'s own booking and gives the seat back in the same transaction.',
      beginnerTip: 'If the naive version does not overbook in your test, add a small delay between the SELECT and the INSERT (await a 50 ms timer). Races become visible when the gap is wider.',
      advancedNote:
        'Alternatives are SELECT ... FOR UPDATE (explicit row lock, then logic in code) or SERIALIZABLE isolation with retry on serialization failures; the conditional UPDATE is usually simplest and holds the lock for the shortest time.',
    },
    // ---------------------------------------------------------------- Day 27
    {
      topicName: 'Containerising a Node.js API with Docker',
      explanation: `A **Docker image** packages your app with the exact Node version and dependencies it needs, so it runs the same on your laptop, in CI and in production. A **container** is a running instance of an image. For Node, the Dockerfile is small, but a few details matter a lot:

\`\`\`dockerfile
# Dockerfile
FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:22-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
USER node
EXPOSE 3000
CMD ["node", "server.js"]
\`\`\`

- **Copy the package files first, then \`npm ci\`:** Docker caches each layer, so as long as the dependencies have not changed, rebuilding after a code edit skips the install.
- **Multi-stage build:** the final image gets only production \`node_modules\`, not build tools or dev dependencies.
- **\`USER node\`:** the official images include an unprivileged \`node\` user. Do not run as root.
- **\`CMD ["node", "server.js"]\`, not \`npm start\`:** npm does not reliably pass \`SIGTERM\` on to your app, so graceful shutdown breaks and the platform kills the container after a timeout.

Add a \`.dockerignore\` containing \`node_modules\`, \`.env\`, \`.git\` and \`test\`, so secrets and your local modules never get into the image. Then run the whole stack with Compose:

\`\`\`yaml
# compose.yaml
services:
  api:
    build: .
    ports: ['3000:3000']
    environment:
      DATABASE_URL: postgres://postgres:dev@db:5432/postgres
    depends_on:
      db: { condition: service_healthy }
  db:
    image: postgres:17
    environment: { POSTGRES_PASSWORD: dev }
    healthcheck: { test: ['CMD-SHELL', 'pg_isready -U postgres'], interval: 2s }
    volumes: ['pgdata:/var/lib/postgresql/data']
volumes:
  pgdata:
\`\`\`

**Common mistake:** using \`localhost\` in \`DATABASE_URL\` inside a container. There, \`localhost\` means the container itself. Compose services reach each other by **service name**, which is why the URL above uses \`db\`.

**Check it works:** \`docker compose up --build\`, then \`curl localhost:3000/health\`. \`docker compose exec api whoami\` should print \`node\`, and \`docker image ls\` shows the image size, which should be a few hundred MB at most.`,
      quiz: [
        {
          question: 'Why copy package.json and package-lock.json and run npm ci before copying the rest of the code?',
          answer: 'Docker caches layers; if dependencies did not change, the install layer is reused and rebuilds after code edits are much faster.',
          keyPoints: ['layer caching', 'reuse install layer', 'faster rebuilds'],
        },
        {
          question: 'Why use CMD ["node", "server.js"] instead of npm start?',
          answer: 'npm does not reliably forward SIGTERM to the Node process, so graceful shutdown fails and the container is force-killed after a timeout.',
          keyPoints: ['signals forwarded', 'SIGTERM signal', 'graceful shutdown'],
        },
        {
          question: 'Inside Docker Compose, why must DATABASE_URL use the host db instead of localhost?',
          answer: 'localhost inside a container refers to that container itself; Compose services reach each other by service name on the shared network.',
          keyPoints: ['localhost is the container', 'service name', 'Compose network'],
        },
        {
          question: 'Why add USER node to the Dockerfile?',
          answer: 'So the app runs as an unprivileged user instead of root, limiting damage if the app is compromised.',
          keyPoints: ['not root', 'limits damage'],
        },
      ],
      handsOnTask:
        'Write the Dockerfile, .dockerignore and compose.yaml for Bookit, run docker compose up --build, and run your migrations against the db service. Show curl /health working, whoami printing node, and the image size.',
      project: 'Containerises Bookit with a lean, non-root, multi-stage image and a Compose stack with Postgres and Redis.',
      exercise: 'Change one line of app code and rebuild. Confirm in the build output that the npm ci step says CACHED.',
      beginnerTip: 'docker compose logs -f api shows your app\'s output, and docker compose down -v also deletes the database volume when you want a clean start.',
      advancedNote:
        'Pin base images by digest (node:22-slim@sha256:...) for reproducible builds, and scan them with docker scout or Trivy; distroless or Alpine images are smaller, but Alpine uses musl libc, which can break native modules like argon2 prebuilt binaries.',
    },
    // ---------------------------------------------------------------- Day 28
    {
      topicName: 'Deploying to production: health checks and graceful shutdown',
      explanation: `Deploying means more than "it runs on a server". The platform has to know when your app is **healthy**, and every new release has to **replace the old one without dropping requests**. Container platforms (Render, Railway, Fly.io, AWS ECS) all do roughly the same thing: start the new container, wait until its health check passes, move traffic to it, then send **SIGTERM** to the old one and kill it after a grace period, often 10 to 30 seconds.

Your app must cooperate:

\`\`\`js
// server.js
const server = app.listen(config.PORT, () => logger.info({ port: config.PORT }, 'listening'));

async function shutdown(signal) {
  logger.info({ signal }, 'shutting down');
  server.close(async () => {            // stop accepting; wait for in-flight requests
    await pool.end();
    await redis.quit();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref(); // hard deadline
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
\`\`\`

Give the app two endpoints. **Liveness**, \`/health\`, answers "is the process up?" and returns 200 without touching dependencies. **Readiness**, \`/ready\`, answers "can I serve traffic?" by running \`SELECT 1\` on the database, and it should return 503 while shutting down.

A free-tier-friendly path: push Bookit to GitHub, create a web service on Render from the Dockerfile, point it at a managed Postgres (Render or Neon; Neon URLs need \`?sslmode=require\`), set the environment variables in the dashboard and set the health check path. Run migrations as a **separate release step** before the new version takes traffic, not from every instance at boot. On Render's free tier the service sleeps after about 15 idle minutes, so the first request after that is slow.

**Common mistake:** the app listens on a hard-coded port, or only on \`127.0.0.1\`. Platforms tell you the port through \`PORT\` and send traffic to the container's network interface. \`app.listen(config.PORT)\` binds to all interfaces by default, so keep it that way.

**Check it works:** run \`while true; do curl -s -o /dev/null -w "%{http_code}\\n" https://your-app/health; sleep 0.2; done\` while you redeploy. The output should show no 5xx codes, and the logs should show "shutting down" from the old instance.`,
      quiz: [
        {
          question: 'What signal do platforms send before stopping a container, and what should your app do?',
          answer: 'SIGTERM; the app should stop accepting new connections, finish in-flight requests, close database and Redis connections, and exit, with a hard deadline.',
          keyPoints: ['SIGTERM signal', 'finish in-flight requests', 'close connections', 'then exit'],
        },
        {
          question: 'What is the difference between a liveness and a readiness check?',
          answer: 'Liveness says the process is running (restart if not); readiness says it can serve traffic right now, e.g. the database is reachable and it is not shutting down.',
          keyPoints: ['process running', 'can serve traffic', 'dependencies reachable'],
        },
        {
          question: 'Why run database migrations as a separate release step instead of on every app start?',
          answer: 'Several instances starting at once could run migrations concurrently, and a failed migration should stop the release before new code takes traffic.',
          keyPoints: ['instances run concurrently', 'fail before traffic', 'release step'],
        },
        {
          question: 'Why must a containerised app read the port from the PORT environment variable?',
          answer: 'The platform decides which port it routes traffic to and passes it in PORT; a hard-coded port means the health check and traffic never reach the app.',
          keyPoints: ['platform chooses port', 'PORT variable'],
        },
      ],
      handsOnTask:
        'Add graceful shutdown and /health and /ready endpoints to Bookit, then deploy it (Render or similar) with a managed Postgres and the migrations applied. Run the curl loop during a redeploy and save the output showing no 5xx responses.',
      project: 'Puts Bookit live on the internet with health checks, zero-downtime redeploys and managed Postgres.',
      exercise: 'Make /ready return 503 as soon as shutdown starts, and explain why load balancers need that.',
      beginnerTip: 'If a deploy fails, read the platform\'s deploy logs from the top. The first error is usually a missing environment variable or a wrong start command.',
      advancedNote:
        'server.close() waits for keep-alive connections to go idle; Node 19+ closes idle ones automatically, and server.closeAllConnections() forces the rest. Make sure the load balancer\'s idle timeout is longer than Node\'s keepAliveTimeout (5 s by default) to avoid sporadic 502s.',
    },
    // ---------------------------------------------------------------- Day 29
    {
      topicName: 'Performance testing, profiling and metrics',
      explanation: `Never optimise by guessing. **Measure, find the bottleneck, fix it, measure again.** Node gives you everything you need for each step.

**1. Load test** with autocannon against a production-like build (\`NODE_ENV=production\`, no pretty logging):

\`\`\`bash
npx autocannon -c 100 -d 20 http://localhost:3000/v1/events?limit=20
# reports requests/sec and latency percentiles (50%, 97.5%, 99%)
\`\`\`

Watch **p99 latency**, not the average. The average hides the slowest 1% of requests, and on a busy page those are the ones users notice.

**2. Find where the time goes.** Start with \`node --cpu-prof server.js\`, run the load, stop the server, and open the \`.cpuprofile\` file in Chrome DevTools (Performance tab) to see which functions use the CPU. If the CPU is idle but requests are slow, the time is going into waiting: run \`EXPLAIN ANALYZE\` on the slow SQL, look for **N+1 queries** (one query per item in a loop instead of one query with \`JOIN\` or \`WHERE id = ANY($1)\`), and check pool wait times.

**3. Watch production** with metrics. The RED method tracks **R**ate, **E**rrors and **D**uration for every route. With \`prom-client\`:

\`\`\`js
import client from 'prom-client';
import { monitorEventLoopDelay } from 'node:perf_hooks';

client.collectDefaultMetrics(); // memory, GC, event loop lag
const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds', help: 'request duration',
  labelNames: ['method', 'route', 'status'],
});
app.use((req, res, next) => {
  const end = httpDuration.startTimer();
  res.on('finish', () => end({ method: req.method, route: req.route?.path ?? 'unknown', status: res.statusCode }));
  next();
});
app.get('/metrics', async (req, res) => res.type(client.register.contentType).send(await client.register.metrics()));
\`\`\`

**Common mistake:** using the raw URL as a metric label (\`/v1/events/8123\`). Every id creates a new time series and overloads the metrics store. Use the route pattern (\`/v1/events/:id\`).

**Check it works:** record a baseline with autocannon, add a missing index such as \`CREATE INDEX ON bookings (event_id)\`, and run it again. You should see p99 drop, and \`/metrics\` should show the histogram buckets filling.`,
      quiz: [
        {
          question: 'Why look at p99 latency instead of average latency?',
          answer: 'Averages hide slow outliers; p99 shows the experience of the slowest 1% of requests, which users notice and which reveal bottlenecks.',
          keyPoints: ['averages hide outliers', 'slowest 1%', 'user experience'],
        },
        {
          question: 'What is an N+1 query problem and how do you fix it?',
          answer: 'Running one query for a list and then one more query per item; fix it with a single JOIN or a WHERE id = ANY($1) query that fetches everything at once.',
          keyPoints: ['one query per item', 'use a JOIN', 'fetch in one query'],
        },
        {
          question: 'What does the RED method measure?',
          answer: 'Rate (requests per second), Errors (failed requests) and Duration (latency) for each service or route.',
          keyPoints: ['request rate', 'error count', 'request duration'],
        },
        {
          question: 'Why must metric labels use route patterns rather than raw URLs?',
          answer: 'Each unique label value creates a new time series; raw URLs with ids create unbounded cardinality that overloads the metrics system, so use the route pattern as the label.',
          keyPoints: ['new time series', 'high cardinality', 'use route pattern'],
        },
      ],
      handsOnTask:
        'Seed Bookit with 100,000 bookings, load-test the attendee-list endpoint with autocannon, and record requests/sec and p99. Profile it, fix the biggest bottleneck (an index or an N+1), and record the new numbers in a before/after table.',
      project: 'Adds a Prometheus /metrics endpoint to Bookit and documents a measured performance improvement.',
      exercise: 'Add an event-loop-lag gauge using monitorEventLoopDelay and log a warning when p99 lag exceeds 100 ms.',
      beginnerTip: 'Change one thing at a time between measurements. Otherwise you will not know which change helped.',
      advancedNote:
        'Use 0x or the --cpu-prof output to build flame graphs, where wide bars are hot code paths; under load, JSON serialisation, regex and logging often dominate, so compare a response schema serialiser (Fastify) or lower log levels before rewriting business logic.',
    },
    // ---------------------------------------------------------------- Day 30
    {
      topicName: 'Job readiness: portfolio polish and backend interviews',
      explanation: `You have built two real APIs. Now make them **easy to evaluate**, and practise **explaining your decisions**. Interviewers care far more about the reasoning behind what you built than about the list of tools.

**Portfolio checklist for Snip and Bookit:**
- A live URL plus a README with: what it does, an architecture diagram (API, Postgres, Redis, worker), how to run it in one command (\`docker compose up\`), and example \`curl\` requests.
- API docs generated from your OpenAPI spec (Swagger UI or Redoc) linked from the README.
- Tests running in CI with a passing badge, a seed script and \`.env.example\`.
- A "Design decisions" section: why a conditional UPDATE prevents overbooking, why 302 instead of 301, why cursor pagination, and what you would change at 100x scale.

**Typical backend interview topics** you can now answer from experience: the event loop and what blocks it; promises and \`Promise.all\`; middleware order; status codes; authentication vs authorization; hashing passwords; SQL injection; transactions and race conditions; indexes; caching and invalidation; queues and idempotency; graceful shutdown.

**System design warm-up: "Design a URL shortener."** Start with requirements and numbers: heavily read-dominated, say 100 redirects per link created. Then cover code generation (random base64url with a uniqueness check, or a counter encoded in base62), storage (primary key on the code), a read path of cache first with Redis and TTLs, 302 for analytics, click counting asynchronously through Redis counters or a queue, and rate limits with abuse checks. Finish with scaling: stateless API instances behind a load balancer, read replicas, and partitioning by code if needed.

**Common mistake:** describing a project as a list of technologies ("I used Express, Postgres, Redis"). Describe a **problem, your decision and the trade-off**: "Bookings could oversell under load, so I used a conditional UPDATE inside a transaction and proved it with a 50-request concurrency test."

**Check it works:** ask a friend to clone one project and run it from the README alone. If they need to ask you anything, fix the README.`,
      quiz: [
        {
          question: 'How should you describe a project in an interview?',
          answer: 'As problems, decisions and trade-offs with evidence, for example how you prevented overbooking and how you tested it, rather than as a list of tools.',
          keyPoints: ['problem and decision', 'explain trade-offs', 'evidence or tests'],
        },
        {
          question: 'In a URL-shortener design, how do you keep redirects fast at high read volume?',
          answer: 'Serve redirects from a cache like Redis in front of the database, keep the code as the primary key, and count clicks asynchronously instead of writing on every request.',
          keyPoints: ['cache in Redis', 'primary key lookup', 'async click counting'],
        },
        {
          question: 'Name two ways to generate short codes and a trade-off of each.',
          answer: 'Random codes need a uniqueness check and retries on collision but are unguessable; a counter encoded in base62 never collides but codes are sequential and guessable.',
          keyPoints: ['random with collision check', 'counter base62', 'sequential and guessable'],
        },
        {
          question: 'What should a strong backend project README contain?',
          answer: 'What it does, an architecture overview, one-command setup, example requests, API docs link, how to run tests, and design decisions.',
          keyPoints: ['one-command setup', 'architecture diagram', 'example requests', 'design decisions'],
        },
      ],
      handsOnTask:
        'Rewrite the README of Bookit using the checklist, publish Swagger UI for its OpenAPI spec, and add a Design decisions section with three decisions and their trade-offs. Record yourself giving a five-minute walkthrough of the URL-shortener design and listen back once.',
      project: 'Finishes the course: Snip and Bookit are documented, deployed, tested and ready to show employers.',
      exercise: 'Write 2–3 sentence answers to five interview questions: event loop, 401 vs 403, SQL injection, cache invalidation, and idempotent jobs.',
      beginnerTip: 'Pin your two best repositories on your GitHub profile and put the live links at the top of each README. Reviewers often spend less than a minute.',
      advancedNote:
        'At larger scale a shortener pre-generates code ranges per instance (e.g. from a key-generation service) to avoid collision checks, serves redirects from the edge (CDN/edge functions with a KV store), and streams click events to an analytics store instead of updating counters in Postgres.',
    },
  ],
  advancedDays: [
    // ---------------------------------------------------------------- Advanced 1
    {
      topicName: 'CPU-bound work with worker threads and Piscina',
      explanation: `The event loop is excellent at waiting but bad at heavy computation (Day 6). **Worker threads** (\`node:worker_threads\`) run JavaScript in parallel threads, each with its own V8 isolate and its own event loop, so CPU-heavy tasks stop blocking requests. Creating a worker is expensive (tens of milliseconds plus memory), so production code uses a **pool** of reusable workers. **Piscina** is the standard pool library.

Example: Snip generates high-resolution QR code PNGs for printed posters. That is CPU work, so it goes to the pool:

\`\`\`js
// qr-task.js (runs inside a worker)
import QRCode from 'qrcode';
export default async function ({ url, width }) {
  return QRCode.toBuffer(url, { width });
}

// app.js
import { Piscina } from 'piscina';
const qrPool = new Piscina({
  filename: new URL('./qr-task.js', import.meta.url).href,
  maxThreads: 4,
});

app.get('/:code/qr.png', async (req, res) => {
  const url = await findUrl(req.params.code);
  const png = await qrPool.run({ url, width: 2048 });
  res.type('png').send(Buffer.from(png));
});
\`\`\`

**Worker threads vs cluster vs more containers:** \`cluster\` (or simply running several containers behind a load balancer) scales *whole request handling* across CPU cores. Worker threads move *specific CPU tasks* off the main thread of one process. In containers, horizontal scaling is usually the first tool, and a worker pool handles the hot CPU functions.

**Common mistake:** offloading tiny tasks. Sending data to a worker means copying it with the structured-clone algorithm, so for work under about a millisecond the round trip costs more than it saves. Another is setting \`maxThreads\` above the number of CPU cores your container actually has.

**Check it works:** run autocannon against \`/health\` while another load generator requests large QR codes. With the pool, \`/health\` p99 should stay in single-digit milliseconds. If you generate the QR codes on the main thread instead, it jumps to hundreds of milliseconds.`,
      quiz: [
        {
          question: 'Why use a worker pool instead of creating a new Worker per request?',
          answer: 'Starting a worker is expensive in time and memory; a pool keeps a fixed number of workers alive and reuses them, bounding CPU use.',
          keyPoints: ['worker startup expensive', 'reuse workers', 'bounded threads'],
        },
        {
          question: 'What is the difference between cluster (or more containers) and worker threads?',
          answer: 'Cluster or more containers run more copies of the whole server to use more cores; worker threads offload specific CPU-heavy tasks from one process\'s main thread.',
          keyPoints: ['copies of whole server', 'offload specific tasks', 'main thread free'],
        },
        {
          question: 'When is offloading to a worker thread not worth it?',
          answer: 'For small tasks, because data is copied to and from the worker; the messaging overhead can exceed the time saved.',
          keyPoints: ['small tasks', 'data copying overhead'],
        },
      ],
      handsOnTask:
        'Add the QR endpoint to Snip twice: once on the main thread and once via Piscina. Load-test /health while hammering the QR endpoint and record /health p99 for both versions.',
      project: 'Moves Snip\'s CPU-heavy QR generation off the event loop into a worker pool.',
      exercise: 'Use a SharedArrayBuffer with Atomics.add to let four workers increment one shared counter correctly.',
      beginnerTip: 'Worker threads do not share normal variables with the main thread. They communicate only through messages (or shared memory for advanced cases).',
      advancedNote:
        'Transferable objects (ArrayBuffer, MessagePort) can be moved to a worker instead of copied by listing them in the transfer list, which makes large binary payloads cheap to hand over; the sender loses access to them.',
    },
    // ---------------------------------------------------------------- Advanced 2
    {
      topicName: 'Fastify: schema-first APIs and plugin encapsulation',
      explanation: `**Fastify** is the main alternative to Express. It is built around **JSON Schema**: each route declares its body, params and response schemas, Fastify validates input with Ajv, and it serialises output with compiled serialisers (fast-json-stringify). Those serialisers are much faster than \`JSON.stringify\`, and they also **drop any field not in the response schema**, so a stray \`password_hash\` can never leak. It includes pino logging, async handlers and a plugin system.

\`\`\`js
import Fastify from 'fastify';
const app = Fastify({ logger: true });

app.post('/api/v1/links', {
  schema: {
    body: {
      type: 'object', required: ['url'], additionalProperties: false,
      properties: { url: { type: 'string', format: 'uri', maxLength: 2048 } },
    },
    response: { 201: { type: 'object', properties: { code: { type: 'string' } } } },
  },
}, async (request, reply) => {
  const code = await createLink(request.body.url);
  reply.code(201);
  return { code }; // serialised using the 201 schema
});

await app.listen({ port: 3000, host: '0.0.0.0' });
\`\`\`

**Plugins and encapsulation:** \`app.register(plugin, { prefix: '/api/v1' })\` creates a child context. Decorators (\`app.decorate('db', pool)\`) and hooks added inside a plugin are visible only to that plugin and its children, unless you wrap it with \`fastify-plugin\` to share it. This keeps large codebases modular. For tests, \`app.inject({ method: 'GET', url: '/health' })\` sends a request without opening a socket.

**Common mistakes:** Fastify's \`listen\` defaults to \`localhost\`, so inside a container nothing outside can reach it. Pass \`host: '0.0.0.0'\`. Also, Fastify's default Ajv settings include \`removeAdditional: true\`, so with \`additionalProperties: false\` extra fields are *silently removed* rather than rejected. Know which behaviour you want.

**Check it works:** POST a body with an extra field and see it disappear from \`request.body\`. Return an object with a secret field and confirm it is missing from the response. Then run autocannon against the Express and Fastify versions of the same route and compare requests per second.`,
      quiz: [
        {
          question: 'How does a Fastify response schema improve both speed and safety?',
          answer: 'It compiles a fast serializer for that shape, faster than JSON.stringify, and only outputs listed fields, so unlisted secrets are never sent.',
          keyPoints: ['compiled serializer', 'faster serialization', 'drops unlisted fields'],
        },
        {
          question: 'What does plugin encapsulation mean in Fastify?',
          answer: 'Decorators and hooks registered inside a plugin are only visible to that plugin and its children unless wrapped with fastify-plugin.',
          keyPoints: ['scoped to plugin', 'children only', 'fastify-plugin shares'],
        },
        {
          question: 'Why must you pass host: "0.0.0.0" to Fastify listen in a container?',
          answer: 'Fastify listens on localhost by default, which is unreachable from outside the container; 0.0.0.0 listens on all interfaces.',
          keyPoints: ['defaults to localhost', 'all interfaces'],
        },
      ],
      handsOnTask:
        'Port Snip\'s create and redirect routes to Fastify with body and response schemas and an app.inject test. Benchmark both versions with autocannon and write down the requests/sec difference.',
      project: 'Builds a Fastify version of Snip\'s core routes to compare schema-first design with Express.',
      exercise: 'Write a Fastify plugin that decorates the instance with a pg pool and closes it in an onClose hook.',
      beginnerTip: 'Handlers in Fastify can simply return a value, and Fastify sends it. Do not also call reply.send in the same handler.',
      advancedNote:
        'Fastify builds its route table with find-my-way (a radix tree) and compiles schemas when the app starts, so the cost is paid at boot instead of per request; TypeBox or json-schema-to-ts give you TypeScript types from the same schemas.',
    },
    // ---------------------------------------------------------------- Advanced 3
    {
      topicName: 'Request context with AsyncLocalStorage and OpenTelemetry tracing',
      explanation: `Passing \`req\` or a request id through every function just so that logs can include it gets messy fast. **AsyncLocalStorage** (\`node:async_hooks\`) stores a value that follows the asynchronous flow of one request: through \`await\`, timers and callbacks. Any code running as part of that request can read it.

\`\`\`js
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
export const requestContext = new AsyncLocalStorage();

app.use((req, res, next) => {
  const requestId = req.get('x-request-id') ?? randomUUID();
  res.set('x-request-id', requestId);
  requestContext.run({ requestId }, next); // everything after next() sees this store
});

// deep in a repository, no req parameter needed
export async function findLink(code) {
  const { requestId } = requestContext.getStore() ?? {};
  logger.debug({ requestId, code }, 'findLink');
  return pool.query('SELECT url FROM links WHERE code = $1', [code]);
}
\`\`\`

**Distributed tracing** extends this idea across services. A **trace** is a tree of **spans** (an HTTP request, a SQL query, a Redis call), each with timings, and the trace id travels between services in the W3C \`traceparent\` header. **OpenTelemetry** is the vendor-neutral standard, and its Node auto-instrumentation creates spans for http, Express, pg and ioredis without code changes. You load it before the app, for example \`node --require @opentelemetry/auto-instrumentations-node/register server.js\` with \`OTEL_SERVICE_NAME\` and \`OTEL_EXPORTER_OTLP_ENDPOINT\` set (ES-module apps also need the ESM loader hook described in the OpenTelemetry docs). Then you send the traces to Jaeger, Grafana Tempo or a cloud service. Internally, OpenTelemetry uses AsyncLocalStorage to track the current span.

**Common mistake:** using \`enterWith\` or setting a module-level "current request" variable. Concurrent requests overwrite each other and logs get mixed up. Use \`run()\`, which scopes the store to one call chain. Some callback-based libraries lose the context, and \`AsyncResource.bind\` repairs that.

**Check it works:** fire two concurrent requests with different \`x-request-id\` headers, each calling a slow query. Every log line from \`findLink\` should carry the id of its own request. In Jaeger, one request should show a span for Express with a nested span for the pg query.`,
      quiz: [
        {
          question: 'What problem does AsyncLocalStorage solve?',
          answer: 'It makes per-request data like a request id available anywhere in that request\'s async call chain without passing it through every function.',
          keyPoints: ['per-request data', 'async call chain', 'no parameter passing'],
        },
        {
          question: 'Why is a module-level "currentRequestId" variable wrong in Node?',
          answer: 'Many requests are in flight concurrently on one thread, so they overwrite the shared variable and logs get the wrong ids.',
          keyPoints: ['concurrent requests', 'overwrite shared variable'],
        },
        {
          question: 'What are traces and spans in distributed tracing?',
          answer: 'A trace is the whole journey of one request; spans are the timed operations within it (HTTP handling, SQL queries, cache calls), linked by a trace id passed in the traceparent header.',
          keyPoints: ['whole request journey', 'timed operations', 'traceparent header'],
        },
      ],
      handsOnTask:
        'Add AsyncLocalStorage request ids to Snip\'s logs and run Jaeger with docker run -p 16686:16686 -p 4318:4318 jaegertracing/all-in-one. Enable OpenTelemetry auto-instrumentation and screenshot a trace showing the Express span and its pg query span.',
      project: 'Gives Snip request-scoped log context and end-to-end traces of HTTP, SQL and Redis calls.',
      exercise: 'Forward the current traceparent header on an outgoing fetch call and verify that the two services share one trace id.',
      beginnerTip: 'Start with the request id in logs. It already makes debugging much easier before you add full tracing.',
      advancedNote:
        'AsyncLocalStorage now has low overhead (since Node 24 it is built on V8\'s AsyncContextFrame rather than async_hooks); sampling (for example 10% of traces, plus all errors) keeps tracing costs down at high traffic.',
    },
    // ---------------------------------------------------------------- Advanced 4
    {
      topicName: 'Diagnosing memory leaks with heap snapshots',
      explanation: `A **memory leak** in Node means objects stay reachable after you no longer need them, so the garbage collector cannot free them. Memory climbs until the container hits its limit and gets killed (OOMKilled, exit code 137) or V8 aborts with *"JavaScript heap out of memory"*. Leaks in a server usually come from a few patterns:

- **Unbounded caches**: a module-level \`Map\` that only ever gains entries.
- **Listeners added per request**: \`emitter.on(...)\` inside a handler without \`off\`. Node warns with \`MaxListenersExceededWarning\`.
- **Closures kept alive** by timers or long-lived arrays, such as SSE subscribers that are never removed (Day 24).

\`\`\`js
// LEAK: grows forever, one entry per code ever requested
const cache = new Map();
export async function getUrl(code) {
  if (!cache.has(code)) cache.set(code, await findUrl(code));
  return cache.get(code);
}

// FIX: bounded LRU with a TTL
import { LRUCache } from 'lru-cache';
const cache2 = new LRUCache({ max: 10_000, ttl: 60_000 });
\`\`\`

**Finding it.** Log \`process.memoryUsage().heapUsed\` every minute. A **sawtooth** that returns to the same baseline is healthy garbage collection. A baseline that keeps **rising under steady load** is a leak. Then take heap snapshots:

\`\`\`bash
node --heapsnapshot-signal=SIGUSR2 server.js &
kill -USR2 <pid>     # writes a .heapsnapshot file; repeat after a few minutes of load
\`\`\`

Load two snapshots in Chrome DevTools (Memory tab) and use the **Comparison** view. Sort by size delta to see which constructor keeps growing (for example thousands of \`Map\` entries or closures). The **Retainers** panel shows the chain of references that keeps them alive.

**Common mistake:** "fixing" a leak by raising \`--max-old-space-size\`. That only delays the crash. Find what holds the references. Also, taking a snapshot pauses the process and can use about as much memory again as the heap, so take them from one instance that is out of the load balancer.

**Check it works:** run autocannon with random codes for 5 minutes against the leaky version and heapUsed keeps climbing. With the LRU version, it levels off.`,
      quiz: [
        {
          question: 'What is a memory leak in a garbage-collected language like JavaScript?',
          answer: 'Objects that are no longer needed stay reachable through some reference, so the garbage collector cannot free them and memory keeps growing.',
          keyPoints: ['still reachable', 'cannot be collected', 'memory keeps growing'],
        },
        {
          question: 'How do you tell a leak from normal memory behaviour in heapUsed graphs?',
          answer: 'Normal GC shows a sawtooth returning to a stable baseline; a leak shows the baseline rising steadily under constant load.',
          keyPoints: ['sawtooth pattern', 'stable baseline', 'rising baseline'],
        },
        {
          question: 'How do heap snapshot comparisons help find a leak?',
          answer: 'Comparing two snapshots taken under load shows which object types grew, and the retainers view shows the reference chain keeping them alive.',
          keyPoints: ['compare two snapshots', 'objects that grew', 'retainers chain'],
        },
      ],
      handsOnTask:
        'Add the leaky Map cache to Snip, load it with random codes, and take two heap snapshots five minutes apart. Identify the growing objects in the Comparison view, fix the leak with lru-cache, and show the heapUsed graph levelling off.',
      project: 'Adds memory monitoring to Snip and replaces unbounded caches with bounded LRU caches.',
      exercise: 'Write a handler that adds a process.on listener per request, trigger the MaxListenersExceededWarning, and then fix it.',
      beginnerTip: 'Any Map, array or Set at module level that only ever gets added to is a leak waiting to happen. Give each one a size limit or a clear policy.',
      advancedNote:
        'V8 splits the heap into a young generation (fast scavenges for short-lived objects) and an old generation (mark-sweep-compact); objects surviving two scavenges are promoted, which is why leaks show up as old-space growth and longer major GC pauses.',
    },
  ],
};
