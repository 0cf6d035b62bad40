/**
 * Security headers for every response of the shell, all set by helmet. The Content-Security-Policy
 * is built here only (`cspDirectives`; development mode hands in its dev servers as sources, the
 * tests read the header): it allows exactly what the site uses: its own origin, the remotes' origins
 * for what they serve (their entries, chunks and CSS: scripts and styles, nothing else), the
 * configured reviews widget, and the map frame a visitor opens. Every page carries these headers
 * before its first byte of HTML, in the first round trip of a slow connection (decision PF13): no
 * source is listed where nothing comes from it, and no header is sent that no browser still reads.
 * No eval'd script, and no inline script but the early script, by its hash (decision F16), the
 * speculation rules the entry adds (decision PF11), and Google Tag Manager's loader when GTM_CONTAINER_ID is set (decision F39).
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { SPECULATION_RULES_TEXT } from '../../src/navigation/speculation';
import type { ShellConfig } from '../config.server';
import { EARLY_SCRIPT_HASH } from '../render/early-script.server';
import { TAG_MANAGER_ORIGIN, tagManagerMarkup } from '../render/tag-manager.server';

const MAP_FRAME_ORIGINS = ['https://maps.google.com', 'https://www.google.com'];

const originOf = (url: string): string => new URL(url).origin;

/**
 * The entry's speculation rules (JSON, never run; decision PF11), by their hash: Chromium ignores
 * 'inline-speculation-rules' in a policy that lists hashes.
 */
export const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64')}'`;

/** Directives that fall back to `default-src` ('self'): left out when they would say just that. */
const FALLING_BACK = new Set(['img-src', 'font-src', 'connect-src']);

/** The policy's directives, in the order the header lists them. */
export function cspDirectives(
  config: Pick<ShellConfig, 'remotes' | 'reviewsWidget'> & Partial<Pick<ShellConfig, 'tagManagerId'>>,
  devSources: readonly string[] = [],
): Record<string, string[]> {
  // A remote's origin serves scripts (its entry, chunks) and stylesheets (CSS a module not rendered
  // on the server brings), nothing the other directives govern. Development mode's dev servers
  // (any loopback port) also serve hot updates over a socket, and may serve assets.
  const remotes = [...new Set(Object.values(config.remotes).map(originOf)), ...devSources];
  const widget = config.reviewsWidget ? [originOf(config.reviewsWidget.scriptUrl)] : [];
  // Only with a container: its data-layer start by hash, and its origin for gtm.js, its pixel, its requests
  // and the frame it shows browsers without JavaScript (decision F39).
  const gtm = config.tagManagerId ? [TAG_MANAGER_ORIGIN] : [];
  const gtmScript = config.tagManagerId ? [tagManagerMarkup(config.tagManagerId).hash, TAG_MANAGER_ORIGIN] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_SCRIPT_HASH, SPECULATION_RULES_HASH, ...gtmScript, ...remotes, ...widget],
    // Inline <style> carries the critical CSS; a third-party widget may add its own.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...widget],
    'img-src': ["'self'", 'data:', ...devSources, ...widget, ...gtm, ...(widget.length ? ['https:'] : [])],
    'font-src': ["'self'", ...devSources, ...widget],
    'connect-src': ["'self'", ...devSources, ...widget, ...gtm],
    'frame-src': [...MAP_FRAME_ORIGINS, ...widget, ...gtm],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.fromEntries(
    Object.entries(directives).filter(
      ([name, sources]) => !(FALLING_BACK.has(name) && sources.length === 1 && sources[0] === "'self'"),
    ),
  );
}

export function securityHeaders(config: ShellConfig, devSources?: readonly string[]): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, devSources) },
      crossOriginEmbedderPolicy: false,
      // No Cross-Origin-Opener-Policy (decision PF7): the pages hold nothing a cross-origin window
      // could read, and the browsing-context-group switch it forces on every arrival made
      // Lighthouse bill the page's own first parse and layout as blocking time.
      crossOriginOpenerPolicy: false,
      // Remote assets are cross-origin by design; their servers send CORP themselves.
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Headers only browsers long gone read (IE's download prompt and XSS filter, Flash's
      // cross-domain policies; X-Frame-Options, which every browser that knows CSP's
      // frame-ancestors ignores beside it) and a DNS-prefetch switch for pages with links of
      // strangers, which this site has none of: bytes before every first paint, nothing they
      // protect (decision PF13). Origin-Agent-Cluster stays (helmet's default): Firefox 138+ acts on it.
      xFrameOptions: false,
      xDownloadOptions: false,
      xXssProtection: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      next();
    },
  ];
}
