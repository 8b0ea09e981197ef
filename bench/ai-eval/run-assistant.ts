/**
 * The learning assistant on its evaluation sets: npx tsx bench/ai-eval/run-assistant.ts
 * Runs the offline engine, and the configured provider too when AI_PROVIDER (with AI_MODEL, AI_API_KEY,
 * AI_BASE_URL as the server reads them) names one. Prints accuracy per set and every miss.
 */
import path from 'node:path';
import { offlineAssistantReply } from '../../apps/api/src/ai/offline/assistant';
import {
  accuracy,
  evaluateAssistant,
  evaluateHeldOut,
  HELD_OUT_FILE,
  type Ask,
  type SetReport,
} from './assistant-eval';

const offline: Ask = (message, context) =>
  Promise.resolve(offlineAssistantReply({ history: [], message, ...context }));

async function providerAsk(): Promise<Ask | undefined> {
  const name = process.env.AI_PROVIDER;
  if (!name || name === 'offline') return undefined;
  const [{ loadConfig }, { createLanguageModel }, { assistantSystem }, { generateText }] = await Promise.all([
    import('../../apps/api/src/config/env'),
    import('../../apps/api/src/ai/provider'),
    import('../../apps/api/src/ai/prompts/conversation'),
    import('ai'),
  ]);
  const model = createLanguageModel(loadConfig());
  if (!model) return undefined;
  return async (message, context) => {
    const system = assistantSystem(
      context && {
        goal: context.goal,
        level: 'Beginner',
        asOf: context.now.toISOString().slice(0, 10),
        outline: context.outline,
        day: context.day,
      },
      context,
      message,
    );
    const { text } = await generateText({ model, system, messages: [{ role: 'user', content: message }] });
    return text;
  };
}

function print(mode: string, reports: SetReport[], misses = true) {
  for (const set of reports) {
    console.log(
      `${mode} · ${set.name}: ${set.right}/${set.total} right (${accuracy(set).toFixed(1)} %), unrelated passages shown: ${set.unrelatedPassages}`,
    );
    if (misses)
      for (const miss of set.misses)
        console.log(
          `  MISS [${miss.intent}] ${JSON.stringify(miss.question)}: ${miss.why}\n       reply: ${JSON.stringify(miss.reply.slice(0, 160))}`,
        );
  }
}

async function run(mode: 'offline' | 'provider', name: string, ask: Ask) {
  const result = await evaluateAssistant(ask, mode);
  print(name, [result.assistant, result.concepts, result.unknown]);
  console.log(`${name} · tuning figures, by intent:`);
  print(name, Object.values(result.split), false);
  print(name, Object.values(result.added), false);
  // The held-out part is reported on its own, misses included; it is never tuned on.
  const heldOut = await evaluateHeldOut(ask, mode);
  if (heldOut) print(name, Object.values(heldOut));
  else console.log(`${name} · held-out: ${path.relative(process.cwd(), HELD_OUT_FILE)} not written yet`);
}

const started = Date.now();
await run('offline', 'offline', offline);
console.log(`offline engine: ${String(Date.now() - started)} ms for all sets`);
const ask = await providerAsk();
if (ask) await run('provider', `provider ${process.env.AI_PROVIDER ?? ''}`, ask);
else console.log('provider: none configured (set AI_PROVIDER to evaluate one)');
