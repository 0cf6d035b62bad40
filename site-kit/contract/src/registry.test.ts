import { describe, expect, it } from 'vitest';
import {
  FORM_API_PORT,
  OWNER_PORT,
  pathMatchesPattern,
  remoteByPackage,
  remoteOwningPath,
  remotes,
  SHELL_PORT,
} from './registry';

describe('remote registry', () => {
  it('has unique names, packages and ports', () => {
    for (const key of ['name', 'packageName', 'port'] as const) {
      expect(new Set(remotes.map((remote) => remote[key])).size).toBe(remotes.length);
    }
  });

  it('gives the shell, form-api, the owner inbox and every remote a port of its own', () => {
    const servers = [SHELL_PORT, FORM_API_PORT, OWNER_PORT, ...remotes.map((remote) => remote.port)];
    expect(new Set(servers).size).toBe(servers.length);
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
});
