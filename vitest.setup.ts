import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected console.error is a failed test (React warnings, swallowed errors). A test that
 * expects one mocks console.error itself.
 */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const unexpected = errors;
  vi.restoreAllMocks();
  if (unexpected.length)
    throw new Error(`Unexpected console.error:\n${unexpected.map((args) => args.join(' ')).join('\n')}`);
});
