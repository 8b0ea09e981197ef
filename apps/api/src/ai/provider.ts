import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config } from '../config/env';

const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  google: 'gemini-2.0-flash',
  'openai-compatible': 'llama3.1',
} as const;

/** The configured chat model, or null for the offline engine. Features never call this directly. */
export function createLanguageModel(
  config: Pick<Config, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL'>,
): LanguageModel | null {
  const provider = config.AI_PROVIDER;
  if (provider === 'offline') return null;
  const model = config.AI_MODEL ?? DEFAULT_MODELS[provider];
  const options = {
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    ...(config.AI_BASE_URL ? { baseURL: config.AI_BASE_URL } : {}),
  };
  switch (provider) {
    case 'openai':
      return createOpenAI(options).chat(model);
    case 'openai-compatible':
      // Ollama, vLLM, llama.cpp server, LM Studio and Groq speak Chat Completions; many ignore the key.
      return createOpenAI({ ...options, apiKey: config.AI_API_KEY ?? 'not-needed' }).chat(model);
    case 'anthropic':
      return createAnthropic(options)(model);
    case 'google':
      return createGoogleGenerativeAI(options)(model);
  }
}
