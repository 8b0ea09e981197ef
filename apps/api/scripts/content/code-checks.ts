import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import ts from 'typescript';

export interface LocatedBlock {
  file: string;
  /** Line of the opening fence in the file. */
  line: number;
  lang: string;
  code: string;
}

export interface BlockError {
  block: LocatedBlock;
  /** Line within the file, when the parser says where. */
  line: number;
  message: string;
}

const SCRIPT_EXTENSION: Record<string, string> = {
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
};
export const SCRIPT_LANGS = new Set(Object.keys(SCRIPT_EXTENSION));
export const PYTHON_LANGS = new Set(['python', 'py']);
export const SQL_LANGS = new Set(['sql']);

/** Syntax only (no type checking): the TypeScript parser reports what a reader would hit pasting the block. */
export function checkScripts(blocks: LocatedBlock[]): BlockError[] {
  return blocks.flatMap((block) => {
    const fileName = `block.${SCRIPT_EXTENSION[block.lang] ?? 'ts'}`;
    const { diagnostics = [] } = ts.transpileModule(block.code, {
      fileName,
      reportDiagnostics: true,
      compilerOptions: {
        jsx: ts.JsxEmit.Preserve,
        target: ts.ScriptTarget.ESNext,
        module: ts.ModuleKind.ESNext,
      },
    });
    return diagnostics.slice(0, 3).map((diagnostic) => {
      const position =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
          : 0;
      return {
        block,
        line: block.line + 1 + position,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
      };
    });
  });
}

const PYTHON_CHECK = `
import ast, json, sys
errors = []
for index, code in enumerate(json.load(sys.stdin)):
    try:
        ast.parse(code)
    except SyntaxError as error:
        errors.append({"index": index, "line": error.lineno or 0, "message": error.msg})
json.dump(errors, sys.stdout)
`;

/** All Python blocks in one python3 process (ast.parse: syntax only, nothing runs). */
export function checkPython(blocks: LocatedBlock[]): BlockError[] | 'python3 not found' {
  if (blocks.length === 0) return [];
  // PYTHON picks another interpreter (syntax newer than the default python3 parses only on a newer Python).
  const run = spawnSync(process.env.PYTHON ?? 'python3', ['-c', PYTHON_CHECK], {
    input: JSON.stringify(blocks.map((block) => block.code)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    if (run.error && 'code' in run.error && run.error.code === 'ENOENT') return 'python3 not found';
    throw new Error(`python3 failed: ${run.error?.message ?? run.stderr}`);
  }
  const errors = JSON.parse(run.stdout) as { index: number; line: number; message: string }[];
  return errors.flatMap(({ index, line, message }) => {
    const block = blocks[index];
    return block ? [{ block, line: block.line + Math.max(line, 1), message }] : [];
  });
}

/**
 * The SQL blocks of each lesson run in order on one embedded PostgreSQL, each lesson on an empty public
 * schema (one database for the whole run: starting PGlite per lesson would cost about a second each).
 */
export async function checkSql(lessons: LocatedBlock[][]): Promise<BlockError[]> {
  const withSql = lessons.filter((blocks) => blocks.length > 0);
  if (withSql.length === 0) return [];
  const db = await PGlite.create();
  const errors: BlockError[] = [];
  try {
    for (const blocks of withSql) {
      for (const block of blocks) {
        try {
          await db.exec(block.code);
        } catch (error) {
          errors.push({
            block,
            line: block.line,
            message: error instanceof Error ? error.message : String(error),
          });
          break; // Later blocks usually depend on this one: one error per lesson is the useful one.
        }
      }
      await db.exec('ROLLBACK').catch(() => undefined);
      await db.exec('RESET ALL; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    }
  } finally {
    await db.close();
  }
  return errors;
}
