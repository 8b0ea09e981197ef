import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'sql-databases',
  title: 'SQL and Databases',
  keywords: [
    'sql',
    'postgres',
    'postgresql',
    'mysql',
    'sqlite',
    'database',
    'databases',
    'rdbms',
    'relational database',
    'dbms',
    'sql queries',
    'joins',
    'database design',
    'schema design',
    'normalization',
    'query optimization',
    'indexes',
    'dba',
    'plpgsql',
  ],
  summary:
    'Learn SQL and relational database design properly, using PostgreSQL (15+). In the first five days you build a working library database with real queries and reports. Then you master data types, NULLs, subqueries, normalization, CTEs, window functions, indexes, query plans, transactions and concurrency, security and backups, and finish with an e-commerce capstone that you design, analyse and tune on a million rows.',
  starterProject:
    'A library database in PostgreSQL: books, authors, members and loans tables with keys and constraints, real queries for availability and overdue loans, and a reporting view, all in reproducible SQL scripts.',
  days: [
    // ---------------------------------------------------------------- Day 1
    {
      topicName: 'PostgreSQL setup and your first table',
      explanation: `A **relational database** stores data in **tables**. Each table has named, typed **columns**, and each **row** is one record. You ask questions in **SQL**, a *declarative* language: you describe the result you want, and the database works out how to get it. **PostgreSQL** is a free, standards-compliant database used everywhere from startups to banks, and what you learn here carries over to MySQL, SQLite and SQL Server.

Start PostgreSQL with Docker (or install it natively) and open the \`psql\` shell:

\`\`\`bash
docker run --name pg -e POSTGRES_PASSWORD=dev -p 5432:5432 -d postgres:17
docker exec -it pg psql -U postgres
\`\`\`

Create the database for this week's project, a **library**, and its first table:

\`\`\`sql
CREATE DATABASE library;
\\c library

CREATE TABLE books (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title          text NOT NULL,
  genre          text NOT NULL,
  published_year integer,
  isbn           text UNIQUE,
  copies         integer NOT NULL DEFAULT 1 CHECK (copies >= 0)
);

INSERT INTO books (title, genre, published_year, copies) VALUES
  ('The God of Small Things', 'literary', 1997, 2),
  ('Midnight''s Children',    'literary', 1981, 1),
  ('The Hobbit',              'fantasy',  1937, 3),
  ('Dune',                    'sci-fi',   1965, 2),
  ('The White Tiger',         'literary', 2008, 1),
  ('Project Hail Mary',       'sci-fi',   2021, 2);

SELECT * FROM books;
\`\`\`

\`GENERATED ALWAYS AS IDENTITY\` makes PostgreSQL number the rows automatically. The **primary key** uniquely identifies each row. Useful psql commands: \`\\dt\` lists tables, \`\\d books\` describes a table, \`\\q\` quits.

**Common mistake:** using double quotes for text. In SQL, **single quotes** mark string values (\`'fantasy'\`), and **double quotes** mark identifiers such as column names. \`WHERE genre = "fantasy"\` fails with *column "fantasy" does not exist*. To put an apostrophe inside a string, double it: \`'Midnight''s Children'\`.

**Check it works:** \`SELECT count(*) FROM books;\` should return 6, and \`\\d books\` should list the six columns and the primary key.`,
      quiz: [
        {
          question: 'What does it mean that SQL is declarative?',
          answer: 'You describe what result you want, not the step-by-step procedure; the database decides how to execute the query.',
          keyPoints: ['describe what you want', 'database decides how'],
        },
        {
          question: 'What is a primary key?',
          answer: 'A column (or set of columns) whose value uniquely identifies each row; it cannot be NULL or duplicated.',
          keyPoints: ['uniquely identifies row', 'not null', 'no duplicates'],
        },
        {
          question: 'Why does WHERE genre = "fantasy" fail in PostgreSQL?',
          answer: 'Double quotes mean an identifier such as a column name, so PostgreSQL looks for a column called fantasy; string values need single quotes.',
          keyPoints: ['double quotes identifiers', 'single quotes strings'],
        },
        {
          question: 'How do you include an apostrophe inside an SQL string?',
          answer: "Double it, writing two single quotes: 'Midnight''s Children'.",
          keyPoints: ['double the quote', 'two single quotes'],
        },
      ],
      handsOnTask:
        'Start PostgreSQL, create the library database and the books table, and insert the six books plus two of your own favourites. Show the output of SELECT * FROM books and \\d books.',
      project: 'Creates the library database and its books table with real sample data.',
      exercise: 'Insert a book with copies = -1 and read the CHECK constraint error, then insert one with no genre and read the NOT NULL error.',
      beginnerTip: 'End every SQL statement with a semicolon. If psql shows the prompt library-# instead of library=#, it is still waiting for one.',
      advancedNote:
        'Prefer identity columns over the older serial type: identity is SQL-standard, GENERATED ALWAYS rejects accidental manual ids, and permissions on the underlying sequence are handled for you.',
    },
    // ---------------------------------------------------------------- Day 2
    {
      topicName: 'Modelling the library: foreign keys and constraints',
      explanation: `A real library has more than books: **authors**, **members** and **loans**. Each lives in its own table, connected by **foreign keys**, columns whose values must exist in another table's primary key. **Constraints** make the database itself reject bad data, so every app, script and person writing to it has to follow the rules.

\`\`\`sql
CREATE TABLE authors (
  id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL
);
ALTER TABLE books ADD COLUMN author_id bigint REFERENCES authors(id);

CREATE TABLE members (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name      text NOT NULL,
  email     text NOT NULL UNIQUE,
  joined_on date NOT NULL DEFAULT current_date
);

CREATE TABLE loans (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  book_id     bigint NOT NULL REFERENCES books(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  loaned_at   timestamptz NOT NULL DEFAULT now(),
  due_at      timestamptz NOT NULL DEFAULT now() + interval '14 days',
  returned_at timestamptz,                      -- NULL means not yet returned
  CHECK (due_at > loaned_at),
  CHECK (returned_at IS NULL OR returned_at >= loaned_at)
);
CREATE INDEX ON loans (book_id);
CREATE INDEX ON loans (member_id);
\`\`\`

The constraint types: **NOT NULL** (a value is required), **UNIQUE** (no duplicates, such as two members with one email), **CHECK** (any true/false rule on the row), **PRIMARY KEY** and **FOREIGN KEY** (\`REFERENCES\`). By default a foreign key also *blocks* deleting a book that still has loans, so no loan can point at a book that no longer exists.

**Common mistake:** assuming PostgreSQL indexes foreign-key columns automatically. It creates indexes for PRIMARY KEY and UNIQUE only. Without the two \`CREATE INDEX\` lines, "all loans for member 42" and every delete from \`books\` would scan the entire loans table. Index your foreign keys.

**Check it works:** insert three members and a few loans. Then try \`INSERT INTO loans (book_id, member_id) VALUES (999, 1);\`. It must fail with *violates foreign key constraint "loans_book_id_fkey"*. A second member with an existing email must fail with a unique violation.`,
      quiz: [
        {
          question: 'What does a foreign key guarantee?',
          answer: 'That every value in the column matches an existing primary key in the referenced table, so rows cannot point to records that do not exist.',
          keyPoints: ['value must exist', 'referenced table', 'no orphan rows'],
        },
        {
          question: 'Name four kinds of constraints and what each enforces.',
          answer: 'NOT NULL requires a value, UNIQUE forbids duplicates, CHECK enforces a boolean rule, and PRIMARY KEY / FOREIGN KEY identify rows and link tables.',
          keyPoints: ['NOT NULL', 'UNIQUE no duplicates', 'CHECK rule', 'FOREIGN KEY'],
        },
        {
          question: 'Does PostgreSQL automatically index foreign-key columns?',
          answer: 'No. It indexes primary keys and unique constraints only; you must create indexes on foreign-key columns yourself for fast joins and deletes.',
          keyPoints: ['only primary and unique', 'create index yourself', 'faster joins'],
        },
        {
          question: 'Why enforce rules with constraints instead of only in application code?',
          answer: 'The database then rejects bad data from every source (apps, scripts, manual edits), even when application code has bugs.',
          keyPoints: ['every source', 'database rejects bad data', 'app bugs'],
        },
      ],
      handsOnTask:
        'Create the authors, members and loans tables, link every book to an author, and add three members and five loans (at least one returned and one overdue). Run the two failing inserts (unknown book, duplicate email) and save the error messages.',
      project: 'Completes the library schema: authors, members and loans linked by foreign keys and guarded by constraints.',
      exercise: 'Add a CHECK constraint so a member\'s email must contain an @ sign, and test it with one valid and one invalid insert.',
      beginnerTip: 'Draw the four tables as boxes on paper and connect each foreign key with an arrow. If you cannot draw it, the schema is not clear yet.',
      advancedNote:
        'Foreign keys can be declared ON DELETE CASCADE, SET NULL or RESTRICT; cascading deletes are convenient for true child data, but for business records like loans, RESTRICT (the default NO ACTION) prevents accidental mass deletion.',
    },
    // ---------------------------------------------------------------- Day 3
    {
      topicName: 'Filtering and sorting with WHERE, ORDER BY and LIMIT',
      explanation: `\`SELECT\` is how you ask questions. Its clauses always appear in this order: \`SELECT columns FROM table WHERE condition ORDER BY ... LIMIT n\`. \`WHERE\` keeps the rows for which the condition is true, \`ORDER BY\` sorts them, and \`LIMIT\` caps how many come back. Without \`ORDER BY\`, the database may return rows in *any* order, and that order can change between runs.

\`\`\`sql
-- Literary books published after 1990, newest first
SELECT title, published_year
FROM books
WHERE genre = 'literary' AND published_year > 1990
ORDER BY published_year DESC;

-- Useful operators
SELECT title FROM books WHERE genre IN ('fantasy', 'sci-fi');
SELECT title FROM books WHERE published_year BETWEEN 1960 AND 2000;  -- inclusive
SELECT title FROM books WHERE title ILIKE '%the%';   -- case-insensitive pattern
SELECT name, email FROM members WHERE email LIKE '%@example.com';

-- Column aliases and computed values
SELECT title, 2025 - published_year AS age_years
FROM books
ORDER BY age_years DESC
LIMIT 3;
\`\`\`

In \`LIKE\` patterns, \`%\` matches any run of characters and \`_\` matches exactly one. \`ILIKE\` is PostgreSQL's case-insensitive version.

**Common mistake: AND binds tighter than OR.** This query looks like it asks for "fantasy or sci-fi books published after 2000":

\`\`\`sql
SELECT title FROM books
WHERE genre = 'fantasy' OR genre = 'sci-fi' AND published_year > 2000;
\`\`\`

PostgreSQL actually reads it as \`genre = 'fantasy' OR (genre = 'sci-fi' AND published_year > 2000)\`, so *The Hobbit* (1937) is included. Add parentheses, \`(genre = 'fantasy' OR genre = 'sci-fi') AND published_year > 2000\`, or use \`genre IN (...)\`.

**Check it works:** run both versions of that query. The first returns *The Hobbit* and *Project Hail Mary*, and the corrected one returns only *Project Hail Mary*. Also check that \`ORDER BY published_year DESC NULLS LAST\` puts books with no year at the end.`,
      quiz: [
        {
          question: 'In what order must SELECT, FROM, WHERE, ORDER BY and LIMIT appear?',
          answer: 'SELECT ... FROM ... WHERE ... ORDER BY ... LIMIT.',
          keyPoints: ['SELECT FROM WHERE', 'ORDER BY then LIMIT'],
        },
        {
          question: 'Why is ORDER BY needed even if rows seem to come back in insertion order?',
          answer: 'SQL does not guarantee any row order without ORDER BY; the order can change with data, plans or versions.',
          keyPoints: ['no guaranteed order', 'can change'],
        },
        {
          question: "How does PostgreSQL evaluate genre = 'fantasy' OR genre = 'sci-fi' AND published_year > 2000?",
          answer: "AND binds tighter than OR, so it means fantasy books of any year OR sci-fi books after 2000; use parentheses or IN to express the intended logic.",
          keyPoints: ['AND binds tighter', 'use parentheses', 'fantasy any year'],
        },
        {
          question: 'What do % and _ mean in a LIKE pattern, and what does ILIKE add?',
          answer: '% matches any sequence of characters, _ matches exactly one character; ILIKE is the case-insensitive version of LIKE.',
          keyPoints: ['% any characters', '_ one character', 'ILIKE case-insensitive'],
        },
      ],
      handsOnTask:
        'Write five queries on the library: books from the 1960s, titles containing "the" in any case, the three newest books, members with example.com emails, and all fantasy or sci-fi books after 2000 (written correctly). Save each query with its result.',
      project: 'Adds the library\'s first catalogue searches: by genre, year range and title pattern.',
      exercise: 'List all books sorted by genre ascending and then by copies descending, and explain why sorting by two columns needs both in ORDER BY.',
      beginnerTip: 'Write the FROM line first, then WHERE, then go back and fill in the SELECT list. That matches how the query is actually evaluated.',
      advancedNote:
        'Logically, SQL evaluates FROM, then WHERE, GROUP BY, HAVING, SELECT and finally ORDER BY/LIMIT, which is why you can ORDER BY a SELECT alias but cannot use that alias in WHERE.',
    },
    // ---------------------------------------------------------------- Day 4
    {
      topicName: 'JOINs: loans, members and overdue books',
      explanation: `Your data now lives in four tables, and most real questions need several of them at once. A **JOIN** combines rows from two tables wherever the \`ON\` condition matches.

- **INNER JOIN** (or just \`JOIN\`) keeps only rows that have a match on both sides.
- **LEFT JOIN** keeps *every* row from the left table, and fills the right side with NULLs where there is no match.

\`\`\`sql
-- Who has what right now, soonest due first
SELECT m.name, b.title, l.due_at::date AS due
FROM loans l
JOIN books   b ON b.id = l.book_id
JOIN members m ON m.id = l.member_id
WHERE l.returned_at IS NULL
ORDER BY l.due_at;

-- Overdue loans: not returned and past the due date
SELECT m.name, m.email, b.title, now()::date - l.due_at::date AS days_late
FROM loans l
JOIN books b   ON b.id = l.book_id
JOIN members m ON m.id = l.member_id
WHERE l.returned_at IS NULL AND l.due_at < now();

-- Books that have never been borrowed (LEFT JOIN + IS NULL = "no match")
SELECT b.title
FROM books b
LEFT JOIN loans l ON l.book_id = b.id
WHERE l.id IS NULL;
\`\`\`

The short names \`l\`, \`b\` and \`m\` are **table aliases**. Once two tables have an \`id\` column, you must say which \`id\` you mean.

**Common mistake:** filtering the right-hand table of a LEFT JOIN in \`WHERE\`. "Every member and their loans from the last 7 days" written as \`... LEFT JOIN loans l ON l.member_id = m.id WHERE l.loaned_at > now() - interval '7 days'\` silently drops members with no recent loans. Their \`loaned_at\` is NULL, and NULL is not greater than anything, so the LEFT JOIN has effectively become an INNER JOIN. Put the condition inside \`ON\`: \`ON l.member_id = m.id AND l.loaned_at > now() - interval '7 days'\`.

**Check it works:** count the rows. The "never borrowed" query plus the number of distinct borrowed books should equal \`SELECT count(*) FROM books\`. With the filter moved into \`ON\`, every member should appear, including those with no recent loans.`,
      quiz: [
        {
          question: 'What is the difference between INNER JOIN and LEFT JOIN?',
          answer: 'INNER JOIN returns only rows with a match in both tables; LEFT JOIN returns all rows from the left table, with NULLs for right-side columns when there is no match.',
          keyPoints: ['only matching rows', 'all left rows', 'NULLs when no match'],
        },
        {
          question: 'How do you find books that have never been borrowed?',
          answer: 'LEFT JOIN books to loans on the book id and keep rows where the loan id IS NULL, meaning no matching loan exists.',
          keyPoints: ['LEFT JOIN', 'IS NULL', 'no matching loan'],
        },
        {
          question: 'Why does putting a right-table condition in WHERE break a LEFT JOIN?',
          answer: 'Unmatched rows have NULLs on the right side, which fail the WHERE condition, so they are removed and the LEFT JOIN acts like an INNER JOIN; put the condition in ON instead.',
          keyPoints: ['NULLs fail condition', 'becomes inner join', 'put condition in ON'],
        },
        {
          question: 'What makes a loan overdue in this schema?',
          answer: 'returned_at IS NULL (not returned yet) and due_at < now() (past its due date).',
          keyPoints: ['returned_at IS NULL', 'due_at before now'],
        },
      ],
      handsOnTask:
        'Write the current-loans, overdue-loans and never-borrowed queries for your library. Then write "every member with their loan count in the last 7 days" twice, with the filter in WHERE and in ON, and explain the difference in the results.',
      project: 'Adds the library\'s key operational queries: current loans, overdue loans and never-borrowed books.',
      exercise: 'List every author with the titles of their books, including authors who have no books in the library yet.',
      beginnerTip: 'Build joins one table at a time: run the query with two tables, check the rows, then add the third JOIN.',
      advancedNote:
        'PostgreSQL chooses among nested loop, hash and merge joins based on table statistics; the order you write INNER JOINs in does not fix execution order, but outer joins restrict reordering, which can matter for large queries.',
    },
    // ---------------------------------------------------------------- Day 5
    {
      topicName: 'Aggregates, GROUP BY and a reporting view',
      explanation: `**Aggregate functions** (\`count\`, \`sum\`, \`avg\`, \`min\`, \`max\`) squash many rows into one value. With **GROUP BY** you get one result row *per group*. **HAVING** filters groups *after* aggregation, while **WHERE** filters rows *before*. Today you finish the library with the reports a librarian actually needs.

\`\`\`sql
-- Most borrowed books
SELECT b.title, count(*) AS times_borrowed
FROM loans l JOIN books b ON b.id = l.book_id
GROUP BY b.id, b.title
ORDER BY times_borrowed DESC
LIMIT 5;

-- Members with more than one book out right now
SELECT m.name, count(*) AS active_loans
FROM loans l JOIN members m ON m.id = l.member_id
WHERE l.returned_at IS NULL          -- row filter: before grouping
GROUP BY m.id, m.name
HAVING count(*) > 1;                 -- group filter: after grouping

-- A reusable view: how many copies of each book are on the shelf
CREATE VIEW book_availability AS
SELECT b.id, b.title, b.copies,
       b.copies - count(l.id) AS available
FROM books b
LEFT JOIN loans l ON l.book_id = b.id AND l.returned_at IS NULL
GROUP BY b.id;
\`\`\`

A **view** is a saved query that you can select from like a table: \`SELECT * FROM book_availability WHERE available = 0;\`.

**Common mistake:** \`count(*)\` with a LEFT JOIN. \`count(*)\` counts *rows*, and a book with no active loans still produces one row, with NULLs on the loan side. \`count(*)\` would then say it has one loan, and availability would be off by one. \`count(l.id)\` counts only non-NULL values, which is what you want. Also, every column in the SELECT list must be aggregated or listed in GROUP BY. Otherwise you get *must appear in the GROUP BY clause* (grouping by the primary key \`b.id\` makes \`b.title\` allowed).

**Finish the project:** save everything as \`schema.sql\` (tables, indexes, view), \`seed.sql\` (sample data) and \`reports.sql\` (the queries). Rebuild from scratch with \`psql -d library -f schema.sql -f seed.sql\`.

**Check it works:** a book with 2 copies and no active loans shows \`available = 2\`. Lend one out and it shows 1.`,
      quiz: [
        {
          question: 'What is the difference between WHERE and HAVING?',
          answer: 'WHERE filters individual rows before grouping; HAVING filters groups after aggregation, so it can use aggregates like count(*).',
          keyPoints: ['WHERE before grouping', 'HAVING after aggregation', 'HAVING uses aggregates'],
        },
        {
          question: 'In a LEFT JOIN, why use count(l.id) instead of count(*)?',
          answer: 'count(*) counts rows, including the single NULL-filled row for unmatched items, giving 1 instead of 0; count(l.id) ignores NULLs.',
          keyPoints: ['count(*) counts rows', 'NULL row counted', 'count column skips NULL'],
        },
        {
          question: 'What does the error "must appear in the GROUP BY clause" mean?',
          answer: 'A selected column is neither aggregated nor grouped, so the database cannot pick one value per group; add it to GROUP BY or aggregate it.',
          keyPoints: ['not aggregated', 'not grouped', 'add to GROUP BY'],
        },
        {
          question: 'What is a view?',
          answer: 'A named, saved query that you can select from like a table; it runs the underlying query each time it is used.',
          keyPoints: ['saved query', 'select like table', 'runs each time'],
        },
      ],
      handsOnTask:
        'Create the book_availability view and the two reports, then split your work into schema.sql, seed.sql and reports.sql. Drop and recreate the database from the files to prove they are complete, and save the output of reports.sql.',
      project: 'Finishes the library database: a reporting view, borrowing statistics and reproducible schema, seed and report scripts.',
      exercise: 'Write a query returning each genre, the number of books in it and the average publication year, showing only genres with at least two books.',
      beginnerTip: 'Before writing GROUP BY, say the sentence "one row per ___". Whatever fills the blank goes in GROUP BY.',
      advancedNote:
        'PostgreSQL allows non-aggregated columns when you GROUP BY a table\'s primary key, because they are functionally dependent on it; MySQL with ONLY_FULL_GROUP_BY and other databases may still require listing them.',
    },
    // ---------------------------------------------------------------- Day 6
    {
      topicName: 'Choosing PostgreSQL data types',
      basic: true,
      explanation: `Every column's **data type** decides what values it accepts, how much space it takes and which operations are correct. Picking types carefully prevents whole classes of bugs.

| Need | Use | Avoid / note |
|---|---|---|
| Text | \`text\` | \`varchar(n)\` only when the limit is a real business rule; in PostgreSQL both perform the same |
| Whole numbers | \`integer\` (±2.1 billion), \`bigint\` for ids and counters | \`integer\` ids can run out on big tables |
| Money, exact decimals | \`numeric(12,2)\` | \`real\` / \`double precision\` (binary floating point) |
| Yes/no | \`boolean\` | \`'Y'/'N'\` strings, 0/1 integers |
| A calendar date | \`date\` | storing dates as text |
| A moment in time | \`timestamptz\` | \`timestamp\` without a time zone |
| Ids shared between systems | \`uuid\` | random text keys |

Two of these rules cause real production bugs:

\`\`\`sql
SELECT 0.1::float8 + 0.2::float8;   -- 0.30000000000000004
SELECT 0.1::numeric + 0.2::numeric; -- 0.3
\`\`\`

Floating point cannot represent 0.1 exactly, so money stored as \`double precision\` drifts by paise over thousands of sums, and an equality test such as \`= 0.3\` returns false. **numeric** is exact.

\`timestamptz\` stores an absolute instant (internally in UTC) and converts it to the session's time zone when displaying it:

\`\`\`sql
SET TIME ZONE 'Asia/Kolkata';
SELECT '2025-03-01 10:00:00+00'::timestamptz;  -- 2025-03-01 15:30:00+05:30
\`\`\`

A plain \`timestamp\` ignores time zones completely. If servers or users are in different zones, the same value means different moments to each of them.

**Common mistake:** storing numbers or dates as text, for example \`published_year text\`. Sorting then compares character by character, so \`'999'\` sorts after \`'1965'\`, and nothing stops someone entering \`'nineteen'\`. Use the real type so the database validates and sorts correctly.

**Check it works:** run \`SELECT pg_typeof(copies), pg_typeof(due_at) FROM books, loans LIMIT 1;\`. Then change your session time zone with \`SET TIME ZONE\` and confirm that \`loaned_at\` is displayed differently while \`loaned_at = loaned_at\` comparisons are unaffected.`,
      quiz: [
        {
          question: 'Why should money be stored as numeric instead of double precision?',
          answer: 'Floating point is binary and cannot represent many decimals exactly (0.1 + 0.2 gives 0.30000000000000004), so sums drift; numeric stores exact decimal values.',
          keyPoints: ['floating point inexact', 'sums drift', 'numeric is exact'],
        },
        {
          question: 'What is the difference between timestamp and timestamptz?',
          answer: 'timestamptz represents an absolute moment (stored in UTC and shown in the session time zone); timestamp has no time zone, so its meaning depends on who reads it.',
          keyPoints: ['absolute moment', 'stored in UTC', 'no time zone'],
        },
        {
          question: 'What goes wrong if a year is stored as text?',
          answer: 'It sorts alphabetically rather than numerically and accepts invalid values, because the database cannot validate or compare it as a number.',
          keyPoints: ['sorts alphabetically', 'invalid values accepted'],
        },
        {
          question: 'Is varchar(255) faster than text in PostgreSQL?',
          answer: 'No. They are stored the same way; varchar(n) only adds a length check, so use it only when the limit is a real rule.',
          keyPoints: ['stored the same', 'only length check'],
        },
      ],
      handsOnTask:
        'Add a fine_per_day numeric(6,2) column to books and a fines table with member_id (a foreign key), amount numeric(10,2), reason text and a paid boolean. Run the float vs numeric demo and the time-zone demo, and save both outputs.',
      project: 'Adds money-safe fine tracking to the library with exact numeric types.',
      exercise: 'For each of these values, pick a type and justify it: phone number, PIN code, price, page count, date of birth, last login time.',
      beginnerTip: 'Phone numbers and PIN codes are text, not numbers. You never do arithmetic on them, and leading zeros or a + sign must be kept.',
      advancedNote:
        'bigint ids cost 4 more bytes per row than integer but remove a migration you would otherwise face at 2.1 billion rows; random UUIDv4 primary keys scatter inserts across the B-tree, so prefer time-ordered UUIDv7 (built in from PostgreSQL 18) for large tables.',
    },
    // ---------------------------------------------------------------- Day 7
    {
      topicName: 'Changing data safely: UPDATE, DELETE, RETURNING and upserts',
      explanation: `Reading data is harmless. Changing it is where disasters happen. \`UPDATE\` and \`DELETE\` affect **every row matching the WHERE clause**, and every row in the table if you forget the WHERE. A few habits keep you safe.

\`\`\`sql
-- Return a book: mark the loan returned and show what changed
UPDATE loans
SET returned_at = now()
WHERE id = 4 AND returned_at IS NULL
RETURNING id, book_id, returned_at;

-- Remove a member who has never borrowed anything
DELETE FROM members
WHERE id = 3
RETURNING *;
\`\`\`

\`RETURNING\` gives you back the rows that were affected. Applications use it to get generated ids and new values without running a second query.

**Upserts** insert a row or update it if it already exists, in one atomic statement. When the library receives a delivery of books identified by ISBN:

\`\`\`sql
INSERT INTO books (title, genre, isbn, copies)
VALUES ('Dune', 'sci-fi', '9780000000004', 3)
ON CONFLICT (isbn)
DO UPDATE SET copies = books.copies + EXCLUDED.copies;
\`\`\`

\`EXCLUDED\` refers to the row you tried to insert. \`ON CONFLICT (isbn)\` needs a unique constraint or index on \`isbn\`, which the table already has.

**Common mistake:** running an \`UPDATE\` or \`DELETE\` with a wrong or missing WHERE clause directly on real data. The safe routine:

\`\`\`sql
BEGIN;
UPDATE books SET copies = copies + 1 WHERE genre = 'sci-fi';
-- psql prints UPDATE 2: is that the number you expected?
SELECT title, copies FROM books WHERE genre = 'sci-fi';
ROLLBACK;   -- or COMMIT when you are sure
\`\`\`

Run the \`WHERE\` as a \`SELECT\` first, wrap the change in a transaction, and read the affected-row count before you commit.

**Check it works:** return a loan and confirm that \`book_availability\` shows one more copy. Run the upsert twice and confirm that the copies went up both times and that only one row has that ISBN.`,
      quiz: [
        {
          question: 'What happens if you run UPDATE books SET copies = 0; with no WHERE clause?',
          answer: 'Every row in the table is updated, setting copies to 0 for all books.',
          keyPoints: ['every row updated', 'all books'],
        },
        {
          question: 'What does RETURNING do?',
          answer: 'It returns the rows affected by an INSERT, UPDATE or DELETE, such as generated ids or new values, without a separate SELECT.',
          keyPoints: ['returns affected rows', 'no extra SELECT', 'generated ids'],
        },
        {
          question: 'In INSERT ... ON CONFLICT (isbn) DO UPDATE, what is EXCLUDED and what does ON CONFLICT require?',
          answer: 'EXCLUDED is the row that was proposed for insertion; ON CONFLICT (isbn) requires a unique constraint or index on isbn.',
          keyPoints: ['proposed row', 'unique constraint', 'on isbn'],
        },
        {
          question: 'Describe a safe routine for a risky UPDATE.',
          answer: 'Run the WHERE as a SELECT first, then BEGIN a transaction, run the UPDATE, check the affected-row count and results, and COMMIT only if correct, otherwise ROLLBACK.',
          keyPoints: ['SELECT first', 'BEGIN transaction', 'check row count', 'ROLLBACK if wrong'],
        },
      ],
      handsOnTask:
        'Write "return a book" and "renew a loan by 7 days" statements with RETURNING. Practise the BEGIN, check, ROLLBACK routine on a deliberately broad UPDATE, and run the ISBN upsert twice, showing the copies after each run.',
      project: 'Adds the library\'s write operations: returning and renewing loans and restocking by ISBN.',
      exercise: 'Write one UPDATE that extends by 7 days the due date of every active loan belonging to member 2, and return the new due dates.',
      beginnerTip: 'In psql, \\set AUTOCOMMIT off makes every statement wait for an explicit COMMIT, a useful safety net while you practise.',
      advancedNote:
        'ON CONFLICT DO NOTHING still consumes a sequence value for the identity column on every attempt, so ids get gaps; gaps are normal in PostgreSQL and ids should never be assumed to be contiguous.',
    },
    // ---------------------------------------------------------------- Day 8
    {
      topicName: 'NULL and three-valued logic',
      basic: true,
      explanation: `\`NULL\` means **unknown or missing**. It is not zero and not an empty string. Because it is unknown, comparisons with NULL give **unknown** (also written NULL) rather than true or false. SQL therefore uses **three-valued logic**: true, false, unknown. \`WHERE\` keeps a row only when its condition is **true**, so rows where the condition is unknown silently disappear.

\`\`\`sql
SELECT NULL = NULL;             -- NULL (unknown), not true
SELECT NULL IS NULL;            -- true
SELECT 1 IS DISTINCT FROM NULL; -- true: a NULL-safe "not equal"

-- Active loans: the correct test
SELECT * FROM loans WHERE returned_at IS NULL;
-- WRONG: returns nothing, ever
SELECT * FROM loans WHERE returned_at = NULL;
\`\`\`

Useful functions:
- \`COALESCE(a, b, ...)\` returns the first non-NULL value: \`COALESCE(published_year::text, 'unknown')\`.
- \`NULLIF(a, b)\` returns NULL when \`a = b\`. The classic use is avoiding division by zero: \`returned_count / NULLIF(total_count, 0)\`.

**Aggregates ignore NULLs.** \`count(col)\` counts non-NULL values, while \`count(*)\` counts rows. \`avg(col)\` averages only the known values. Over the values 1, NULL and 3, \`avg\` is 2, not 1.33, and \`sum\` over zero rows is NULL, not 0.

**Common mistake, the NOT IN trap:** "authors with no books in the library":

\`\`\`sql
SELECT name FROM authors WHERE id NOT IN (SELECT author_id FROM books);
\`\`\`

If even one book has a NULL \`author_id\`, this returns **zero rows**. \`x NOT IN (1, 2, NULL)\` means \`x <> 1 AND x <> 2 AND x <> NULL\`, and the last part is always unknown. Use \`NOT EXISTS\` (Day 9) or filter out the NULLs in the subquery.

**Check it works:** set one book's \`author_id\` to NULL, then run the NOT IN query (0 rows) and the same question with \`NOT EXISTS\` (the correct authors). Also compare \`SELECT count(*), count(published_year) FROM books;\`.`,
      quiz: [
        {
          question: 'Why does WHERE returned_at = NULL never return rows?',
          answer: 'Any comparison with NULL yields unknown, not true, and WHERE keeps only rows where the condition is true; use IS NULL instead.',
          keyPoints: ['comparison gives unknown', 'WHERE needs true', 'use IS NULL'],
        },
        {
          question: 'What do COALESCE and NULLIF do?',
          answer: 'COALESCE returns its first non-NULL argument; NULLIF(a, b) returns NULL when a equals b, often used to avoid division by zero.',
          keyPoints: ['first non-NULL value', 'NULL when equal', 'avoid division by zero'],
        },
        {
          question: 'Why can NOT IN (subquery) return no rows at all?',
          answer: 'If the subquery returns any NULL, each comparison with it is unknown, so the whole NOT IN is never true; NOT EXISTS avoids this.',
          keyPoints: ['NULL in subquery', 'never true', 'use NOT EXISTS'],
        },
        {
          question: 'What is the difference between count(*) and count(column)?',
          answer: 'count(*) counts all rows; count(column) counts only rows where that column is not NULL.',
          keyPoints: ['all rows', 'rows not NULL'],
        },
      ],
      handsOnTask:
        'Add two books with unknown publication years and one book with no author. Run count(*) vs count(published_year), the NOT IN vs NOT EXISTS comparison, and a COALESCE query that shows "unknown" for missing years, and save all the outputs.',
      project: 'Makes the library\'s reports NULL-safe: missing years and authors no longer break counts or lists.',
      exercise: 'Write a query showing each member\'s percentage of loans returned late, using NULLIF so members with zero loans do not cause an error.',
      beginnerTip: 'When a query returns fewer rows than you expected, check whether a NULL is involved. It is the most common cause.',
      advancedNote:
        'UNIQUE constraints treat NULLs as distinct by default, so many rows may have a NULL isbn; PostgreSQL 15 added UNIQUE NULLS NOT DISTINCT when you want at most one NULL.',
    },
    // ---------------------------------------------------------------- Day 9
    {
      topicName: 'Subqueries, EXISTS and derived tables',
      explanation: `A **subquery** is a query nested inside another. You can use one wherever SQL expects a value, a list or a table.

**Scalar subquery** (returns one value):

\`\`\`sql
-- Books with more copies than the average
SELECT title, copies
FROM books
WHERE copies > (SELECT avg(copies) FROM books);
\`\`\`

**EXISTS / NOT EXISTS** (is there at least one matching row?). This is usually a **correlated** subquery, meaning it refers to the outer row:

\`\`\`sql
-- Members who have never borrowed anything
SELECT m.name
FROM members m
WHERE NOT EXISTS (
  SELECT 1 FROM loans l WHERE l.member_id = m.id
);

-- Members who currently have an overdue book
SELECT m.name, m.email
FROM members m
WHERE EXISTS (
  SELECT 1 FROM loans l
  WHERE l.member_id = m.id AND l.returned_at IS NULL AND l.due_at < now()
);
\`\`\`

\`EXISTS\` stops at the first match, and what you select inside it (\`SELECT 1\`) does not matter. Unlike \`NOT IN\`, \`NOT EXISTS\` handles NULLs correctly, so prefer it for "has no ..." questions.

**Derived tables** are subqueries in \`FROM\`. They let you aggregate first and then filter or join the result:

\`\`\`sql
-- Average number of loans per member, including members with zero loans
SELECT avg(loan_count)
FROM (
  SELECT m.id, count(l.id) AS loan_count
  FROM members m LEFT JOIN loans l ON l.member_id = m.id
  GROUP BY m.id
) AS per_member;
\`\`\`

A derived table must have an alias (\`AS per_member\`).

**Common mistake:** using \`=\` with a subquery that can return several rows, such as \`WHERE id = (SELECT book_id FROM loans)\`. It fails with *more than one row returned by a subquery used as an expression*. Use \`IN\` or \`EXISTS\` for lists, and keep \`=\` for subqueries that are guaranteed to return one value, such as an aggregate.

**Check it works:** the "never borrowed" members plus the members with at least one loan (\`EXISTS\`) should add up to \`SELECT count(*) FROM members\`.`,
      quiz: [
        {
          question: 'What is a correlated subquery?',
          answer: 'A subquery that refers to columns of the outer query, so it is logically evaluated for each outer row, e.g. WHERE l.member_id = m.id inside EXISTS.',
          keyPoints: ['refers to outer query', 'per outer row'],
        },
        {
          question: 'Why is NOT EXISTS usually preferred over NOT IN?',
          answer: 'NOT EXISTS behaves correctly when NULLs are present, while NOT IN returns no rows if the subquery yields a NULL.',
          keyPoints: ['handles NULLs', 'NOT IN breaks with NULL'],
        },
        {
          question: 'What causes "more than one row returned by a subquery used as an expression"?',
          answer: 'Using = (or another scalar comparison) with a subquery that returns several rows; use IN or EXISTS instead.',
          keyPoints: ['scalar comparison', 'multiple rows', 'use IN or EXISTS'],
        },
        {
          question: 'What is a derived table and what does it require?',
          answer: 'A subquery in the FROM clause that acts as a temporary table, such as an aggregated result; it must be given an alias.',
          keyPoints: ['subquery in FROM', 'needs alias'],
        },
      ],
      handsOnTask:
        'Write four queries: books with above-average copies, members who never borrowed, members with an overdue book, and the average loans per member using a derived table. Verify the EXISTS and NOT EXISTS counts add up to the total number of members.',
      project: 'Adds membership insight queries to the library: inactive members, members with overdue books, borrowing averages.',
      exercise: 'Find the books that have been borrowed by every member (hint: NOT EXISTS a member who has NOT EXISTS a loan of that book).',
      beginnerTip: 'Run the inner query on its own first, with a fixed value in place of the outer column, to check what it returns.',
      advancedNote:
        'PostgreSQL plans EXISTS and NOT EXISTS as semi-joins and anti-joins, which are often as fast as or faster than the equivalent JOIN/LEFT JOIN ... IS NULL, so write the clearest form and check the plan.',
    },
    // ---------------------------------------------------------------- Day 10
    {
      topicName: 'Normalization: 1NF, 2NF and 3NF',
      basic: true,
      explanation: `**Normalization** means organising tables so that every fact is stored **exactly once**. When a fact is stored in several places, the copies eventually disagree. Imagine the library had started with one spreadsheet-style table:

| loan_id | member_name | member_email | book_title | authors | genre |
|---|---|---|---|---|---|
| 1 | Asha Rao | asha@example.com | The Hobbit | J.R.R. Tolkien | fantasy |
| 2 | Asha Rao | asha@old.com | Dune | Frank Herbert | sci-fi |

This table suffers from **anomalies**:
- **Update anomaly:** Asha's email is stored on every loan, so changing it means updating many rows, and missing one gives two "truths", as above.
- **Insert anomaly:** you cannot record a new member until they borrow something.
- **Delete anomaly:** deleting a member's only loan also deletes the only record that the member exists.

The normal forms fix these step by step:
- **1NF:** each cell holds one atomic value, with no lists. \`authors = 'Neil Gaiman, Terry Pratchett'\` breaks 1NF and needs its own table.
- **2NF:** in a table with a composite key, every non-key column depends on the *whole* key. In \`loan_items(loan_id, book_id, book_title)\`, \`book_title\` depends on \`book_id\` alone, so it belongs in \`books\`.
- **3NF:** no non-key column depends on another non-key column. In \`members(id, pincode, city)\`, the city depends on the pincode, not on the member, so it belongs in a \`pincodes\` table.

A short way to remember it: every column depends on "the key, the whole key, and nothing but the key". Your Day 2 schema (books, authors, members, loans) is already in 3NF.

**Common mistake:** storing lists in one column, as comma-separated ids or names. You can no longer join on them, index them or enforce foreign keys, and a query such as "all books by Gaiman" turns into fragile \`LIKE '%Gaiman%'\` matching. Use a separate table instead (Day 11).

**When to denormalize:** on purpose, for read performance or reporting, such as a cached count or a materialized view. You then also own the job of keeping the copy correct.

**Check it works:** take the spreadsheet above and split it into 3NF tables. Every value should then live in exactly one place.`,
      quiz: [
        {
          question: 'What is an update anomaly?',
          answer: 'When the same fact is stored in several rows, an update must change all of them; missing one leaves inconsistent data.',
          keyPoints: ['fact stored repeatedly', 'inconsistent data'],
        },
        {
          question: 'What does First Normal Form (1NF) require?',
          answer: 'Each column holds a single atomic value, with no lists or repeating groups inside a cell.',
          keyPoints: ['atomic values', 'no lists in cells'],
        },
        {
          question: 'Why does members(id, pincode, city) violate 3NF?',
          answer: 'city depends on pincode, which is not the key, creating a transitive dependency; city should move to a separate pincodes table.',
          keyPoints: ['transitive dependency', 'depends on non-key', 'separate table'],
        },
        {
          question: 'When is denormalization acceptable?',
          answer: 'As a deliberate choice for read performance or reporting (e.g. cached counts or materialized views), when you also handle keeping the duplicate data consistent.',
          keyPoints: ['deliberate choice', 'read performance', 'keep copies consistent'],
        },
      ],
      handsOnTask:
        'Design a "library_sheet" table with member, book and author details repeated on every loan, and insert five rows showing an update anomaly. Then normalise it into 3NF tables and write the INSERT ... SELECT statements that move the data across.',
      project: 'Audits the library schema against 1NF–3NF and documents why each table exists.',
      exercise: 'Name the normal form violated by each of these columns and fix it: orders.product_names, enrollments.student_name, employees.department_location.',
      beginnerTip: 'Ask of every column: "is this a fact about this table\'s key, or about something else?" If it is about something else, it belongs in another table.',
      advancedNote:
        'Beyond 3NF, Boyce–Codd Normal Form handles tables with overlapping candidate keys; in practice, most production schemas aim for 3NF/BCNF in transactional tables and denormalised star schemas in analytics warehouses.',
    },
    // ---------------------------------------------------------------- Day 11
    {
      topicName: 'Relationships: one-to-many, many-to-many and ER diagrams',
      basic: true,
      explanation: `Tables relate to each other in three ways, and each one is modelled differently:

- **One-to-many** (the most common): one member has many loans. Put a foreign key on the "many" side: \`loans.member_id\`.
- **Many-to-many:** a book can have several authors, and an author writes several books. Neither table can hold the link, so you add a **junction table** (also called a join or bridge table).
- **One-to-one:** one member has one optional profile with rarely used details. Put a foreign key that is also UNIQUE (or the primary key itself) on the optional side.

The Day 2 schema had \`books.author_id\`, which only allows **one** author per book. *Good Omens* has two. Fix it with a junction table:

\`\`\`sql
CREATE TABLE book_authors (
  book_id      bigint NOT NULL REFERENCES books(id),
  author_id    bigint NOT NULL REFERENCES authors(id),
  author_order smallint NOT NULL DEFAULT 1,
  PRIMARY KEY (book_id, author_id)
);
CREATE INDEX ON book_authors (author_id);

-- move the existing links, then drop the old column
INSERT INTO book_authors (book_id, author_id)
SELECT id, author_id FROM books WHERE author_id IS NOT NULL;
ALTER TABLE books DROP COLUMN author_id;

-- each book with all its authors in one line
SELECT b.title, string_agg(a.name, ', ' ORDER BY ba.author_order) AS authors
FROM books b
JOIN book_authors ba ON ba.book_id = b.id
JOIN authors a       ON a.id = ba.author_id
GROUP BY b.id, b.title;
\`\`\`

The composite primary key \`(book_id, author_id)\` stops the same pair from being stored twice. It also serves lookups by \`book_id\`, because that is its first column. The extra index serves lookups by \`author_id\`.

An **ER (entity–relationship) diagram** draws this: tables as boxes, relationships as lines, and "crow's foot" marks for the "many" end. Tools such as dbdiagram.io, or DBeaver's ER view, draw one from your schema.

**Common mistake:** a junction table without a primary key or UNIQUE constraint. Duplicate links creep in (the same author attached twice), and every count and \`string_agg\` now shows doubles.

**Check it works:** add *Good Omens* with Neil Gaiman and Terry Pratchett. The query above should show both names on one row. Inserting the same pair again must fail with a duplicate-key error.`,
      quiz: [
        {
          question: 'How do you model a one-to-many relationship?',
          answer: 'Put a foreign key column on the "many" side referencing the "one" side, e.g. loans.member_id referencing members.id.',
          keyPoints: ['foreign key', 'on the many side'],
        },
        {
          question: 'Why does a many-to-many relationship need a junction table?',
          answer: 'Neither table can hold a list of the other\'s ids without breaking 1NF, so a separate table stores one row per pair (book_id, author_id).',
          keyPoints: ['one row per pair', 'no lists in columns', 'junction table'],
        },
        {
          question: 'What does the composite primary key on book_authors do?',
          answer: 'It prevents the same book-author pair from being stored twice and provides an index for lookups by book_id.',
          keyPoints: ['prevents duplicate pairs', 'index on book_id'],
        },
        {
          question: 'How do you model an optional one-to-one relationship?',
          answer: 'Give the optional table a foreign key that is also UNIQUE (often it is the primary key), so each parent has at most one row.',
          keyPoints: ['foreign key', 'also unique', 'one row per parent'],
        },
      ],
      handsOnTask:
        'Create book_authors, migrate the existing author links, drop books.author_id, and add a co-authored book. Draw the library ER diagram (on paper or with dbdiagram.io) showing every table and crow\'s-foot relationship.',
      project: 'Upgrades the library to support multiple authors per book with a proper junction table and an ER diagram.',
      exercise: 'Model "members can put books on a wishlist" as a many-to-many table with a created_at column, and write the query listing the most-wished-for books.',
      beginnerTip: 'Read a relationship both ways: "one book has many loans" and "one loan has exactly one book". That tells you where the foreign key goes.',
      advancedNote:
        'Junction tables often grow their own attributes (author_order, role like "translator") and become real entities; give them a surrogate id only if other tables need to reference individual links.',
    },
    // ---------------------------------------------------------------- Day 12
    {
      topicName: 'Set operations: UNION, INTERSECT and EXCEPT',
      explanation: `JOINs combine tables **side by side** (adding columns). **Set operations** stack query results **on top of each other** (adding rows), or compare them. Both queries must return the same number of columns, with compatible types, in the same order.

- \`UNION\`: rows from either query, with **duplicates removed**.
- \`UNION ALL\`: rows from either query, with duplicates kept. It is faster because it skips the deduplication step.
- \`INTERSECT\`: rows that appear in **both** results.
- \`EXCEPT\`: rows in the first result that are **not** in the second.

\`\`\`sql
-- An activity feed: borrow and return events in one timeline
SELECT member_id, loaned_at AS happened_at, 'borrowed' AS event FROM loans
UNION ALL
SELECT member_id, returned_at, 'returned' FROM loans WHERE returned_at IS NOT NULL
ORDER BY happened_at DESC;

-- Members who have borrowed both fantasy AND sci-fi
SELECT l.member_id FROM loans l JOIN books b ON b.id = l.book_id WHERE b.genre = 'fantasy'
INTERSECT
SELECT l.member_id FROM loans l JOIN books b ON b.id = l.book_id WHERE b.genre = 'sci-fi';

-- Books borrowed last year but not this year
SELECT book_id FROM loans WHERE loaned_at >= date_trunc('year', now()) - interval '1 year'
                            AND loaned_at <  date_trunc('year', now())
EXCEPT
SELECT book_id FROM loans WHERE loaned_at >= date_trunc('year', now());
\`\`\`

The column names come from the **first** query. A single \`ORDER BY\` at the very end sorts the combined result. \`INTERSECT\` and \`EXCEPT\` also remove duplicates (\`INTERSECT ALL\` and \`EXCEPT ALL\` keep them).

**Common mistake:** writing \`UNION\` when you mean \`UNION ALL\`. In the activity feed, two genuinely separate events with identical values (the same member borrowing two copies of the same book in the same second) would collapse into one row. The database also has to sort or hash the whole result to find duplicates. Use \`UNION\` only when you actually need deduplication.

**Check it works:** run the activity feed with both \`UNION\` and \`UNION ALL\` and compare the row counts against \`count(*)\` of loans plus the count of returned loans. \`UNION ALL\` must match that sum exactly.`,
      quiz: [
        {
          question: 'What is the difference between UNION and UNION ALL?',
          answer: 'UNION removes duplicate rows from the combined result (extra sort or hash work); UNION ALL keeps all rows and is faster.',
          keyPoints: ['UNION removes duplicates', 'UNION ALL keeps all', 'UNION ALL faster'],
        },
        {
          question: 'What must be true of the two queries in a set operation?',
          answer: 'They must return the same number of columns with compatible data types in the same order.',
          keyPoints: ['same number of columns', 'compatible types', 'same order'],
        },
        {
          question: 'What do INTERSECT and EXCEPT return?',
          answer: 'INTERSECT returns rows present in both results; EXCEPT returns rows in the first result that are not in the second.',
          keyPoints: ['in both results', 'first but not second'],
        },
        {
          question: 'How do JOINs differ from set operations?',
          answer: 'JOINs combine rows side by side, adding columns from related tables; set operations stack or compare whole result rows vertically.',
          keyPoints: ['JOIN adds columns', 'set operations add rows'],
        },
      ],
      handsOnTask:
        'Build the activity feed, the fantasy-and-sci-fi readers query and a "borrowed last year, not this year" report. Show the row counts of UNION vs UNION ALL for the feed and explain any difference.',
      project: 'Adds a member activity timeline and cross-genre reader reports to the library.',
      exercise: 'Use EXCEPT to find members who joined more than 90 days ago but have no loan in the last 90 days, then rewrite it with NOT EXISTS.',
      beginnerTip: 'If a set operation complains about column counts or types, run each half on its own and compare their column lists.',
      advancedNote:
        'For "in A but not in B" on large tables, NOT EXISTS usually gets a hash anti-join and can return extra columns, whereas EXCEPT compares entire rows and must deduplicate; pick EXCEPT for whole-row comparisons such as diffing two snapshots.',
    },
    // ---------------------------------------------------------------- Day 13
    {
      topicName: 'Working with dates, times and text',
      explanation: `Most business questions are about time: "this month", "overdue by more than a week", "busiest weekday". PostgreSQL has rich date and text functions, and a few rules that prevent subtle bugs.

\`\`\`sql
SELECT now();                          -- current timestamptz (start of the transaction)
SELECT current_date;                   -- today's date in the session time zone
SELECT now() + interval '14 days';     -- interval arithmetic
SELECT date_trunc('month', now());     -- first moment of this month
SELECT extract(dow FROM now());        -- day of week, 0 = Sunday
SELECT age(now(), '1990-05-20');       -- years, months and days since that date

-- Loans per month for this year, including months with zero loans
SELECT to_char(m, 'Mon YYYY') AS month, count(l.id) AS loans
FROM generate_series(date_trunc('year', now()), date_trunc('month', now()), interval '1 month') AS m
LEFT JOIN loans l ON l.loaned_at >= m AND l.loaned_at < m + interval '1 month'
GROUP BY m ORDER BY m;
\`\`\`

\`generate_series\` produces a row for every month, so months with no loans appear with 0 instead of disappearing from the report.

Text helpers: \`lower()\`, \`upper()\`, \`trim()\`, \`||\` for concatenation, \`split_part(email, '@', 2)\` to get the domain, \`string_agg(name, ', ')\` to join many rows into one string, \`left(title, 20)\` to truncate.

**Common mistake: BETWEEN with timestamps.** \`WHERE loaned_at BETWEEN '2025-01-01' AND '2025-01-31'\` treats \`'2025-01-31'\` as *midnight at the start* of January 31, so almost the whole last day is missed. Use a half-open range instead: \`loaned_at >= '2025-01-01' AND loaned_at < '2025-02-01'\`. It is correct for any precision, and it can use an index.

Remember that \`timestamptz\` values are grouped in the **session time zone**. Run \`SET TIME ZONE 'Asia/Kolkata'\` before monthly reports, or a loan made at 2 a.m. IST on the 1st is counted in the previous month (UTC).

**Check it works:** insert a loan at \`'2025-01-31 18:00+05:30'\` and compare the BETWEEN version with the half-open version of a January query. Only the half-open one includes it.`,
      quiz: [
        {
          question: "Why does BETWEEN '2025-01-01' AND '2025-01-31' miss most of January 31 for timestamps?",
          answer: "'2025-01-31' means midnight at the start of that day, so any time later on the 31st is excluded; use >= start AND < next day instead (a half-open range).",
          keyPoints: ['midnight start of day', 'misses the day', 'half-open range'],
        },
        {
          question: 'What does date_trunc("month", ts) return?',
          answer: 'The timestamp truncated to the first moment of its month, useful for grouping by month.',
          keyPoints: ['start of month', 'group by month'],
        },
        {
          question: 'How do you include months with zero loans in a monthly report?',
          answer: 'Generate all months with generate_series and LEFT JOIN the loans onto them, counting a loans column so empty months show 0.',
          keyPoints: ['generate_series months', 'LEFT JOIN', 'zero months'],
        },
        {
          question: 'Why does the session time zone matter for monthly reports on timestamptz?',
          answer: 'Truncation and display happen in the session time zone, so a loan near midnight may fall in a different month in UTC vs IST.',
          keyPoints: ['session time zone', 'different month', 'set time zone'],
        },
      ],
      handsOnTask:
        'Write a monthly loans report for the current year with zero months included, a "busiest weekday" report using extract(dow), and a list of member email domains with counts. Demonstrate the BETWEEN bug with a loan on the evening of the last day of a month.',
      project: 'Adds time-based library reports: monthly activity, busiest days and overdue-by-days calculations.',
      exercise: 'Write a query listing each overdue loan with "X days late", where X is computed from due_at and now(), sorted by most late.',
      beginnerTip: 'Whenever a report says "per month" or "today", ask yourself which time zone it means, and set it explicitly.',
      advancedNote:
        'now() is fixed for the whole transaction (useful for consistency), while clock_timestamp() changes during a statement; interval arithmetic is calendar-aware, so date \'2025-01-31\' + interval \'1 month\' gives 2025-02-28.',
    },
    // ---------------------------------------------------------------- Day 14
    {
      topicName: 'Common table expressions and recursive queries',
      explanation: `A **common table expression (CTE)** names a subquery with \`WITH\` at the top of a statement. Complex queries can then read top to bottom, as a series of steps, instead of inside out.

\`\`\`sql
WITH active AS (
  SELECT member_id, count(*) AS out_now
  FROM loans WHERE returned_at IS NULL
  GROUP BY member_id
),
overdue AS (
  SELECT member_id, count(*) AS late
  FROM loans WHERE returned_at IS NULL AND due_at < now()
  GROUP BY member_id
)
SELECT m.name, coalesce(a.out_now, 0) AS out_now, coalesce(o.late, 0) AS late
FROM members m
LEFT JOIN active a  ON a.member_id = m.id
LEFT JOIN overdue o ON o.member_id = m.id
ORDER BY late DESC, out_now DESC;
\`\`\`

**Recursive CTEs** walk hierarchies such as category trees, org charts or folder structures. Give the library nested genres:

\`\`\`sql
CREATE TABLE genres (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  parent_id bigint REFERENCES genres(id)
);
-- Fiction > Fantasy > Epic fantasy, Fiction > Science fiction, ...

WITH RECURSIVE tree AS (
  SELECT id, name, 1 AS depth, name::text AS path      -- anchor: top-level genres
  FROM genres WHERE parent_id IS NULL
  UNION ALL
  SELECT g.id, g.name, t.depth + 1, t.path || ' > ' || g.name   -- recursive step
  FROM genres g JOIN tree t ON g.parent_id = t.id
)
SELECT path, depth FROM tree ORDER BY path;
\`\`\`

The **anchor** query runs once. The **recursive** part then runs repeatedly, each time joining to the rows produced by the previous round, and stops when a round adds no new rows.

**Common mistake:** a cycle in the data (A's parent is B and B's parent is A) makes a \`UNION ALL\` recursion run forever. Guard against it: keep an array of visited ids and stop when you see one again (\`WHERE NOT g.id = ANY(t.visited)\`), or cap the depth (\`WHERE t.depth < 20\`). PostgreSQL 14+ also has a \`CYCLE\` clause for this.

**Check it works:** the tree query should print paths such as \`Fiction > Fantasy > Epic fantasy\` with the right depths. A second recursive query that starts from "Fiction" should count all of its subgenres.`,
      quiz: [
        {
          question: 'What is a CTE and why use one?',
          answer: 'A named subquery defined with a WITH clause at the start of a statement; it breaks complex queries into readable, reusable steps.',
          keyPoints: ['named subquery', 'WITH clause', 'readable steps'],
        },
        {
          question: 'What are the two parts of a recursive CTE?',
          answer: 'An anchor query that produces the starting rows, and a recursive query joined to the CTE itself, combined with UNION ALL and repeated until no new rows appear.',
          keyPoints: ['anchor query', 'recursive part', 'until no new rows'],
        },
        {
          question: 'How can a recursive query run forever, and how do you prevent it?',
          answer: 'If the data contains a cycle, recursion never stops; track visited ids in an array, limit the depth, or use the CYCLE clause.',
          keyPoints: ['cycle in data', 'track visited', 'limit depth'],
        },
        {
          question: 'Give two real-world examples of hierarchical data suited to recursive CTEs.',
          answer: 'Category trees, organisation charts (manager/employee), folder structures, threaded comments or bill-of-materials.',
          keyPoints: ['category tree', 'org chart', 'folders or comments'],
        },
      ],
      handsOnTask:
        'Create the genres table with at least three levels and link books to a genre_id. Write a recursive query listing every genre path, and another counting all books in a genre including its subgenres.',
      project: 'Adds a nested genre hierarchy to the library, with recursive browsing queries.',
      exercise: 'Rewrite one of your earlier nested-subquery reports as a CTE chain and check that both versions return identical results.',
      beginnerTip: 'Build a CTE chain one step at a time: write the first CTE and SELECT * from it, check the result, then add the next one.',
      advancedNote:
        'Since PostgreSQL 12, a non-recursive CTE referenced once is inlined into the main query so the planner can optimise across it; write WITH x AS MATERIALIZED (...) to force the old compute-once behaviour when that is what you want.',
    },
    // ---------------------------------------------------------------- Day 15
    {
      topicName: 'Window functions: ranking, running totals and LAG',
      explanation: `\`GROUP BY\` collapses rows. A **window function** computes across related rows **while keeping every row**. The syntax is \`function() OVER (PARTITION BY ... ORDER BY ...)\`: \`PARTITION BY\` splits the rows into groups, and \`ORDER BY\` sets the order inside each group.

\`\`\`sql
-- Share of each book's copies within its genre; every row is kept
SELECT title, genre, copies,
       sum(copies) OVER (PARTITION BY genre) AS genre_total,
       round(100.0 * copies / sum(copies) OVER (PARTITION BY genre), 1) AS pct
FROM books;
\`\`\`

**Top N per group**, the classic use:

\`\`\`sql
WITH ranked AS (
  SELECT b.genre, b.title, count(*) AS loans,
         ROW_NUMBER() OVER (PARTITION BY b.genre ORDER BY count(*) DESC) AS rn
  FROM loans l JOIN books b ON b.id = l.book_id
  GROUP BY b.genre, b.id, b.title
)
SELECT genre, title, loans FROM ranked WHERE rn <= 3;
\`\`\`

The three ranking functions treat ties differently. For scores 10, 10, 8: \`ROW_NUMBER\` gives 1, 2, 3 (ties broken arbitrarily), \`RANK\` gives 1, 1, 3 (leaves a gap), and \`DENSE_RANK\` gives 1, 1, 2 (no gap).

**Running totals and comparisons over time:**

\`\`\`sql
WITH monthly AS (
  SELECT date_trunc('month', loaned_at) AS month, count(*) AS loans
  FROM loans GROUP BY 1
)
SELECT month, loans,
       sum(loans) OVER (ORDER BY month)                AS running_total,
       loans - LAG(loans) OVER (ORDER BY month)        AS change_vs_last_month
FROM monthly ORDER BY month;
\`\`\`

\`LAG\` reads a value from the previous row, and \`LEAD\` from the next row.

**Common mistake:** filtering on a window function in \`WHERE\`, as in \`WHERE ROW_NUMBER() OVER (...) <= 3\`. This is an error, because window functions are computed *after* \`WHERE\`. Compute the window in a CTE or subquery, then filter in the outer query, as above.

**Check it works:** in the top-N query, each genre should show at most 3 rows. The running total in the last month should equal \`SELECT count(*) FROM loans\`.`,
      quiz: [
        {
          question: 'How is a window function different from GROUP BY?',
          answer: 'GROUP BY collapses rows into one per group; a window function computes over a set of related rows but keeps every individual row in the output.',
          keyPoints: ['keeps every row', 'GROUP BY collapses'],
        },
        {
          question: 'For scores 10, 10, 8, what do ROW_NUMBER, RANK and DENSE_RANK return?',
          answer: 'ROW_NUMBER: 1, 2, 3; RANK: 1, 1, 3; DENSE_RANK: 1, 1, 2.',
          keyPoints: ['ROW_NUMBER 1 2 3', 'RANK 1 1 3', 'DENSE_RANK 1 1 2'],
        },
        {
          question: 'Why can you not use ROW_NUMBER() in WHERE, and what is the fix?',
          answer: 'Window functions are computed after WHERE is applied; compute the row number in a CTE or subquery and filter it in the outer query.',
          keyPoints: ['computed after WHERE', 'use CTE or subquery', 'filter outside'],
        },
        {
          question: 'What does LAG do?',
          answer: 'It returns a value from a previous row in the window order, for example last month\'s count, to compute changes.',
          keyPoints: ['previous row value', 'compare with last'],
        },
      ],
      handsOnTask:
        'Write three window queries on the library: top 3 most-borrowed books per genre, a monthly running total of loans, and month-over-month change with LAG. Add DENSE_RANK next to ROW_NUMBER in the top-N query and show a tie.',
      project: 'Adds ranking and trend reports to the library: per-genre bestsellers and monthly growth.',
      exercise: 'For each member, show each loan with the number of days since that member\'s previous loan, using LAG partitioned by member.',
      beginnerTip: 'Read OVER (PARTITION BY genre ORDER BY loans DESC) as "within each genre, ordered by loans, from highest".',
      advancedNote:
        'With ORDER BY inside OVER, the default frame is RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW, so rows with equal sort keys share a running total; use ROWS BETWEEN ... for strict row-by-row totals or moving averages like ROWS BETWEEN 6 PRECEDING AND CURRENT ROW.',
    },
    // ---------------------------------------------------------------- Day 16
    {
      topicName: 'Indexes: how B-trees make queries fast',
      explanation: `Without an index, finding "all loans of member 4242" means reading every row of the table: a **sequential scan**. An **index** is a separate, sorted data structure that points to rows, like the index at the back of a book. PostgreSQL's default index is a **B-tree**, a balanced tree whose lookups take about log(n) steps. On a million rows that means 3 or 4 page reads instead of thousands.

Try it on realistic data. Generate 100,000 members and a million loans with \`generate_series\`, then:

\`\`\`sql
-- Without a suitable index: Parallel Seq Scan, ~100 ms
EXPLAIN ANALYZE SELECT * FROM loans WHERE member_id = 4242 ORDER BY loaned_at DESC LIMIT 5;

CREATE INDEX loans_member_loaned_idx ON loans (member_id, loaned_at DESC);

-- Now: Index Scan using loans_member_loaned_idx, ~0.05 ms
EXPLAIN ANALYZE SELECT * FROM loans WHERE member_id = 4242 ORDER BY loaned_at DESC LIMIT 5;
\`\`\`

That **composite index** serves the filter *and* the sort, so PostgreSQL reads just five entries and stops.

**Column order matters (the leftmost-prefix rule).** An index on \`(member_id, loaned_at)\` helps queries that filter on \`member_id\`, or on \`member_id\` plus \`loaned_at\`. It does little for a query on \`loaned_at\` alone, in the same way a phone book sorted by surname and then first name cannot find everyone called "Priya". Put the column you test with equality first and the range or sort column after it.

**Indexes are not free.** Every INSERT, UPDATE and DELETE must also update every index, and each index takes disk space and memory. Index the columns that your frequent queries filter, join or sort on, plus foreign keys. Do not index everything.

**Common mistake:** wrapping the indexed column in a function or expression. An index on \`email\` is *not* used for \`WHERE lower(email) = 'asha@example.com'\`, and the plan shows a Seq Scan with *Rows Removed by Filter: 99999*. Either query the column as it is stored, or create an **expression index**: \`CREATE INDEX ON members (lower(email));\`.

**Check it works:** compare the \`EXPLAIN ANALYZE\` execution times before and after each index you add, and run \`\\di+\` to see each index's size.`,
      quiz: [
        {
          question: 'Why does an index make a lookup on a large table fast?',
          answer: 'A B-tree index keeps values sorted in a balanced tree, so a lookup takes about log(n) page reads instead of scanning every row.',
          keyPoints: ['sorted structure', 'B-tree index', 'not scanning every row'],
        },
        {
          question: 'An index exists on (member_id, loaned_at). Which queries can use it well?',
          answer: 'Queries filtering on member_id, or member_id plus loaned_at (including sorting by loaned_at within a member); not queries filtering only on loaned_at.',
          keyPoints: ['filtering on member_id', 'member_id queries', 'not loaned_at alone'],
        },
        {
          question: 'Why is WHERE lower(email) = ... not using the index on email, and how do you fix it?',
          answer: 'The index stores email, not lower(email), so the expression cannot use it; create an expression index on lower(email) or query the stored value directly.',
          keyPoints: ['expression cannot use index', 'expression index', 'index on lower(email)'],
        },
        {
          question: 'What is the cost of adding indexes?',
          answer: 'Every write must update each index, slowing inserts and updates, and indexes use disk and memory.',
          keyPoints: ['slows inserts and updates', 'disk space', 'uses memory'],
        },
      ],
      handsOnTask:
        'Generate 100,000 members and 1,000,000 loans with generate_series. Time three queries (member\'s recent loans, lookup by lower(email), overdue loans) before and after adding suitable indexes, and record the plans and times in a table.',
      project: 'Makes the library fast at realistic scale with targeted composite and expression indexes.',
      exercise: 'For the query WHERE genre = $1 AND published_year > $2 ORDER BY published_year, design the best composite index and explain the column order.',
      beginnerTip: 'Always measure on realistic row counts. On a 6-row table the planner correctly ignores indexes, because scanning everything is faster.',
      advancedNote:
        'Indexes are ordered so an index can satisfy ORDER BY and enable early LIMIT termination; an index that contains every column a query needs allows an Index Only Scan, skipping the table heap when pages are marked all-visible by VACUUM.',
    },
    // ---------------------------------------------------------------- Day 17
    {
      topicName: 'Reading query plans with EXPLAIN ANALYZE',
      explanation: `PostgreSQL turns every query into a **plan**, a tree of operations chosen by the **cost-based planner** using table statistics. \`EXPLAIN\` shows the plan it *would* use. \`EXPLAIN ANALYZE\` actually *runs* the query and adds real timings and row counts. Reading plans is the most useful performance skill in SQL.

\`\`\`sql
EXPLAIN (ANALYZE, BUFFERS)
SELECT * FROM members WHERE lower(email) = 'm5000@example.com';

-- Seq Scan on members  (cost=0.00..2434.00 rows=500 width=42)
--                      (actual time=2.6..33.0 rows=1 loops=1)
--   Filter: (lower(email) = 'm5000@example.com'::text)
--   Rows Removed by Filter: 99999
--   Buffers: shared hit=934
-- Execution Time: 33.0 ms
\`\`\`

How to read it:
- Read the tree **from the innermost, most indented node outwards**. Child nodes feed their parents.
- \`cost=startup..total\` is in arbitrary planner units. It is only useful for comparing plans.
- \`rows=500\` is the **estimate** and \`actual ... rows=1\` is the truth. A big gap (here 500 vs 1) means the planner guessed badly, and bad guesses lead to bad plans.
- \`loops\` says how many times the node ran. Multiply its time by loops.
- **Rows Removed by Filter** tells you work was wasted. 99,999 rows were read to return 1, which is a strong hint to add an index.
- **Buffers** show pages read from the cache (\`hit\`) and from disk (\`read\`).

Common nodes: **Seq Scan** (reads the whole table), **Index Scan** / **Index Only Scan**, **Bitmap Heap Scan** (collects many matches from an index and reads them in page order), **Nested Loop** (good when the outer side is small), **Hash Join** (builds a hash table from one side, good for large joins), **Sort** (watch for *external merge Disk*, meaning it did not fit in \`work_mem\`).

**Common mistake:** running \`EXPLAIN ANALYZE\` on a \`DELETE\` or \`UPDATE\` to "just look". It *executes* the statement. Wrap it in \`BEGIN; EXPLAIN ANALYZE DELETE ...; ROLLBACK;\`.

**Check it works:** after creating \`CREATE INDEX ON members (lower(email));\`, the same EXPLAIN should show *Index Scan* and well under 1 ms. If the estimates still look far off, run \`ANALYZE members;\` to refresh the statistics.`,
      quiz: [
        {
          question: 'What is the difference between EXPLAIN and EXPLAIN ANALYZE?',
          answer: 'EXPLAIN shows the planned operations and estimates without running the query; EXPLAIN ANALYZE executes it and shows actual times and row counts.',
          keyPoints: ['EXPLAIN estimates only', 'ANALYZE runs query', 'actual times'],
        },
        {
          question: 'What does a large gap between estimated rows and actual rows indicate?',
          answer: 'The planner\'s statistics or assumptions are wrong, which can lead it to choose a bad plan; running ANALYZE or improving statistics may help.',
          keyPoints: ['bad estimates', 'wrong plan', 'run ANALYZE'],
        },
        {
          question: 'What does "Rows Removed by Filter: 99999" suggest?',
          answer: 'The query read many rows only to discard them, so an index on the filtered column or expression would likely help.',
          keyPoints: ['wasted reads', 'add index'],
        },
        {
          question: 'Why must you be careful running EXPLAIN ANALYZE on a DELETE?',
          answer: 'EXPLAIN ANALYZE actually executes the statement, so the rows are deleted; wrap it in BEGIN ... ROLLBACK.',
          keyPoints: ['actually executes', 'BEGIN and ROLLBACK'],
        },
      ],
      handsOnTask:
        'Pick the three slowest queries from your library reports and run EXPLAIN (ANALYZE, BUFFERS) on each. For each one, write down the most expensive node, the estimated vs actual rows, and one change you will try, then apply the change and compare.',
      project: 'Documents and tunes the query plans of the library\'s reporting queries.',
      exercise: 'Find a query whose plan uses a Hash Join and one that uses a Nested Loop, and explain why the planner chose each.',
      beginnerTip: 'Paste plans into a visualiser such as explain.dalibo.com. Seeing the tree as boxes makes the expensive node obvious.',
      advancedNote:
        'The planner\'s estimates come from pg_statistic (most common values, histograms) gathered by ANALYZE; for correlated columns (city and pincode) create extended statistics with CREATE STATISTICS so combined selectivity is estimated correctly.',
    },
    // ---------------------------------------------------------------- Day 18
    {
      topicName: 'Transactions and ACID guarantees',
      explanation: `A **transaction** is a group of statements that the database treats as one unit. Relational databases promise the **ACID** properties for transactions:

- **Atomicity:** all of the statements take effect, or none do.
- **Consistency:** the data moves from one valid state to another, with every constraint satisfied.
- **Isolation:** concurrent transactions do not see each other's half-finished work.
- **Durability:** once \`COMMIT\` returns, the change survives a crash, because it was written to the write-ahead log (WAL) first.

Checking out the last copy of a book is a two-step operation: record the loan, and charge a reservation fee. Both must happen, or neither:

\`\`\`sql
BEGIN;
INSERT INTO loans (book_id, member_id) VALUES (3, 2);
INSERT INTO fines (member_id, amount, reason) VALUES (2, 10.00, 'reservation fee');
COMMIT;          -- both are now permanent; if anything failed: ROLLBACK
\`\`\`

If the second INSERT fails (say, a CHECK constraint rejects it), PostgreSQL marks the transaction as failed. Every later statement errors with *current transaction is aborted*, and you must \`ROLLBACK\`, which undoes the first INSERT as well.

**Savepoints** let you undo part of a transaction:

\`\`\`sql
BEGIN;
INSERT INTO loans (book_id, member_id) VALUES (1, 2);
SAVEPOINT before_fee;
INSERT INTO fines (member_id, amount, reason) VALUES (2, -5, 'bad');  -- fails the CHECK
ROLLBACK TO SAVEPOINT before_fee;   -- the loan is still there
COMMIT;
\`\`\`

Outside \`BEGIN\`, psql and most drivers run in **autocommit** mode: every statement is its own transaction.

**Common mistake:** leaving a transaction open, for example a \`BEGIN\` in a psql window you forgot about, or an app that waits for a slow API call halfway through. The open transaction holds its row locks, so other sessions block behind it, and it stops VACUUM from cleaning up dead rows. Keep transactions short, and look for them with \`SELECT pid, state, xact_start FROM pg_stat_activity WHERE state = 'idle in transaction';\`.

**Check it works:** open two psql sessions. In session A, run \`BEGIN\` and insert a loan, but do not commit. In session B, \`SELECT\` the loans, and the new row is not visible. Commit in A, and B now sees it.`,
      quiz: [
        {
          question: 'What do the four letters of ACID stand for?',
          answer: 'Atomicity (all or nothing), Consistency (constraints hold), Isolation (concurrent transactions do not interfere) and Durability (committed data survives crashes).',
          keyPoints: ['atomicity (all or nothing)', 'consistency (constraints hold)', 'isolation between transactions', 'durability survives crashes'],
        },
        {
          question: 'What happens in PostgreSQL after one statement inside a transaction fails?',
          answer: 'The transaction is aborted: further statements error until you ROLLBACK (or roll back to a savepoint), and all earlier changes in it are undone.',
          keyPoints: ['transaction aborted', 'must ROLLBACK', 'earlier changes undone'],
        },
        {
          question: 'What is a savepoint used for?',
          answer: 'It marks a point inside a transaction so you can roll back just the work after it without abandoning the whole transaction.',
          keyPoints: ['roll back part', 'inside transaction'],
        },
        {
          question: 'Why are long-open transactions harmful?',
          answer: 'They hold locks that block other sessions and prevent VACUUM from removing dead rows, causing contention and bloat.',
          keyPoints: ['hold locks', 'block others', 'prevent vacuum'],
        },
      ],
      handsOnTask:
        'Create a fines table with CHECK (amount > 0), then run a transaction that inserts a loan and an invalid fine and observe the "current transaction is aborted" error. Repeat it using a savepoint so the loan survives, and do the two-session visibility experiment.',
      project: 'Makes the library\'s checkout-with-fee operation atomic and teaches safe transaction habits.',
      exercise: 'Write a transaction that transfers a loan from one member to another and records the change in an audit table, and explain what happens if the audit insert fails.',
      beginnerTip: 'If psql shows an asterisk in the prompt (library=*#), you are inside an open transaction. Finish it with COMMIT or ROLLBACK.',
      advancedNote:
        'Durability comes from the WAL: COMMIT returns after the WAL record is flushed to disk (fsync); setting synchronous_commit = off trades a small window of possible loss after a crash for much faster commits, without risking corruption.',
    },
    // ---------------------------------------------------------------- Day 19
    {
      topicName: 'Isolation levels, row locks and concurrency bugs',
      explanation: `Many users hit the database at once. **Isolation levels** decide how much concurrent transactions can see of each other, and PostgreSQL implements them with **MVCC**: readers see a snapshot and never block writers.

| Level | Each statement sees | Still possible |
|---|---|---|
| **Read Committed** (default) | data committed before *that statement* started | non-repeatable reads, lost updates, write skew |
| **Repeatable Read** | one snapshot taken at the transaction's first query | write skew; conflicting updates fail with error 40001 |
| **Serializable** | as if transactions ran one at a time | nothing; conflicts fail with 40001 and must be retried |

PostgreSQL never allows **dirty reads** (seeing uncommitted data), even if you ask for Read Uncommitted.

**The classic bug, a lost update:** two librarians check out the last copy at the same moment.

\`\`\`sql
-- Both sessions run this at the same time under Read Committed:
SELECT copies - (SELECT count(*) FROM loans WHERE book_id = 5 AND returned_at IS NULL)
FROM books WHERE id = 5;                     -- both see 1 available
INSERT INTO loans (book_id, member_id) VALUES (5, ...);  -- both insert: overbooked
\`\`\`

The fix is to **lock the row you are deciding on**:

\`\`\`sql
BEGIN;
SELECT copies FROM books WHERE id = 5 FOR UPDATE;  -- the second session waits here
-- count active loans, insert only if a copy is free
COMMIT;                                            -- releases the lock
\`\`\`

Alternatively, run the transaction at \`SERIALIZABLE\` and **retry** whenever it fails with SQLSTATE \`40001\`.

**Deadlocks:** session A locks book 1 and then wants book 2, while session B locks book 2 and then wants book 1. PostgreSQL detects the cycle after \`deadlock_timeout\` (1 s by default) and aborts one of them with error \`40P01\`. Prevent it by always locking rows in a consistent order, for example by ascending id.

**Common mistake:** believing a transaction alone prevents races. Under the default Read Committed level, \`BEGIN ... SELECT ... INSERT ... COMMIT\` *still* overbooks. You need \`FOR UPDATE\`, an atomic conditional UPDATE, a constraint, or Serializable with retries.

**Check it works:** in two psql windows, run the unlocked version step by step (both SELECTs, then both INSERTs) and you get two loans for one copy. Then repeat with \`FOR UPDATE\`: window B blocks until A commits, sees 0 available and does not insert.`,
      quiz: [
        {
          question: 'What is PostgreSQL\'s default isolation level and what does each statement see?',
          answer: 'Read Committed; each statement sees data committed before that statement began.',
          keyPoints: ['Read Committed', 'committed before statement'],
        },
        {
          question: 'Why does BEGIN; SELECT available; INSERT; COMMIT still allow overbooking under Read Committed?',
          answer: 'Both transactions can read the same available count before either inserts, because plain SELECT takes no lock; the check and the write are not protected (a race condition).',
          keyPoints: ['both read same value', 'SELECT takes no lock', 'race condition'],
        },
        {
          question: 'What does SELECT ... FOR UPDATE do?',
          answer: 'It locks the selected rows until the transaction ends, so other transactions trying to lock or update them wait.',
          keyPoints: ['locks rows', 'others wait', 'until commit'],
        },
        {
          question: 'How do you prevent deadlocks?',
          answer: 'Acquire locks in a consistent order (for example by ascending id) and keep transactions short; retry when error 40P01 occurs.',
          keyPoints: ['consistent lock order', 'short transactions', 'retry on 40P01'],
        },
      ],
      handsOnTask:
        'Set one book to 1 copy. In two psql windows, reproduce the double checkout without locks, then fix it with SELECT ... FOR UPDATE and show window B waiting. Finally, create a deadlock on purpose with two books and save the 40P01 error message.',
      project: 'Makes the library\'s checkout safe under concurrent use with row locking.',
      exercise: 'Rewrite checkout as one atomic statement: INSERT INTO loans ... SELECT ... WHERE (available copies) > 0, and discuss whether it is safe under Read Committed.',
      beginnerTip: 'Concurrency bugs never show up when you test alone. Use two terminal windows and run the steps in an interleaved order.',
      advancedNote:
        'PostgreSQL\'s Serializable uses Serializable Snapshot Isolation (SSI): it does not block extra but tracks read/write dependencies and aborts a transaction when a dangerous cycle appears, so applications must be written to retry on 40001.',
    },
    // ---------------------------------------------------------------- Day 20
    {
      topicName: 'Views and materialized views',
      explanation: `A **view** is a named query. It stores no data and re-runs its query every time you select from it. Views give you a **stable, simple interface** over a complex schema, and they can hide columns that a user should not see. You already built \`book_availability\` on Day 5.

\`\`\`sql
-- A view for the front desk: no emails, only what they need
CREATE VIEW desk_overdue AS
SELECT m.name, b.title, l.due_at::date AS due, now()::date - l.due_at::date AS days_late
FROM loans l
JOIN books b   ON b.id = l.book_id
JOIN members m ON m.id = l.member_id
WHERE l.returned_at IS NULL AND l.due_at < now();
\`\`\`

A **materialized view** runs the query *once* and stores the result like a table. Reads are then instant, but the data is only as fresh as the last refresh. It suits heavy reports that may be a little stale, such as a dashboard of monthly statistics over a million loans:

\`\`\`sql
CREATE MATERIALIZED VIEW monthly_genre_stats AS
SELECT date_trunc('month', l.loaned_at) AS month, b.genre,
       count(*) AS loans, count(DISTINCT l.member_id) AS readers
FROM loans l JOIN books b ON b.id = l.book_id
GROUP BY 1, 2;

CREATE UNIQUE INDEX ON monthly_genre_stats (month, genre);

REFRESH MATERIALIZED VIEW CONCURRENTLY monthly_genre_stats;  -- e.g. nightly
\`\`\`

On a million loans the underlying query takes over a second. Selecting from the materialized view takes under a millisecond. \`CONCURRENTLY\` lets readers keep using the old data while the refresh runs. It **requires a unique index** on the materialized view.

**Common mistake:** expecting a materialized view to update itself. It does not. New loans are invisible until the next \`REFRESH\`. Schedule the refresh (with cron, the pg_cron extension, or your app's job runner), and show a "last updated" time on any dashboard built on it.

Simple views (one table, no aggregates) are even **updatable**: an \`UPDATE\` on the view changes the underlying table. \`WITH CHECK OPTION\` stops changes that would move a row outside the view's WHERE clause.

**Check it works:** insert a new loan. \`desk_overdue\` and \`book_availability\` reflect it immediately, while \`monthly_genre_stats\` does not until you run \`REFRESH\`. Time a select on the base query and on the materialized view with \`\\timing on\`.`,
      quiz: [
        {
          question: 'What is the main difference between a view and a materialized view?',
          answer: 'A view stores only the query and runs it on every use (always fresh); a materialized view stores the result and is only as fresh as its last refresh, but reads are fast.',
          keyPoints: ['view runs each time', 'materialized stores result', 'needs refresh'],
        },
        {
          question: 'What does REFRESH MATERIALIZED VIEW CONCURRENTLY require and provide?',
          answer: 'It requires a unique index on the materialized view, and it lets readers keep querying the old data while the refresh runs.',
          keyPoints: ['unique index', 'readers not blocked'],
        },
        {
          question: 'Give two reasons to use a regular view.',
          answer: 'To give users a simple, stable interface over complex joins, and to restrict which columns or rows they see (e.g. hide emails).',
          keyPoints: ['simple interface', 'hide columns', 'stable interface'],
        },
        {
          question: 'When is a materialized view a good fit?',
          answer: 'For expensive aggregate queries, such as dashboards or reports, that are read often and can tolerate slightly stale data.',
          keyPoints: ['expensive queries', 'read often', 'stale data acceptable'],
        },
      ],
      handsOnTask:
        'Create desk_overdue and monthly_genre_stats on your million-row dataset. With \\timing on, compare the base query and the materialized view, insert a new loan, and show that only a REFRESH makes it appear in the stats.',
      project: 'Adds a front-desk view and a fast, refreshable statistics layer to the library.',
      exercise: 'Create an updatable view of active members (joined in the last year) WITH CHECK OPTION, and show that an update moving a row out of the view is rejected.',
      beginnerTip: 'Name views and materialized views clearly (for example v_ and mv_ prefixes) so everyone knows which ones can be stale.',
      advancedNote:
        'Views run with the permissions of the view owner by default, which is how they restrict access; since PostgreSQL 15, security_invoker = true makes them check the caller\'s privileges and row-level security instead.',
    },
    // ---------------------------------------------------------------- Day 21
    {
      topicName: 'Functions and triggers in PL/pgSQL',
      explanation: `PostgreSQL can run code **inside the database**. **Functions** package logic that can be called from SQL, and **triggers** run a function automatically when rows change. They are the right tool for rules that must hold no matter which application writes the data.

**A trigger that maintains \`updated_at\`**, so no app can forget it:

\`\`\`sql
ALTER TABLE books ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();   -- NEW is the row about to be written
  RETURN NEW;
END;
$$;

CREATE TRIGGER books_set_updated_at
BEFORE UPDATE ON books
FOR EACH ROW EXECUTE FUNCTION set_updated_at();
\`\`\`

**A function for checkout** that locks the book, checks availability and inserts the loan in one call:

\`\`\`sql
CREATE FUNCTION checkout_book(p_book_id bigint, p_member_id bigint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_available integer;
  v_loan_id   bigint;
BEGIN
  SELECT copies - (SELECT count(*) FROM loans
                   WHERE book_id = p_book_id AND returned_at IS NULL)
    INTO v_available
    FROM books WHERE id = p_book_id
    FOR UPDATE;
  IF v_available IS NULL THEN
    RAISE EXCEPTION 'book % not found', p_book_id;
  ELSIF v_available < 1 THEN
    RAISE EXCEPTION 'no copies of book % available', p_book_id;
  END IF;
  INSERT INTO loans (book_id, member_id) VALUES (p_book_id, p_member_id)
  RETURNING id INTO v_loan_id;
  RETURN v_loan_id;
END;
$$;

SELECT checkout_book(3, 2);
\`\`\`

\`$$ ... $$\` quotes the function body so that you do not have to escape the quotes inside it. A \`BEFORE\` trigger can modify \`NEW\`, or cancel the write by returning NULL. An \`AFTER\` trigger sees the final row and suits audit logs.

**Common mistake:** putting too much business logic in triggers. They are invisible in application code, they fire on every row (a bulk update of a million rows runs the trigger a million times), and chains of triggers become impossible to debug. Keep triggers for small data-integrity jobs (timestamps, audit rows, derived columns), and keep workflows in explicit functions or the application.

**Check it works:** update a book and \`updated_at\` changes. Call \`checkout_book\` for a book with no free copies and you get the *no copies* error, with no new loan row.`,
      quiz: [
        {
          question: 'What is a trigger?',
          answer: 'A function that PostgreSQL runs automatically before or after INSERT, UPDATE or DELETE on a table, for each row or statement.',
          keyPoints: ['runs automatically', 'on insert update delete', 'before or after'],
        },
        {
          question: 'In a BEFORE UPDATE row trigger, what is NEW and why return it?',
          answer: 'NEW is the row about to be written; the trigger can modify it, and returning it tells PostgreSQL to write that row (returning NULL cancels the write).',
          keyPoints: ['row about to be written', 'can modify', 'NULL cancels'],
        },
        {
          question: 'Why is checkout_book safe when two sessions call it at once?',
          answer: 'Its SELECT ... FOR UPDATE locks the book row, so the second call waits until the first commits and then sees the updated availability.',
          keyPoints: ['FOR UPDATE lock', 'second call waits', 'sees new availability'],
        },
        {
          question: 'What is the risk of heavy business logic in triggers?',
          answer: 'The logic is hidden from application developers, runs for every affected row (slow bulk operations), and chained triggers are hard to debug.',
          keyPoints: ['hidden logic', 'runs per row', 'hard to debug'],
        },
      ],
      handsOnTask:
        'Add the updated_at trigger to books and members and create checkout_book. Show updated_at changing after an update, a successful checkout, and the error for a book with no copies left.',
      project: 'Moves the library\'s integrity rules into the database: automatic timestamps and a safe checkout function.',
      exercise: 'Write an AFTER UPDATE trigger on loans that inserts a row into loan_audit(loan_id, old_due, new_due, changed_at) whenever due_at changes.',
      beginnerTip: 'When a function fails to create, read the line number in the error message. PL/pgSQL reports the line inside the $$ body.',
      advancedNote:
        'Functions are SECURITY INVOKER by default; SECURITY DEFINER runs with the owner\'s rights (useful for controlled access) but must set a safe search_path to avoid hijacking. Mark pure functions IMMUTABLE or STABLE so the planner can use them in indexes and optimise calls.',
    },
    // ---------------------------------------------------------------- Day 22
    {
      topicName: 'Database security: roles, privileges, row-level security and SQL injection',
      explanation: `A database holds your most valuable data, so access follows the **principle of least privilege**: every user and application gets exactly the rights it needs, and nothing more. In PostgreSQL, users and groups are both **roles**, and rights are given with \`GRANT\` and taken away with \`REVOKE\`.

\`\`\`sql
-- The web app: read and write the tables it uses, and nothing else
CREATE ROLE library_app LOGIN PASSWORD 'use-a-long-random-secret';
GRANT CONNECT ON DATABASE library TO library_app;
GRANT USAGE ON SCHEMA public TO library_app;
GRANT SELECT, INSERT, UPDATE ON books, members, loans TO library_app;   -- no DELETE

-- Analysts: read-only, including tables created in future
CREATE ROLE reporting LOGIN PASSWORD '...';
GRANT CONNECT ON DATABASE library TO reporting;
GRANT USAGE ON SCHEMA public TO reporting;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO reporting;
\`\`\`

Identity columns need no separate grant on their sequence. Since PostgreSQL 15, ordinary roles can no longer create objects in the \`public\` schema by default.

**Row-level security (RLS)** restricts *which rows* a role sees. A member portal should only ever show a member their own loans:

\`\`\`sql
ALTER TABLE loans ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_loans ON loans FOR SELECT TO member_portal
  USING (member_id = current_setting('app.member_id')::bigint);
-- the app runs SET app.member_id = '42' for each member's session
\`\`\`

**SQL injection** happens when user input is pasted into SQL text. If code builds \`"SELECT * FROM members WHERE email = '" + input + "'"\` and someone types \`' OR '1'='1\`, the query becomes \`... WHERE email = '' OR '1'='1'\` and returns every member. The fix is **parameterised queries** (also called prepared statements): the SQL text contains placeholders (\`$1\`), and the values travel separately, so they can never change the query's structure. Every driver supports them.

**Common mistake:** letting the application connect as the \`postgres\` superuser. Superusers bypass every permission and RLS policy, and can even run operating-system commands with \`COPY ... PROGRAM\`. A single injection bug then means total compromise. Give the app its own limited role.

**Check it works:** connect as \`library_app\` (\`psql -U library_app -d library\`). \`DELETE FROM books\` must fail with *permission denied for table books*, and \`INSERT\` must succeed.`,
      quiz: [
        {
          question: 'What is the principle of least privilege for databases?',
          answer: 'Each user or application gets only the permissions it needs for its job, limiting the damage from bugs or compromised credentials.',
          keyPoints: ['only needed permissions', 'limit damage'],
        },
        {
          question: 'How does SQL injection work and how do parameterised queries prevent it?',
          answer: 'Injected input becomes part of the SQL text and changes the query\'s logic; with parameters the SQL and values are sent separately, so input is always treated as data.',
          keyPoints: ['input changes query', 'values sent separately', 'treated as data'],
        },
        {
          question: 'What does row-level security add beyond GRANT?',
          answer: 'GRANT controls access to whole tables; RLS policies filter which rows a role can see or change, e.g. only a member\'s own loans.',
          keyPoints: ['filters rows', 'RLS policies', 'GRANT is whole table'],
        },
        {
          question: 'Why should an application never connect as the postgres superuser?',
          answer: 'Superusers bypass all permissions and RLS and can run OS commands, so any bug or injection becomes a full compromise.',
          keyPoints: ['bypasses permissions', 'bypasses RLS', 'full compromise'],
        },
      ],
      handsOnTask:
        'Create library_app and reporting roles with the grants above and show a denied DELETE and a working INSERT. Enable RLS on loans for a member_portal role and show that, after SET app.member_id, it sees only that member\'s loans.',
      project: 'Locks down the library with least-privilege roles, a read-only reporting role and row-level security.',
      exercise: 'Write down three injection payloads for a login query built by string concatenation, and show how each one is neutralised by a $1 parameter.',
      beginnerTip: 'Use \\du in psql to list roles and \\dp tablename to see exactly who can do what on a table.',
      advancedNote:
        'Table owners bypass RLS unless you ALTER TABLE ... FORCE ROW LEVEL SECURITY; with connection pools, set the member id per transaction (SET LOCAL or set_config(..., true)) so one request\'s setting cannot leak into the next.',
    },
    // ---------------------------------------------------------------- Day 23
    {
      topicName: 'JSONB: flexible attributes inside a relational database',
      explanation: `Some data does not fit fixed columns. Books have different optional details: an audiobook has a narrator and a duration, a translated book has a translator, a textbook has an edition. Adding dozens of mostly-NULL columns gets messy. PostgreSQL's **jsonb** type stores JSON in a parsed binary format that you can query and index.

\`\`\`sql
ALTER TABLE books ADD COLUMN details jsonb NOT NULL DEFAULT '{}';

UPDATE books SET details = '{"format": "paperback", "pages": 310, "tags": ["classic", "adventure"]}'
WHERE title = 'The Hobbit';

-- -> returns jsonb, ->> returns text
SELECT title, details->>'format' AS format, (details->>'pages')::int AS pages
FROM books WHERE details <> '{}';

-- containment: books tagged "classic"
SELECT title FROM books WHERE details @> '{"tags": ["classic"]}';

-- key exists: books that have a translator
SELECT title FROM books WHERE details ? 'translator';

-- update one key without rewriting the others
UPDATE books SET details = jsonb_set(details, '{pages}', '320') WHERE title = 'The Hobbit';

-- a GIN index makes @> and ? fast on large tables
CREATE INDEX books_details_gin ON books USING gin (details);
\`\`\`

Prefer \`jsonb\` over \`json\`: \`json\` stores the raw text and re-parses it on every access, and it cannot use GIN indexes.

**Common mistake:** comparing JSON numbers as text. \`details->>'pages' > '100'\` compares **strings**, so \`'96' > '100'\` is true (because "9" sorts after "1"), and a 96-page book passes a "more than 100 pages" filter. Cast first: \`(details->>'pages')::int > 100\`.

**When not to use JSONB:** for the core fields that you filter, join, sort or constrain on every day (title, genre, author), use real columns. JSONB values cannot have foreign keys or per-key types, and the planner has weaker statistics for them. A good rule: columns for the structure you know, JSONB for the long tail of optional attributes.

**Check it works:** fill \`details\` for five books. The tag query should find exactly the tagged ones, the text comparison should show the '96' bug, and the cast version should fix it.`,
      quiz: [
        {
          question: 'What is the difference between -> and ->> on a jsonb column?',
          answer: '-> returns the value as jsonb (for further navigation); ->> returns it as text.',
          keyPoints: ['-> returns jsonb', '->> returns text'],
        },
        {
          question: "Why is details->>'pages' > '100' wrong?",
          answer: "->> gives text, so the comparison is alphabetical ('96' > '100' is true); cast to a number first: (details->>'pages')::int > 100.",
          keyPoints: ['text comparison', 'alphabetical order', 'cast to int'],
        },
        {
          question: 'Which jsonb operators can a GIN index speed up?',
          answer: 'Containment (@>) and key-existence operators (?, ?|, ?&) with the default jsonb GIN operator class.',
          keyPoints: ['containment @>', 'key-existence operators', 'GIN index'],
        },
        {
          question: 'When should data be a real column instead of a jsonb key?',
          answer: 'When you regularly filter, join, sort or constrain on it; real columns get types, foreign keys, constraints and better planner statistics.',
          keyPoints: ['filter join sort', 'constraints and types', 'better statistics'],
        },
      ],
      handsOnTask:
        'Add a details jsonb column and fill it for five books with different shapes (audiobook, translated, illustrated). Write queries by tag, by key existence and by page count (with the cast), and add a GIN index.',
      project: 'Lets the library store flexible per-format book details without schema sprawl.',
      exercise: 'Use jsonb_array_elements_text to list every distinct tag and how many books carry it.',
      beginnerTip: 'Use jsonb_pretty(details) in psql to read nested JSON comfortably.',
      advancedNote:
        'The jsonb_path_ops GIN operator class builds a smaller, faster index that supports only @> (not ?); an expression B-tree index on ((details->>\'format\')) is better when you filter by equality on one known key.',
    },
    // ---------------------------------------------------------------- Day 24
    {
      topicName: 'Schema migrations and zero-downtime changes',
      explanation: `Real databases are never "done". Columns get added, tables get split, indexes come and go. **Migrations** are numbered SQL files, kept in version control, that a tool (Flyway, Liquibase, sqitch, or your framework's migrator) applies **in order**. The tool records what has already run in a tracking table, so every environment (laptop, CI, staging, production) ends up with exactly the same schema.

\`\`\`text
migrations/
  V1__create_books_members_loans.sql
  V2__add_book_authors.sql
  V3__add_details_jsonb.sql
\`\`\`

Two rules: a migration that has run anywhere is **never edited** (write a new one), and every migration is **reviewed like code**.

On a busy production table, *how* you change the schema matters as much as *what* you change, because some DDL takes an **ACCESS EXCLUSIVE lock** that blocks every read and write:

\`\`\`sql
-- Fast: PostgreSQL 11+ stores a constant default without rewriting the table
ALTER TABLE loans ADD COLUMN channel text NOT NULL DEFAULT 'desk';

-- Slow and blocking: changing a column's type rewrites the whole table
-- ALTER TABLE loans ALTER COLUMN member_id TYPE integer;   -- avoid on big tables

-- Build indexes without blocking writes (cannot run inside a transaction block)
CREATE INDEX CONCURRENTLY loans_due_idx ON loans (due_at) WHERE returned_at IS NULL;

-- Never let a migration wait forever in the lock queue
SET lock_timeout = '5s';
\`\`\`

For changes that would break running code, such as renaming a column, use **expand and contract**: (1) add the new column, (2) deploy code that writes both columns, (3) backfill the old rows in batches, (4) switch reads to the new column, (5) drop the old column in a later release.

**Common mistake:** running an \`ALTER TABLE\` while a long transaction is open. The ALTER waits for its lock, and every ordinary query that arrives after it queues *behind the ALTER*, so the site stalls even though the ALTER itself is quick. \`lock_timeout\` makes the migration fail fast and retry instead.

**Check it works:** create a fresh database and apply all migrations from zero. The resulting schema (\`pg_dump --schema-only\`) should be identical to your development database's.`,
      quiz: [
        {
          question: 'Why must an applied migration never be edited?',
          answer: 'Environments that already ran it will not run it again, so their schemas diverge silently from new ones; add a new migration instead.',
          keyPoints: ['not run again', 'schemas diverge', 'add new migration'],
        },
        {
          question: 'What does CREATE INDEX CONCURRENTLY avoid, and what is its restriction?',
          answer: 'It builds the index without blocking writes to the table; it is slower and cannot run inside a transaction block.',
          keyPoints: ['no write blocking', 'not in transaction'],
        },
        {
          question: 'Describe the expand-and-contract pattern for renaming a column.',
          answer: 'Add the new column, write to both, backfill existing rows, switch reads to the new column, then drop the old one in a later release.',
          keyPoints: ['add new column', 'write both', 'backfill existing rows', 'drop old later'],
        },
        {
          question: 'Why set lock_timeout in migrations?',
          answer: 'A DDL statement waiting for a lock blocks all later queries behind it; lock_timeout makes it give up quickly instead of stalling the application.',
          keyPoints: ['queries queue behind', 'give up quickly', 'avoid stall'],
        },
      ],
      handsOnTask:
        'Convert your library scripts into numbered migration files and apply them to a fresh database with a migration tool (or a simple script that tracks applied files). Then add a column with a default and a concurrent partial index as new migrations.',
      project: 'Puts the library schema under versioned migrations with safe, non-blocking change patterns.',
      exercise: 'Plan, as five numbered migrations, the rename of members.name to members.full_name with zero downtime.',
      beginnerTip: 'Run every migration on a copy of production-sized data first. A change that is instant on 100 rows can lock a table for minutes on 100 million.',
      advancedNote:
        'Adding a NOT NULL constraint scans the table under lock; instead add CHECK (col IS NOT NULL) NOT VALID, then VALIDATE CONSTRAINT (which takes a weaker lock), after which SET NOT NULL can use the validated check (PostgreSQL 12+).',
    },
    // ---------------------------------------------------------------- Day 25
    {
      topicName: 'Backups, restores and point-in-time recovery',
      explanation: `Disks fail, people run \`DELETE\` without \`WHERE\`, ransomware encrypts servers. A backup only counts if you have **restored from it successfully**. Two numbers define your needs: **RPO** (recovery point objective: how much data you can afford to lose) and **RTO** (recovery time objective: how long you can afford to be down).

**Logical backups** with \`pg_dump\` export the SQL needed to rebuild one database:

\`\`\`bash
# custom format: compressed, lets you restore selectively and in parallel
pg_dump -Fc -d library -f library_$(date +%F).dump

# roles and other cluster-wide objects are NOT in pg_dump
pg_dumpall --globals-only > globals.sql

# restore into a new, empty database
createdb library_restored
pg_restore -d library_restored --jobs=4 library_2025-06-01.dump

# see what is inside a dump
pg_restore -l library_2025-06-01.dump | head
\`\`\`

\`pg_dump\` produces a consistent snapshot without blocking normal reads and writes, and you can restore its output into a newer PostgreSQL version, which makes it good for upgrades and copies. On big databases it is slow to restore, and you lose everything since the last dump.

**Physical backups plus WAL archiving** give **point-in-time recovery (PITR)**. A base backup (\`pg_basebackup\`, or tools such as pgBackRest) is combined with the continuously archived write-ahead log, so you can restore the database *as it was at 10:41:59*, one second before someone dropped a table. Managed services (AWS RDS, Cloud SQL, Azure) do this for you: automated daily snapshots plus a retention window with PITR (for example 7 days).

**Common mistake:** never testing a restore. Typical surprises include missing roles (no \`globals.sql\`), a dump file that is empty because the cron job failed silently, or a restore that takes 6 hours when your RTO is 1 hour. Schedule a regular restore drill and time it.

**Other rules:** keep backups **off** the database server (and ideally in another region or account). Use a \`pg_dump\` version the same as or newer than the server. Encrypt dumps, because they contain all your data.

**Check it works:** dump the library, restore it into \`library_restored\`, and compare \`SELECT count(*)\` for every table in both databases. Record how long the restore took.`,
      quiz: [
        {
          question: 'What are RPO and RTO?',
          answer: 'RPO is the maximum acceptable data loss measured in time; RTO is the maximum acceptable time to restore service.',
          keyPoints: ['RPO data loss', 'RTO downtime'],
        },
        {
          question: 'What does pg_dump not include that you must back up separately?',
          answer: 'Cluster-wide objects such as roles and tablespaces; back them up with pg_dumpall --globals-only.',
          keyPoints: ['roles and tablespaces', 'pg_dumpall globals-only'],
        },
        {
          question: 'What is point-in-time recovery and what does it need?',
          answer: 'Restoring the database to any moment in the past; it needs a physical base backup plus continuously archived WAL files.',
          keyPoints: ['restore to any moment', 'base backup', 'archived WAL'],
        },
        {
          question: 'Why must restores be tested regularly?',
          answer: 'Backups can be silently broken or incomplete, and only a real restore proves they work and shows how long recovery takes compared with the RTO.',
          keyPoints: ['silently broken backups', 'prove it works', 'how long recovery takes'],
        },
      ],
      handsOnTask:
        'Back up the library with pg_dump -Fc and pg_dumpall --globals-only, restore into library_restored, and write a small script that compares row counts for every table. Record the backup size and the restore time.',
      project: 'Adds a tested backup-and-restore procedure to the library project.',
      exercise: 'Restore only the loans table from a custom-format dump using pg_restore -t loans into a scratch database.',
      beginnerTip: 'Put the date in every backup file name and keep several generations. A corruption that went unnoticed for days can poison your only backup.',
      advancedNote:
        'Replicas are not backups: a DROP TABLE replicates in milliseconds. PITR, delayed replicas (recovery_min_apply_delay) or immutable, versioned object storage protect against human error and ransomware.',
    },
    // ---------------------------------------------------------------- Day 26
    {
      topicName: 'Capstone design: an e-commerce order database',
      explanation: `The capstone is **Bazaar**, the database behind an online store: customers, a product catalogue, orders with several items each, and payments. You will design it today, run analytics on it tomorrow and tune it on the day after. Schemas like this come up constantly in interviews and in real jobs.

\`\`\`sql
CREATE TABLE customers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE, name text NOT NULL, city text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE categories (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id bigint NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  price numeric(10,2) NOT NULL CHECK (price >= 0),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0)
);
CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers(id),
  status text NOT NULL DEFAULT 'pending'
         CHECK (status IN ('pending', 'paid', 'shipped', 'delivered', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE order_items (
  order_id   bigint NOT NULL REFERENCES orders(id),
  product_id bigint NOT NULL REFERENCES products(id),
  quantity   integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(10,2) NOT NULL CHECK (unit_price >= 0),   -- price at purchase time
  PRIMARY KEY (order_id, product_id)
);
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id),
  amount numeric(10,2) NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('upi', 'card', 'netbanking', 'cod')),
  paid_at timestamptz NOT NULL DEFAULT now()
);
\`\`\`

Then **seed realistic volumes** with \`generate_series\` and \`random()\`: 5 categories, 1,000 products, 20,000 customers, 300,000 orders spread over two years, and three items per order:

\`\`\`sql
INSERT INTO order_items (order_id, product_id, quantity, unit_price)
SELECT o.id, p.id, 1 + (random() * 3)::int, p.price
FROM orders o
CROSS JOIN generate_series(0, 2) AS k
JOIN products p ON p.id = 1 + (o.id * 37 + k * 101) % 1000;
\`\`\`

**Common mistake:** computing order totals from the product's *current* price. Prices change, and last year's invoice must not change with them. Store \`unit_price\` on \`order_items\` at the moment of purchase. This is deliberate, justified duplication, not a normalization failure.

Other design decisions to write down: why \`status\` is a CHECK list (easy to extend with a migration) rather than free text, and why \`payments\` is a separate table (an order can have a failed attempt followed by a successful one, or be paid in parts).

**Check it works:** draw the ER diagram, load the seed data, and run sanity checks: no order without items, \`SELECT count(*)\` per table, and no \`unit_price\` that is NULL or negative.`,
      quiz: [
        {
          question: 'Why store unit_price on order_items instead of reading products.price?',
          answer: 'Product prices change over time; historical orders must keep the price actually charged, so it is captured at purchase time.',
          keyPoints: ['prices change', 'price at purchase', 'historical accuracy'],
        },
        {
          question: 'Why is payments a separate table rather than columns on orders?',
          answer: 'One order can have several payment attempts or partial payments, a one-to-many relationship that columns on orders cannot represent.',
          keyPoints: ['several payments per order', 'one-to-many relationship'],
        },
        {
          question: 'What does the composite primary key on order_items prevent?',
          answer: 'The same product appearing twice as separate lines in one order; quantity is used instead.',
          keyPoints: ['duplicate product lines', 'use quantity'],
        },
        {
          question: 'How can you generate hundreds of thousands of realistic test rows in PostgreSQL?',
          answer: 'Use INSERT ... SELECT with generate_series and random() to build rows, spreading values such as dates and ids across realistic ranges.',
          keyPoints: ['generate_series rows', 'random() values', 'INSERT SELECT'],
        },
      ],
      handsOnTask:
        'Create the Bazaar schema as migration files, seed 300,000 orders with 900,000 order items, and record row counts and total database size (SELECT pg_size_pretty(pg_database_size(current_database()))). Draw the ER diagram and write a one-page design-decisions note.',
      project: 'Starts the capstone: the Bazaar e-commerce schema with constraints and a realistic seeded dataset.',
      exercise: 'Add an inventory_movements table (product_id, change, reason, created_at) and explain how it differs from updating products.stock directly.',
      beginnerTip: 'Seed a small dataset first (100 orders) and check it by eye, then scale up. Bugs are easier to see in small data.',
      advancedNote:
        'For very high write rates, stock decrements on hot products become lock hotspots; options include conditional UPDATE ... WHERE stock >= qty (atomic), reservation rows with expiry, or sharding stock per warehouse.',
    },
    // ---------------------------------------------------------------- Day 27
    {
      topicName: 'Capstone analytics: revenue, rankings and cohorts',
      explanation: `A database proves its value when it answers business questions. Today you write the reports a Bazaar founder would ask for, using CTEs, aggregates and window functions together. Each query is one a data or backend interviewer could ask you to write live.

**Monthly revenue and average order value (AOV)**, excluding cancelled orders:

\`\`\`sql
WITH order_totals AS (
  SELECT o.id, o.customer_id, o.created_at, sum(oi.quantity * oi.unit_price) AS total
  FROM orders o JOIN order_items oi ON oi.order_id = o.id
  WHERE o.status <> 'cancelled'
  GROUP BY o.id
)
SELECT date_trunc('month', created_at) AS month,
       count(*)              AS orders,
       sum(total)            AS revenue,
       round(avg(total), 2)  AS avg_order_value
FROM order_totals
GROUP BY 1 ORDER BY 1;
\`\`\`

**Top 3 products per category by revenue:**

\`\`\`sql
WITH sales AS (
  SELECT c.name AS category, p.name AS product, sum(oi.quantity * oi.unit_price) AS revenue
  FROM order_items oi
  JOIN orders o     ON o.id = oi.order_id AND o.status <> 'cancelled'
  JOIN products p   ON p.id = oi.product_id
  JOIN categories c ON c.id = p.category_id
  GROUP BY c.name, p.id, p.name
), ranked AS (
  SELECT *, DENSE_RANK() OVER (PARTITION BY category ORDER BY revenue DESC) AS rnk FROM sales
)
SELECT category, product, revenue FROM ranked WHERE rnk <= 3 ORDER BY category, rnk;
\`\`\`

**Repeat-customer rate**, using the \`FILTER\` clause for conditional counts:

\`\`\`sql
SELECT round(100.0 * count(*) FILTER (WHERE n >= 2) / count(*), 1) AS repeat_pct
FROM (SELECT customer_id, count(*) AS n FROM orders
      WHERE status <> 'cancelled' GROUP BY customer_id) t;
\`\`\`

**Cohort retention:** group customers by the month of their first order, then count how many order again in month 1, month 2 and so on. Build it in steps: a \`firsts\` CTE (\`min(created_at)\` per customer), an \`activity\` CTE (months since the first order), and a final pivot with \`count(*) FILTER (WHERE month_n = 1)\`.

**Common mistake:** summing amounts after joining two one-to-many tables. Joining \`orders\` to both \`order_items\` *and* \`payments\` multiplies the rows: an order with 3 items and 2 payments yields 6 rows, so revenue is doubled. Aggregate each child table separately in its own CTE, then join the results.

**Check it works:** cross-check totals. The sum of monthly revenue must equal a single \`sum(quantity * unit_price)\` over all non-cancelled items, and every category should show exactly 3 products (more if there are ties under DENSE_RANK).`,
      quiz: [
        {
          question: 'How do you compute average order value correctly?',
          answer: 'First sum item totals per order (quantity × unit_price grouped by order), then average those order totals; averaging item rows directly gives the wrong number.',
          keyPoints: ['total per order first', 'then average', 'not item rows'],
        },
        {
          question: 'Why does joining orders to both order_items and payments inflate revenue?',
          answer: 'Both are one-to-many, so rows multiply (items × payments per order) and sums are counted several times; aggregate each table separately before joining.',
          keyPoints: ['rows multiply', 'double counting', 'aggregate separately'],
        },
        {
          question: 'What does count(*) FILTER (WHERE ...) do?',
          answer: 'It counts only the rows in the group that satisfy the condition, allowing several conditional counts in one query.',
          keyPoints: ['conditional count', 'rows matching condition'],
        },
        {
          question: 'What is a customer cohort in retention analysis?',
          answer: 'A group of customers defined by when they first ordered (e.g. their first-order month), tracked over the following months to see how many return.',
          keyPoints: ['first order month', 'tracked over time', 'how many return'],
        },
      ],
      handsOnTask:
        'Write four Bazaar reports: monthly revenue with AOV, top 3 products per category, repeat-customer rate, and a cohort table for the last six cohorts with months 0–3. Save them in reports.sql, each with a comment stating the business question and a cross-check.',
      project: 'Adds a business reporting suite to the Bazaar capstone.',
      exercise: 'Compute each city\'s revenue share of the total using sum(...) OVER () and show the top 3 cities.',
      beginnerTip: 'Write the business question as a comment above each query. It keeps you honest about what the numbers mean.',
      advancedNote:
        'Reports like these scan most of the table, so B-tree indexes barely help; pre-aggregate into a daily_sales summary table or materialized view refreshed on a schedule, or move heavy analytics to a columnar store.',
    },
    // ---------------------------------------------------------------- Day 28
    {
      topicName: 'Capstone tuning: workload-driven indexing and pg_stat_statements',
      explanation: `Tuning starts with **evidence about the real workload**, not with guesses. The **pg_stat_statements** extension records every query shape with its call count and timing. Enable it (with Docker: \`postgres -c shared_preload_libraries=pg_stat_statements\`), run \`CREATE EXTENSION pg_stat_statements;\`, exercise the app, then:

\`\`\`sql
SELECT left(query, 60) AS query, calls,
       round(total_exec_time) AS total_ms, round(mean_exec_time, 2) AS mean_ms
FROM pg_stat_statements
ORDER BY total_exec_time DESC LIMIT 10;
\`\`\`

Sort by **total** time. A 2 ms query called a million times costs more than a 2-second report run once a day.

Typical Bazaar findings (measured on 300,000 orders):

\`\`\`sql
-- "My orders" page: Parallel Seq Scan, ~27 ms  ->  ~0.1 ms
CREATE INDEX orders_customer_created_idx ON orders (customer_id, created_at DESC);

-- Ops dashboard "pending for over a day": ~42 ms  ->  ~0.15 ms.
-- A partial index covers only pending rows, so it is tiny (~400 kB vs ~6 MB)
CREATE INDEX orders_pending_idx ON orders (created_at) WHERE status = 'pending';

-- Covering index: lets a product's sales history be an Index Only Scan
CREATE INDEX order_items_product_idx ON order_items (product_id) INCLUDE (quantity, unit_price);
\`\`\`

A **partial index** indexes only the rows matching its WHERE clause, and queries whose conditions imply that clause can use it. A **covering index** (\`INCLUDE\`) stores extra columns in the index, so the query never has to visit the table.

**Not every slow query needs an index.** The monthly revenue report from Day 27 reads nearly every row, and a sequential scan is already the best plan for it. Fix reports like that with a summary table or materialized view refreshed nightly.

**Common mistake:** piling on indexes and never removing them. Each one slows every write and uses memory. Find unused ones with \`SELECT indexrelname, idx_scan FROM pg_stat_user_indexes WHERE idx_scan = 0;\`, and check across a full business cycle before you drop any.

**Check it works:** build a before/after table for your top 5 queries from pg_stat_statements, showing the plan node and execution time of each. Reset the statistics with \`SELECT pg_stat_statements_reset();\` and re-run the workload to confirm the new totals.`,
      quiz: [
        {
          question: 'Why sort pg_stat_statements by total_exec_time rather than mean time?',
          answer: 'Total time reflects overall load: a fast query called very often can cost more in total than a slow query that rarely runs.',
          keyPoints: ['overall load', 'frequent fast queries', 'called very often'],
        },
        {
          question: 'What is a partial index and when is it useful?',
          answer: 'An index over only rows matching a WHERE condition, such as status = \'pending\'; it is small and fast when queries target a small subset of rows.',
          keyPoints: ['only matching rows', 'small index', 'subset queries'],
        },
        {
          question: 'What does INCLUDE add to an index?',
          answer: 'Extra non-key columns stored in the index so queries needing only those columns can use an Index Only Scan without reading the table.',
          keyPoints: ['extra columns', 'Index Only Scan', 'skip table'],
        },
        {
          question: 'Why will an index not speed up a report that aggregates the whole table?',
          answer: 'It must read almost every row anyway, so a sequential scan is cheapest; use summary tables or materialized views instead.',
          keyPoints: ['reads most rows', 'seq scan cheapest', 'summary table'],
        },
      ],
      handsOnTask:
        'Enable pg_stat_statements on the Bazaar database, run a mixed workload script (customer order history, pending orders, product sales, monthly report), and list the top 5 queries by total time. Add targeted indexes and present a before/after table with plans and timings.',
      project: 'Completes the Bazaar capstone with a measured, documented performance-tuning pass.',
      exercise: 'Find any unused or duplicate indexes in Bazaar with pg_stat_user_indexes and explain whether each should be dropped.',
      beginnerTip: 'Record your baseline numbers before changing anything. Without them you cannot prove an improvement.',
      advancedNote:
        'Planner settings such as random_page_cost (lower it to ~1.1 on SSDs), effective_cache_size and work_mem change which plans win; tune them from evidence, and use auto_explain to log plans of slow queries in production.',
    },
    // ---------------------------------------------------------------- Day 29
    {
      topicName: 'PostgreSQL vs MySQL vs SQLite, and managed cloud databases',
      explanation: `Most of what you have learned works in every SQL database, but the dialects differ in ways that break queries when you switch. At a new job you may meet MySQL (very common in web hosting, PHP and WordPress, and at large companies) or SQLite (embedded in phones, browsers and desktop apps, and popular for tests).

| Task | PostgreSQL | MySQL 8 | SQLite |
|---|---|---|---|
| Auto id | \`GENERATED ... AS IDENTITY\` | \`AUTO_INCREMENT\` | \`INTEGER PRIMARY KEY\` |
| Upsert | \`ON CONFLICT ... DO UPDATE\` | \`ON DUPLICATE KEY UPDATE\` | \`ON CONFLICT ... DO UPDATE\` |
| Quote identifiers | \`"name"\` | backticks around the name | \`"name"\` |
| Concatenate | \`a \\|\\| b\` | \`CONCAT(a, b)\` | \`a \\|\\| b\` |
| Return changed rows | \`RETURNING\` | not supported | \`RETURNING\` (3.35+) |
| FULL OUTER JOIN | yes | no (emulate with UNION) | yes (3.39+) |

Three differences cause real bugs:
- **Case sensitivity:** MySQL's default collations compare \`'asha' = 'ASHA'\` as **true**. PostgreSQL says false. A uniqueness rule on email behaves differently in each.
- **\`||\` in MySQL** means logical OR unless \`PIPES_AS_CONCAT\` is enabled, so \`'a' || 'b'\` returns 0 instead of \`'ab'\`.
- **SQLite typing is flexible:** a column declared \`INTEGER\` happily stores \`'hello'\` unless you create the table as \`STRICT\` (3.37+). Constraints you relied on in PostgreSQL may not hold.

**Managed databases** (AWS RDS and Aurora, Google Cloud SQL, Azure Database for PostgreSQL, Neon, Supabase) handle hardware, patching, automated backups with point-in-time recovery, and failover. Most have a free tier or free plan, which is enough for a portfolio project. *You* still own the schema, indexes, queries, roles, connection limits and the bill. Open a managed database to the internet only with strong passwords, SSL (\`sslmode=require\`) and IP allow-lists, or keep it in a private network.

**Common mistake:** assuming tests on SQLite prove that the PostgreSQL app works. Types, locking, upsert details and available functions (\`date_trunc\`, \`ILIKE\` and \`jsonb\` do not exist in SQLite) all differ. Test against the same engine and major version that you run in production.

**Check it works:** run five of your library queries in SQLite (\`sqlite3 library.db\`) after porting the schema, and write down each error or behaviour change you hit, with its fix.`,
      quiz: [
        {
          question: 'How do upserts differ between PostgreSQL and MySQL?',
          answer: 'PostgreSQL (and SQLite) use INSERT ... ON CONFLICT ... DO UPDATE; MySQL uses INSERT ... ON DUPLICATE KEY UPDATE.',
          keyPoints: ['ON CONFLICT', 'ON DUPLICATE KEY UPDATE'],
        },
        {
          question: "Why might WHERE email = 'ASHA@example.com' behave differently in MySQL and PostgreSQL?",
          answer: "MySQL's default collations are case-insensitive, so it matches 'asha@example.com'; PostgreSQL compares case-sensitively.",
          keyPoints: ['case-insensitive collation', 'PostgreSQL case-sensitive'],
        },
        {
          question: 'What is unusual about column types in SQLite?',
          answer: 'SQLite uses flexible type affinity, so a column can store values of other types (e.g. text in an INTEGER column) unless the table is declared STRICT.',
          keyPoints: ['type affinity', 'any type stored', 'STRICT tables'],
        },
        {
          question: 'What does a managed database handle for you, and what remains your job?',
          answer: 'It handles hardware, patching, backups, point-in-time recovery and failover; you still own schema design, indexes, queries, access control and cost.',
          keyPoints: ['backups and patching', 'failover handled', 'you own schema and queries'],
        },
      ],
      handsOnTask:
        'Port the library schema and five queries to SQLite, and if possible to MySQL in Docker (mysql:8). Record every change you had to make in a three-column table: feature, PostgreSQL, other engine.',
      project: 'Documents how the library project would move between PostgreSQL, MySQL and SQLite.',
      exercise: 'Rewrite a FULL OUTER JOIN between members and loans for MySQL using LEFT JOIN, RIGHT JOIN and UNION.',
      beginnerTip: 'When you search for SQL help, include the database name ("postgres window function") because answers differ by engine.',
      advancedNote:
        'MySQL\'s InnoDB stores rows inside the primary-key B-tree (a clustered index), so secondary indexes point to primary-key values and random UUID keys fragment the table; PostgreSQL stores rows in an unordered heap that every index points into.',
    },
    // ---------------------------------------------------------------- Day 30
    {
      topicName: 'Job readiness: SQL interview patterns and your portfolio',
      explanation: `SQL interviews, whether for backend, data or analyst roles, test a small set of **patterns** over and over. You have used every one of them in this course. Practise them until you can write each from a blank screen.

\`\`\`sql
-- 1. Second-highest value (handles ties)
SELECT DISTINCT price FROM products ORDER BY price DESC OFFSET 1 LIMIT 1;

-- 2. Find duplicates
SELECT email, count(*) FROM customers GROUP BY email HAVING count(*) > 1;

-- 3. Delete duplicates, keeping the lowest id
DELETE FROM contacts a USING contacts b
WHERE a.email = b.email AND a.id > b.id;

-- 4. Top N per group: ROW_NUMBER() OVER (PARTITION BY ... ORDER BY ...) in a CTE, then WHERE rn <= N
-- 5. "Has no ...": NOT EXISTS (or LEFT JOIN ... WHERE right.id IS NULL)
-- 6. Running total: sum(x) OVER (ORDER BY date)

-- 7. Gaps and islands: streaks of consecutive order days per customer
WITH days AS (SELECT DISTINCT customer_id, created_at::date AS d FROM orders),
grp AS (
  SELECT customer_id, d,
         d - (ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY d))::int AS island
  FROM days
)
SELECT customer_id, min(d) AS start_day, count(*) AS streak
FROM grp GROUP BY customer_id, island HAVING count(*) >= 3;
\`\`\`

The trick in pattern 7: in a run of consecutive dates, the date minus its row number stays constant, so that difference identifies each run.

**Concept questions to prepare:** INNER vs LEFT JOIN; WHERE vs HAVING; what an index is and what it costs; normalization and when to denormalize; ACID; isolation levels and how to prevent a double booking; why \`NOT IN\` fails with NULLs; how you would find and fix a slow query (pg_stat_statements, then EXPLAIN ANALYZE, then an index or a rewrite).

**Your portfolio:** a GitHub repository with the library and Bazaar projects, containing migrations, seed scripts, \`reports.sql\` with business questions as comments, an ER diagram, and your **before/after tuning table**. Link it on your CV. Keep practising on pgexercises.com, LeetCode's SQL problems or HackerRank.

**Common mistake:** writing code immediately in an interview. First clarify the edge cases aloud: "What about ties? NULLs? Customers with zero orders? Which time zone?" Interviewers score that reasoning as highly as the final query.

**Check it works:** set a 10-minute timer for each of the 7 patterns and write it against Bazaar without notes. Redo any you could not finish the next day.`,
      quiz: [
        {
          question: 'How do you find duplicate emails in a customers table?',
          answer: 'GROUP BY email and keep groups with HAVING count(*) > 1.',
          keyPoints: ['GROUP BY email', 'HAVING count > 1'],
        },
        {
          question: 'How do you get the top 3 rows per group?',
          answer: 'Use ROW_NUMBER() (or RANK/DENSE_RANK for ties) OVER (PARTITION BY group ORDER BY metric DESC) in a CTE or subquery, then filter rn <= 3 in the outer query.',
          keyPoints: ['ROW_NUMBER function', 'PARTITION BY', 'filter outside'],
        },
        {
          question: 'What is the trick behind the gaps-and-islands pattern for consecutive dates?',
          answer: 'Subtract the row number from each date; within a run of consecutive dates the result is constant, so grouping by it identifies each streak.',
          keyPoints: ['date minus row number', 'constant within run', 'group by it'],
        },
        {
          question: 'What should you do before writing a query in an interview?',
          answer: 'Clarify requirements and edge cases aloud, such as ties, NULLs, empty groups and time zones, then write and test the query step by step.',
          keyPoints: ['clarify edge cases', 'ties and NULLs', 'think aloud'],
        },
      ],
      handsOnTask:
        'Solve all seven patterns against the Bazaar data within 10 minutes each, then publish a GitHub repository with both projects, an ER diagram, reports.sql and your tuning table. Ask a friend to run the seed scripts from your README.',
      project: 'Packages the library and Bazaar projects into a job-ready SQL portfolio.',
      exercise: 'Write the query "customers who ordered in each of the last three months" two ways: with GROUP BY/HAVING count(DISTINCT month) = 3 and with INTERSECT.',
      beginnerTip: 'Say your query plan aloud before typing: "first get each customer\'s total, then rank within city, then keep the top one". Interviewers reward clear thinking.',
      advancedNote:
        'Senior interviews add design depth: how to model soft deletes, multi-tenancy (tenant_id plus row-level security vs schema-per-tenant), audit history (temporal tables, triggers or event logs), and when to add read replicas, partitioning or a cache.',
    },
  ],
  advancedDays: [
    // ---------------------------------------------------------------- Advanced 1
    {
      topicName: 'Table partitioning for very large tables',
      explanation: `When a table reaches hundreds of millions of rows (event logs, orders, sensor readings), even good indexes get large, VACUUM takes a long time, and deleting old data becomes expensive. **Declarative partitioning** splits one logical table into child tables (**partitions**) by a key, usually time. Queries and inserts still go to the parent, and PostgreSQL routes rows to the right partition automatically.

\`\`\`sql
CREATE TABLE order_events (
  id         bigint GENERATED ALWAYS AS IDENTITY,
  order_id   bigint NOT NULL,
  kind       text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (id, created_at)          -- must include the partition key
) PARTITION BY RANGE (created_at);

CREATE TABLE order_events_2025_06 PARTITION OF order_events
  FOR VALUES FROM ('2025-06-01') TO ('2025-07-01');
CREATE TABLE order_events_2025_07 PARTITION OF order_events
  FOR VALUES FROM ('2025-07-01') TO ('2025-08-01');
CREATE TABLE order_events_default PARTITION OF order_events DEFAULT;

EXPLAIN SELECT count(*) FROM order_events
WHERE created_at >= '2025-06-10' AND created_at < '2025-06-11';
-- Seq Scan on order_events_2025_06: only one partition is read (partition pruning)
\`\`\`

**Partition pruning** skips partitions that cannot contain matching rows, as long as the query filters on the partition key. **Retention becomes instant**: \`ALTER TABLE order_events DETACH PARTITION order_events_2024_01; DROP TABLE order_events_2024_01;\` replaces a huge \`DELETE\` that would create millions of dead rows. There are three partitioning methods: **RANGE** (time), **LIST** (region, tenant) and **HASH** (spreading rows evenly).

**Common mistakes:** partitioning small tables (under tens of millions of rows the extra planning usually costs more than it saves), and queries that do not filter on the partition key, which must then scan every partition. Also, primary keys and unique constraints must include the partition key, so a rule like "globally unique order_id" cannot be enforced by the partitioned table alone.

**Check it works:** load a few months of events with \`generate_series\` and run \`EXPLAIN\` with and without a \`created_at\` filter. The first plan should touch one partition, the second all of them. Then detach and drop the oldest month and time it.`,
      quiz: [
        {
          question: 'What is partition pruning and what does it require?',
          answer: 'The planner skips partitions that cannot contain matching rows; it requires the query to filter on the partition key.',
          keyPoints: ['skips partitions', 'filter on partition key'],
        },
        {
          question: 'Why is dropping a partition better than DELETE for data retention?',
          answer: 'Dropping a partition is a quick metadata operation, while a large DELETE scans rows, creates many dead tuples and needs vacuuming.',
          keyPoints: ['instant metadata operation', 'no dead tuples', 'avoids vacuum'],
        },
        {
          question: 'What restriction applies to primary keys on partitioned tables?',
          answer: 'Primary keys and unique constraints must include all partition key columns.',
          keyPoints: ['must include partition key'],
        },
      ],
      handsOnTask:
        'Create a monthly range-partitioned order_events table with six partitions plus a default, load 5 million rows, and compare EXPLAIN plans with and without the partition key filter. Time DROP of one partition versus DELETE of a month in an unpartitioned copy.',
      project: 'Adds a partitioned, retention-friendly event log to the Bazaar capstone.',
      exercise: 'Write a function or script that creates next month\'s partition automatically, and explain what happens to rows if it is missing and there is no default partition.',
      beginnerTip: 'Think of partitions as separate filing cabinets for each month. The parent table is the index card that says which cabinet to open.',
      advancedNote:
        'Indexes created on the parent are created on every partition automatically; for big existing tables, create them per partition CONCURRENTLY and then attach them with ALTER INDEX ... ATTACH PARTITION to avoid long locks. The pg_partman extension automates partition creation and retention.',
    },
    // ---------------------------------------------------------------- Advanced 2
    {
      topicName: 'Replication, read replicas and high availability',
      explanation: `A single database server is a single point of failure and has a ceiling on read throughput. **Replication** keeps copies on other servers. PostgreSQL's built-in **streaming replication** ships the write-ahead log (WAL) from the **primary** to **standbys**, which replay it to stay byte-for-byte identical. Standbys can serve read-only queries (hot standby).

\`\`\`bash
# on a new replica server: clone the primary and write standby settings (-R)
pg_basebackup -h primary.internal -U replicator -D /var/lib/postgresql/data -R -X stream
\`\`\`

\`\`\`sql
-- on the primary: who is replicating and how far behind?
SELECT client_addr, state, sync_state, replay_lag FROM pg_stat_replication;
-- on the replica
SELECT pg_is_in_recovery();   -- true
\`\`\`

**Asynchronous** replication (the default) commits on the primary without waiting for the replicas. It is fast, but if the primary dies, the last few transactions may never reach a replica. **Synchronous** replication (\`synchronous_standby_names\`) waits for a standby to confirm each commit. There is no data loss on failover, but every commit pays a network round trip.

**Read replicas** scale reads: point your reporting queries and read-heavy endpoints at them. **High availability** means promoting a standby automatically when the primary fails. Tools such as Patroni do this for self-managed clusters. Managed services provide it as a feature (for example RDS Multi-AZ, where a standby in another availability zone takes over in roughly a minute or two).

**Logical replication** (\`CREATE PUBLICATION\` / \`CREATE SUBSCRIPTION\`) copies row changes for selected tables, even between different major versions. It is used for near-zero-downtime upgrades, for feeding analytics systems, and for change data capture.

**Common mistake:** read-your-own-writes bugs. A user updates their profile (a write to the primary) and the next page loads from a replica that is 200 ms behind, so the old data appears. Route a user's reads to the primary for a short time after they write, or check replay lag before reading sensitive data from a replica.

**Check it works:** run a primary and a replica with Docker, insert on the primary, and read the row on the replica. Confirm that \`pg_is_in_recovery()\` returns true there, and that an \`INSERT\` on the replica fails with *cannot execute INSERT in a read-only transaction*.`,
      quiz: [
        {
          question: 'What is the trade-off between asynchronous and synchronous replication?',
          answer: 'Asynchronous is faster but can lose the latest commits if the primary fails; synchronous waits for a standby to confirm each commit, preventing loss but adding latency.',
          keyPoints: ['async faster', 'may lose commits', 'synchronous adds latency'],
        },
        {
          question: 'What is a read-your-own-writes problem with replicas?',
          answer: 'A user writes to the primary and then reads from a lagging replica, seeing stale data; route their reads to the primary briefly or check lag.',
          keyPoints: ['replica lag', 'stale read after write', 'read from primary'],
        },
        {
          question: 'How does logical replication differ from streaming replication?',
          answer: 'Streaming replication copies the entire cluster\'s WAL physically; logical replication sends row changes for chosen tables and can work across major versions.',
          keyPoints: ['whole cluster physical', 'selected tables', 'across versions'],
        },
      ],
      handsOnTask:
        'Set up a primary and a streaming replica with Docker Compose, verify replication with pg_stat_replication, and demonstrate a read-only error on the replica. Simulate lag by pausing replay (pg_wal_replay_pause()) and show a stale read.',
      project: 'Designs a read-replica and failover plan for the Bazaar database, with reporting moved to a replica.',
      exercise: 'Set up logical replication of the products table from one database to another and show an update arriving.',
      beginnerTip: 'Replicas are copies for reading and for failover. All writes still go to the single primary.',
      advancedNote:
        'Long queries on a hot standby can conflict with WAL replay that removes rows they still need; hot_standby_feedback avoids cancellations at the cost of bloat on the primary, and max_standby_streaming_delay bounds how long replay may wait.',
    },
    // ---------------------------------------------------------------- Advanced 3
    {
      topicName: 'MVCC internals, VACUUM and table bloat',
      explanation: `PostgreSQL lets readers and writers work at the same time without blocking each other by using **multi-version concurrency control (MVCC)**. An \`UPDATE\` never overwrites a row in place. It marks the old version as dead (setting its hidden \`xmax\` to the updating transaction's id) and writes a **new version** whose \`xmin\` is that transaction. Each transaction's snapshot decides which versions it can see.

\`\`\`sql
SELECT xmin, xmax, id, copies FROM books WHERE id = 1;
UPDATE books SET copies = copies + 1 WHERE id = 1;
SELECT xmin, xmax, id, copies FROM books WHERE id = 1;   -- xmin changed: a new row version
\`\`\`

The price is **dead tuples**. Updating every row of the 1,000,000-row loans table roughly doubles its size (in a test, from 72 MB to 145 MB), because every old version is still on disk:

\`\`\`sql
SELECT n_live_tup, n_dead_tup, last_autovacuum
FROM pg_stat_user_tables WHERE relname = 'loans';
\`\`\`

**VACUUM** marks the space of dead tuples as reusable. It does not normally shrink the file: the size stays at 145 MB, but future inserts and updates fill the free space. \`VACUUM FULL\` rewrites the table to its minimum size, but it holds an exclusive lock for the whole time, so on busy tables people use \`pg_repack\` instead. **Autovacuum** runs VACUUM and ANALYZE automatically once a table's dead tuples pass a threshold (by default 20% of the table plus 50 rows).

VACUUM has two other jobs. It updates the **visibility map**, which index-only scans depend on, and it **freezes** old rows so that 32-bit transaction ids can wrap around safely. If freezing falls too far behind, PostgreSQL eventually refuses new writes to protect your data.

**Common mistake:** disabling or starving autovacuum on big, busy tables. With the default 20% scale factor, a 500-million-row table waits for 100 million dead rows before it is vacuumed. Lower it per table: \`ALTER TABLE loans SET (autovacuum_vacuum_scale_factor = 0.02);\`. Also watch for long-running or idle-in-transaction sessions, because they stop VACUUM from removing anything newer than their snapshot.

**Check it works:** with autovacuum disabled on a copy of loans, update every row and record the size and \`n_dead_tup\`. Run \`VACUUM\` and see \`n_dead_tup\` drop to 0 while the size stays the same. Run another full update and the size barely grows, because the freed space is reused.`,
      quiz: [
        {
          question: 'What does an UPDATE physically do under MVCC?',
          answer: 'It writes a new row version and marks the old one dead (xmax set), rather than overwriting the row in place.',
          keyPoints: ['new row version', 'old version dead', 'not in place'],
        },
        {
          question: 'What is the difference between VACUUM and VACUUM FULL?',
          answer: 'VACUUM marks dead-tuple space reusable without blocking normal work but rarely shrinks the file; VACUUM FULL rewrites the table to reclaim disk space but holds an exclusive lock.',
          keyPoints: ['space reusable', 'no shrink', 'FULL rewrites with lock'],
        },
        {
          question: 'Why can a long-running transaction cause table bloat?',
          answer: 'VACUUM cannot remove row versions that an open snapshot might still need, so dead tuples accumulate until that transaction ends.',
          keyPoints: ['old snapshot', 'cannot remove dead rows', 'dead tuples accumulate'],
        },
      ],
      handsOnTask:
        'On a copy of the loans table with autovacuum off, measure size and n_dead_tup before and after a full-table UPDATE, after VACUUM, and after a second UPDATE. Then hold an open transaction in another session and show that VACUUM cannot clean up rows newer than its snapshot.',
      project: 'Adds bloat monitoring and per-table autovacuum settings to the Bazaar database.',
      exercise: 'Query pg_stat_user_tables to list the five tables with the most dead tuples and when each was last autovacuumed.',
      beginnerTip: 'Seeing a table grow after updates is normal in PostgreSQL. The goal is steady reuse of space, not a file that never grows.',
      advancedNote:
        'Heap-only tuple (HOT) updates avoid touching indexes when no indexed column changes and the new version fits on the same page; lowering a table\'s fillfactor (e.g. 90) leaves room for HOT updates on frequently updated tables.',
    },
    // ---------------------------------------------------------------- Advanced 4
    {
      topicName: 'Full-text search and trigram indexes',
      explanation: `\`ILIKE '%dragon%'\` can only match the exact substring. It cannot rank results, does not know that "dragons" and "dragon" are the same word, and without a special index it scans every row. PostgreSQL has two built-in tools that go further.

**Full-text search** turns text into a \`tsvector\` (normalised word stems with positions) and searches it with a \`tsquery\`:

\`\`\`sql
ALTER TABLE books ADD COLUMN search tsvector
  GENERATED ALWAYS AS (
    to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))
  ) STORED;
CREATE INDEX books_search_idx ON books USING gin (search);

SELECT title, ts_rank(search, q) AS rank
FROM books, websearch_to_tsquery('english', 'dragons quest') AS q
WHERE search @@ q
ORDER BY rank DESC LIMIT 10;
\`\`\`

The \`english\` configuration **stems** words ("dragons" becomes "dragon", "running" becomes "run") and drops stop words such as "the". \`websearch_to_tsquery\` understands search-box syntax: quoted phrases, \`or\`, and \`-word\` to exclude a word.

**Trigram search** (the \`pg_trgm\` extension) breaks strings into three-letter pieces. That enables **fuzzy matching** for typos and fast \`ILIKE '%...%'\`:

\`\`\`sql
CREATE EXTENSION pg_trgm;
CREATE INDEX books_title_trgm ON books USING gin (title gin_trgm_ops);

SELECT title, similarity(title, 'hobit') AS score
FROM books WHERE title % 'hobit'          -- similar above the 0.3 threshold
ORDER BY score DESC;                        -- finds "The Hobbit"
\`\`\`

Use full-text search for searching *documents* (descriptions, articles), and trigrams for *names and titles*, where typos and partial matches matter.

**Common mistake:** an index that the query cannot use. If the index is on \`to_tsvector('english', title)\` but the query calls \`to_tsvector(title)\` (which uses the server's default configuration), the expressions differ and PostgreSQL falls back to a full scan. A stored generated column, as above, prevents this: index it and query it directly.

**Check it works:** add descriptions to your books, search for "dragons" and get the book whose description says "dragon", search for "hobit" with trigrams and find *The Hobbit*, and use \`EXPLAIN\` on a large copy of the table to confirm a Bitmap Index Scan on the GIN index.`,
      quiz: [
        {
          question: 'What does stemming do in full-text search?',
          answer: 'It reduces words to a common root, so "dragons" and "dragon" or "running" and "run" match the same search term.',
          keyPoints: ['common root', 'dragons matches dragon'],
        },
        {
          question: 'When would you use pg_trgm instead of full-text search?',
          answer: 'For names and short titles where typos, fuzzy matching or substring ILIKE searches matter; full-text search suits longer documents and ranked word matching.',
          keyPoints: ['typos and fuzzy', 'names and titles', 'substring search'],
        },
        {
          question: 'Why might a full-text GIN index not be used by a query?',
          answer: 'The query expression must match the indexed expression exactly; calling to_tsvector without the same configuration produces a different expression, so the planner cannot use the index; a stored generated column avoids the mismatch.',
          keyPoints: ['expression must match', 'same configuration', 'stored generated column'],
        },
      ],
      handsOnTask:
        'Add descriptions to at least 20 books, create the generated tsvector column with a GIN index, and build a ranked search query. Add a trigram index on titles and show three misspelled searches that still find the right books.',
      project: 'Gives the library catalogue a ranked, typo-tolerant search.',
      exercise: 'Weight title matches above description matches with setweight(to_tsvector(...title), \'A\') || setweight(to_tsvector(...description), \'B\') and compare the rankings.',
      beginnerTip: 'Test each piece in isolation first: SELECT to_tsvector(\'english\', \'The dragons were running\'); shows exactly what gets indexed.',
      advancedNote:
        'PostgreSQL full-text search covers many product needs without extra infrastructure; dedicated engines (OpenSearch, Meilisearch) add typo-tolerant relevance tuning, facets and horizontal scale when search becomes a core feature.',
    },
  ],
};
