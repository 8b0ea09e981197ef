import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyTurn, type TurnKind } from '../../apps/api/src/ai/offline/turns';

export interface TurnCase {
  message: string;
  question: string | null;
  kind: TurnKind;
  language: 'english' | 'hinglish' | 'hindi';
}

export interface ClassifiedTurn extends TurnCase {
  got: TurnKind;
}

/**
 * The tuning set (turns.json and turns-tuning-3.json, written from other angles), or the held-out one
 * (held-out/turns.json), which is never tuned on.
 */
export function loadTurnCases(part: 'tuning' | 'held-out'): TurnCase[] {
  const files = part === 'tuning' ? ['turns.json', 'turns-tuning-3.json'] : ['held-out/turns.json'];
  return files
    .map((file) => path.join(import.meta.dirname, file))
    .filter((file) => part === 'held-out' || existsSync(file))
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { cases: TurnCase[] }).cases);
}

export const classifyCases = (cases: readonly TurnCase[]): ClassifiedTurn[] =>
  cases.map((entry) => ({ ...entry, got: classifyTurn(entry.message, entry.question !== null) }));

export const shareRight = (cases: readonly ClassifiedTurn[]) =>
  cases.length === 0 ? 0 : cases.filter((entry) => entry.got === entry.kind).length / cases.length;
