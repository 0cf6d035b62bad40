/** form-api configuration, validated once at start. */
import { FORM_API_PORT } from 'site-kit';
import { parseEnv, port } from 'site-kit/node';
import { z } from 'zod';

export function loadConfig(env: NodeJS.ProcessEnv) {
  const parsed = parseEnv(
    {
      FORM_API_PORT: port(FORM_API_PORT),
      FORM_API_HOST: z.string().min(1).default('127.0.0.1'),
      DATABASE_PATH: z.string().min(1).default('../data/submissions.db'),
    },
    env,
    'form-api',
  );
  return { port: parsed.FORM_API_PORT, host: parsed.FORM_API_HOST, databasePath: parsed.DATABASE_PATH };
}

export type FormApiConfig = ReturnType<typeof loadConfig>;
