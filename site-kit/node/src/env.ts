/**
 * Environment parsing shared by every server: each one validates its variables once at start
 * and exits with a clear message on a bad value.
 */
import { z } from 'zod';

export function parseEnv<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv = process.env,
  program = 'server',
): z.infer<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`${program}: invalid configuration\n${problems}`);
  }
  return result.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Exit with the message (no stack) when configuration is bad; rethrow anything else. */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

export const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

export const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
