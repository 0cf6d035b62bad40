/**
 * Environment parsing shared by every server: each one validates its variables once at start
 * and exits with a clear message on a bad value.
 */
import { business } from '@site-kit/brand';
import { z } from 'zod';

/**
 * Parse the variables `shape` names. `variables` reads a key from a variable of another name (a
 * remote's own variables carry its prefix: `{ ORIGIN_PORT: 'MFE_CITIES_PORT' }`); every problem
 * is reported under the variable's real name, all in one error.
 */
export function parseEnv<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv = process.env,
  program = 'server',
  variables: Partial<Record<keyof Shape, string>> = {},
): z.infer<z.ZodObject<Shape>> {
  const variable = (key: PropertyKey): string => variables[key as keyof Shape] ?? String(key);
  const input = Object.fromEntries(Object.keys(shape).map((key) => [key, env[variable(key)]]));
  const result = z.object(shape).safeParse(input);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${[variable(issue.path[0] ?? ''), ...issue.path.slice(1)].join('.')}: ${issue.message}`)
      .join('\n');
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

/** SITE_URL, the same variable and default for every server: the site's canonical origin. */
export const siteUrlVariable = httpUrl.default(`https://${business.domain}`);

/** A whole number written as digits only: 'five', '-1', '2.5' and an empty value are errors. */
export const wholeNumber = z.string().regex(/^\d+$/, 'must be a whole number written in digits').transform(Number);

/**
 * A count read from a variable, or the default when unset. Never `Number()`: it reads '' as 0 and
 * 'five' as NaN, which a prune once took as "keep nothing".
 */
export const count = (fallback: number) => wholeNumber.optional().transform((value) => value ?? fallback);

export const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
