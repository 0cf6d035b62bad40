/**
 * The one place the shell reaches into the federation runtime's internals (forgetLiveVersion). These
 * tests pin the runtime behaviour that makes it necessary and the two process-wide tables it edits
 * (`__INSTANCES__`, `__SHARE__`): if an upgrade changes any of them, they fail and decision P7 must be
 * looked at again.
 */
import { createInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { createRemoteInstance, forgetLiveVersion } from './federation.server';

type FederationGlobal = { __INSTANCES__?: ModuleFederation[]; __SHARE__?: Record<string, unknown> };
const federation = () => (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
const registry = () => federation()?.__INSTANCES__ ?? [];
const shareScopes = () => federation()?.__SHARE__ ?? {};

describe('forgetLiveVersion', () => {
  it('is needed: a container starting under a name already registered joins that instance', () => {
    // What a remote's container does when its entry runs (webpack-bundler-runtime calls init).
    const first = init({ name: 'mfe_fixture_a', remotes: [] });
    const second = init({ name: 'mfe_fixture_a', remotes: [] });
    expect(second).toBe(first);
    forgetLiveVersion('mfe_fixture_a', null);
  });

  it('removes the remote’s runtime instance and our host instance from the process registry', () => {
    const remoteRuntime = init({ name: 'mfe_fixture_b', remotes: [] });
    const host = createRemoteInstance(
      { name: 'mfe_fixture_b', entry: 'http://127.0.0.1:9/remoteEntry.js', version: 'v1' },
      100,
    );
    expect(registry()).toContain(remoteRuntime);
    expect(registry()).toContain(host);

    forgetLiveVersion('mfe_fixture_b', host);

    expect(registry()).not.toContain(remoteRuntime);
    expect(registry()).not.toContain(host);
    // The next deployment's container starts a runtime instance of its own.
    const next = init({ name: 'mfe_fixture_b', remotes: [] });
    expect(next).not.toBe(remoteRuntime);
    forgetLiveVersion('mfe_fixture_b', null);
  });

  it('drops the share scope the runtime keeps process-wide under our host instance’s name', () => {
    const host = createRemoteInstance(
      { name: 'mfe_fixture_e', entry: 'http://127.0.0.1:9/remoteEntry.js', version: 'v1' },
      100,
    );
    // Where the runtime keeps it: without the deletion every live version's scope (holding the
    // shell's React and router modules) would stay for the life of the process.
    expect(shareScopes()[host.name]).toBe(host.shareScopeMap);
    expect(Object.keys(host.shareScopeMap)).toContain('default');

    forgetLiveVersion('mfe_fixture_e', host);

    expect(Object.keys(shareScopes())).not.toContain(host.name);
  });

  it('leaves other remotes alone', () => {
    const other = createInstance({ name: 'mfe_fixture_c', remotes: [] });
    forgetLiveVersion('mfe_fixture_d', null);
    expect(registry()).toContain(other);
    forgetLiveVersion('mfe_fixture_c', null);
  });
});
