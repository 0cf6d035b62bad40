/**
 * A withdrawal: a version taken out of service after it went live (decision P43). The fleet's watch
 * decides it (gate/watch.server.ts), the shared store keeps it, and every renderer holds the version
 * back while the pointer names it as it did (version-gate.server.ts).
 */
import { remoteNames, VERSION_PATTERN } from '@site-kit/contract';
import { z } from 'zod';

/** A version the fleet withdrew (decision P43): held back while the pointer names it as it did. */
export const withdrawalSchema = z.object({
  remote: z.enum(remoteNames),
  version: z.string().regex(VERSION_PATTERN),
  /** The pointer's `since` when it was withdrawn (null: a pinned or plain-layout version). */
  since: z.string().nullable(),
  /** The version that served before it, loaded again in its place. */
  previous: z.string().regex(VERSION_PATTERN).nullable(),
  reason: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
