/**
 * The only module that reads import.meta.env. The browser sees an explicit allow-list of values;
 * a bad value stops start-up with one message naming every problem.
 */
interface Env {
  API_URL: string;
}

function readEnv(source: ImportMetaEnv): Env {
  const problems: string[] = [];
  const apiUrl = (source.VITE_API_URL ?? '/api').trim().replace(/\/+$/, '');
  if (!apiUrl.startsWith('/') && !/^https?:\/\//.test(apiUrl)) {
    problems.push(`VITE_API_URL must be a path such as /api or an http(s) URL (got "${apiUrl}").`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid web configuration:\n- ${problems.join('\n- ')}`);
  }
  return { API_URL: apiUrl };
}

export const env = readEnv(import.meta.env);
