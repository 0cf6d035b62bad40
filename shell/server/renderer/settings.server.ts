/**
 * What a renderer process is told when the gate starts it (issue 33, point 5): everything it needs
 * and nothing else, as one JSON variable, `RENDERER_SETTINGS`. A renderer runs the sections' code
 * (their server builds render its pages), so it is started with this explicit environment alone:
 * no OWNER_TOKEN, no PREVIEW_SECRET, no page-proof key, nothing of form-api's. The gate builds these
 * settings from its own configuration (`rendererSettings`); the renderer validates them once at
 * start, like every server's environment.
 */
import { type RemoteName, remoteNames, VERSION_PATTERN } from '@site-kit/contract';
import { z } from 'zod';
import type { ShellConfig } from '../config.server';
import { type Withdrawal, withdrawalSchema } from '../remotes/version-check/withdrawal.server';

export const RENDERER_SETTINGS_VARIABLE = 'RENDERER_SETTINGS';

export const rendererSettingsSchema = z
  .object({
    /** What this renderer serves: the live site, a preview of one version, a development override. */
    role: z.enum(['live', 'preview', 'override']),
    siteUrl: z.string().url(),
    remotes: z.record(z.enum(remoteNames), z.string().url()),
    pins: z.partialRecord(z.enum(remoteNames), z.string().regex(VERSION_PATTERN)),
    pollMs: z.number().int().positive(),
    timeoutMs: z.number().int().positive(),
    htmlCacheEntries: z.number().int().min(0),
    logLevel: z.string(),
    reviewsWidget: z.object({ scriptUrl: z.string().url(), widgetId: z.string() }).nullable(),
    tagManagerId: z.string().nullable(),
    renderFaultPath: z.string().nullable(),
    preview: z.object({ remote: z.enum(remoteNames), version: z.string().regex(VERSION_PATTERN) }).nullable(),
    /** The shell's build (`dist/`): its server bundle and its browser build's manifest and CSS. */
    distDir: z.string(),
    /** Versions the fleet has withdrawn, so none of them goes live here on its first poll. */
    withdrawn: z.array(withdrawalSchema),
    /** Development mode: the shell's browser build is read again when it changes. */
    development: z.boolean(),
    /**
     * Asked of every request (`x-renderer-key`): the renderer listens on loopback, and only its gate
     * may ask it for pages (with the page proof the gate signed).
     */
    key: z.string().min(32),
  })
  .strict();
export type RendererSettings = z.infer<typeof rendererSettingsSchema>;
/** A renderer's settings as the gate decides them; the process that starts it adds its key. */
export type RendererPlan = Omit<RendererSettings, 'key'>;

/** The settings of a renderer of this gate: `role` and what differs from the live site. */
export function rendererSettings(
  config: ShellConfig,
  {
    role,
    remotes = {},
    preview = null,
    withdrawn = [],
  }: {
    role: RendererSettings['role'];
    /** Origins that differ from the configuration's (a development override). */
    remotes?: Partial<Record<RemoteName, string>>;
    preview?: RendererSettings['preview'];
    withdrawn?: Withdrawal[];
  },
): RendererPlan {
  return {
    role,
    siteUrl: config.siteUrl,
    remotes: { ...config.remotes, ...remotes },
    // A preview pins the previewed remote to its version, whatever the configuration pins.
    pins: preview ? { ...config.remotePins, [preview.remote]: preview.version } : config.remotePins,
    pollMs: config.remotePollMs,
    timeoutMs: config.remoteTimeoutMs,
    // A preview renders every request afresh: it is one browser's, and its version is not the site's.
    htmlCacheEntries: preview ? 0 : config.htmlCacheEntries,
    logLevel: config.logLevel,
    reviewsWidget: config.reviewsWidget,
    tagManagerId: config.tagManagerId,
    renderFaultPath: config.renderFaultPath,
    preview,
    distDir: config.distDir,
    withdrawn,
    development: process.env.NODE_ENV === 'development',
  };
}

/** The renderer's settings from its environment; throws naming what is wrong. */
export function readRendererSettings(env: NodeJS.ProcessEnv): RendererSettings {
  const raw = env[RENDERER_SETTINGS_VARIABLE];
  if (!raw) throw new Error(`${RENDERER_SETTINGS_VARIABLE} is not set: a renderer is started by the shell's gate`);
  const parsed = rendererSettingsSchema.safeParse(JSON.parse(raw));
  if (!parsed.success)
    throw new Error(
      `${RENDERER_SETTINGS_VARIABLE}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}
