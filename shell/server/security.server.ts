/**
 * Security headers for every response of the shell. The Content-Security-Policy allows exactly what
 * the site uses: its own origin, the remotes' origins (their entries, chunks and CSS), the configured
 * reviews widget, and the map frame a visitor opens. No eval'd script, and no inline script but the
 * early script, by its hash (decision F16), and the speculation rules the entry adds.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { SPECULATION_RULES_TEXT } from '../src/navigation/speculation';
import type { ShellConfig } from './config.server';
import { EARLY_SCRIPT_HASH } from './early-script.server';

const MAP_FRAME_ORIGINS = ['https://maps.google.com', 'https://www.google.com'];

const originOf = (url: string): string => new URL(url).origin;

/**
 * The entry's speculation rules (JSON, never run; decision PF11), by their hash: Chromium ignores
 * 'inline-speculation-rules' in a policy that lists hashes.
 */
export const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64')}'`;

export function contentSecurityPolicy(
  config: Pick<ShellConfig, 'remotes' | 'reviewsWidget'>,
  devSources: readonly string[] = [],
): string {
  // Development mode adds its dev servers (any loopback port) as if they were remotes.
  const remotes = [...new Set(Object.values(config.remotes).map(originOf)), ...devSources];
  const widget = config.reviewsWidget ? [originOf(config.reviewsWidget.scriptUrl)] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_SCRIPT_HASH, SPECULATION_RULES_HASH, ...remotes, ...widget],
    // Inline <style> carries the critical CSS; a third-party widget may add its own.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...widget],
    'img-src': ["'self'", 'data:', ...remotes, ...widget, ...(widget.length ? ['https:'] : [])],
    'font-src': ["'self'", ...remotes, ...widget],
    'connect-src': ["'self'", ...remotes, ...widget],
    'frame-src': [...MAP_FRAME_ORIGINS, ...widget],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: ShellConfig, devSources?: readonly string[]): RequestHandler[] {
  const csp = contentSecurityPolicy(config, devSources);
  return [
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // No Cross-Origin-Opener-Policy (decision PF7): the pages hold nothing a cross-origin window
      // could read, and the browsing-context-group switch it forces on every arrival made
      // Lighthouse bill the page's own first parse and layout as blocking time.
      crossOriginOpenerPolicy: false,
      // Remote assets are cross-origin by design; their servers send CORP themselves.
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      next();
    },
  ];
}
