/**
 * The learning assistant on its evaluation sets: npx tsx bench/ai-eval/run-assistant.ts
 * Runs the offline engine, and the configured provider too when AI_PROVIDER (with AI_MODEL, AI_API_KEY,
 * AI_BASE_URL as the server reads them) names one. Prints accuracy per set and every miss.
 */
import { offlineAssistantReply } from '../../apps/api/src/ai/offline/assistant';
import { accuracy, evaluateAssistant, type Ask, type SetReport } from './assistant-eval';

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

function print(mode: string, reports: SetReport[]) {
  for (const set of reports) {
    console.log(
      `${mode} · ${set.name}: ${set.right}/${set.total} right (${accuracy(set).toFixed(1)} %), unrelated passages shown: ${set.unrelatedPassages}`,
    );
    for (const miss of set.misses)
      console.log(
        `  MISS [${miss.intent}] ${JSON.stringify(miss.question)}: ${miss.why}\n       reply: ${JSON.stringify(miss.reply.slice(0, 160))}`,
      );
  }
}

const started = Date.now();
const result = await evaluateAssistant(offline, 'offline');
print('offline', [result.assistant, result.concepts, result.unknown]);
console.log(`offline engine: ${String(Date.now() - started)} ms for all sets`);
const ask = await providerAsk();
if (ask) {
  const remote = await evaluateAssistant(ask, 'provider');
  print(`provider ${process.env.AI_PROVIDER ?? ''}`, [remote.assistant, remote.concepts, remote.unknown]);
} else console.log('provider: none configured (set AI_PROVIDER to evaluate one)');
