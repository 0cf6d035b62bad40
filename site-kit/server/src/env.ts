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

export const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** SITE_URL, the same variable and default for every server: the site's canonical origin. */
export const siteUrlVariable = httpUrl.default(`https://${business.domain}`);

/** A whole number written as digits only: 'five', '-1', '2.5' and an empty value are errors. */
export const wholeNumber = z.string().regex(/^\d+$/, 'must be a whole number written in digits').transform(Number);

/** A number written as digits with an optional fraction ('0.15'); words, signs and '' are errors. */
const decimalNumber = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a number written in digits')
  .transform(Number);

interface CountBounds {
  min?: number;
  max?: number;
  /** Whether a fraction is a valid value ('0.15' minutes). */
  fractions?: boolean;
}

/**
 * A count read from a variable, or the default when unset, within bounds. Every numeric variable
 * of every server is read with it, never `Number()` or `z.coerce`: they read '' as 0 (an empty
 * `EMERGENCY_REMINDER_MINUTES` once meant "no reminders") and 'five' as NaN, which a prune once
 * took as "keep nothing".
 */
export const count = (
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER, fractions = false }: CountBounds = {},
) =>
  (fractions ? decimalNumber : wholeNumber)
    .optional()
    .transform((value) => value ?? fallback)
    .pipe(z.number().min(min).max(max));

export const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

export const port = (fallback: number) => count(fallback, { min: 1, max: 65_535 });
