import { describe, expect, it } from 'vitest';
import {
  cssModuleClass,
  PORT_OFFSETS,
  PORT_PLAN_SPAN,
  pathMatchesPattern,
  portPlan,
  remoteByPackage,
  remoteEnvPrefix,
  remoteOwningPath,
  remotes,
  SHELL_CLASS_PREFIX,
  SHELL_PORT,
} from './registry';

describe('remote registry', () => {
  it('has unique names, packages and ports', () => {
    for (const key of ['name', 'packageName', 'port'] as const) {
      expect(new Set(remotes.map((remote) => remote[key])).size).toBe(remotes.length);
    }
  });

  it('gives the shell and every remote a CSS class prefix of its own, one no global class starts with', () => {
    const prefixes = [SHELL_CLASS_PREFIX, ...remotes.map((remote) => remote.classPrefix)];
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(`${prefix}a1_-b`).toMatch(cssModuleClass);
    for (const global of ['btn-call', 'container', 'section', 'active']) expect(global).not.toMatch(cssModuleClass);
  });

  it('knows which remote owns a path, even before its route table is loaded', () => {
    expect(remoteOwningPath('/locksmith-clayton-mo')?.name).toBe('mfe_cities');
    expect(remoteOwningPath('/service-areas')?.name).toBe('mfe_cities');
    expect(remoteOwningPath('/services')?.name).toBe('mfe_services');
    expect(remoteOwningPath('/services/car-lockout')?.name).toBe('mfe_services');
    expect(remoteOwningPath('/reviews')?.name).toBe('mfe_reviews');
    expect(remoteOwningPath('/about')).toBeUndefined();
    expect(remoteOwningPath('/locksmith-')).toBeUndefined();
  });

  it('matches a trailing-star pattern only on a non-empty tail', () => {
    expect(pathMatchesPattern('/services/*', '/services/x')).toBe(true);
    expect(pathMatchesPattern('/services/*', '/services/')).toBe(false);
    expect(pathMatchesPattern('/reviews', '/reviews/x')).toBe(false);
  });

  it('finds a remote by its package name', () => {
    expect(remoteByPackage('mfe-forms')?.name).toBe('mfe_forms');
  });

  it('names a remote’s variables by its package', () => {
    expect(remotes.map(remoteEnvPrefix)).toEqual(['MFE_SERVICES', 'MFE_CITIES', 'MFE_FORMS', 'MFE_REVIEWS']);
  });
});

describe('port plan', () => {
  const flat = (base: number) => {
    const { remotes: remotePorts, ...others } = portPlan(base);
    return [...Object.values(others), ...Object.values(remotePorts)];
  };

  it('gives every part of a system (shell, form-api, the owner inbox, dev and test servers, remotes) a port of its own', () => {
    const ports = flat(SHELL_PORT);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).toHaveLength(Object.keys(PORT_OFFSETS).length + remotes.length);
  });

  it('leaves the next remote’s natural port, and the one after, free', () => {
    const ports = flat(SHELL_PORT);
    const last = Math.max(...remotes.map((remote) => remote.port));
    for (const next of [last + 1, last + 2]) expect(ports, `port ${next}`).not.toContain(next);
  });

  it('keeps the remotes at the base plus 1, 2, … in registry order', () => {
    expect(remotes.map((remote) => remote.port - SHELL_PORT)).toEqual(remotes.map((_, index) => index + 1));
  });

  it('moves as a whole with its base, inside a span that systems side by side never share', () => {
    const base = flat(SHELL_PORT);
    const moved = flat(SHELL_PORT + 1234);
    expect(moved).toEqual(base.map((port) => port + 1234));
    for (const port of base) {
      expect(port).toBeGreaterThanOrEqual(SHELL_PORT);
      expect(port).toBeLessThan(SHELL_PORT + PORT_PLAN_SPAN);
    }
    const neighbour = flat(SHELL_PORT + PORT_PLAN_SPAN);
    expect(base.filter((port) => neighbour.includes(port))).toEqual([]);
  });
});
