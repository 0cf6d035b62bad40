/**
 * The one place the shell reaches into the federation runtime's internals (forgetDeployment). These
 * tests pin the runtime behaviour that makes it necessary and the registry it edits: if an upgrade
 * changes either, they fail and decision P7 must be looked at again.
 */
import { createInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { createRemoteInstance, forgetDeployment } from './federation.server';

const registry = () =>
  (globalThis as { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[] } }).__FEDERATION__?.__INSTANCES__ ?? [];

describe('forgetDeployment', () => {
  it('is needed: a container starting under a name already registered joins that instance', () => {
    // What a remote's container does when its entry runs (webpack-bundler-runtime calls init).
    const first = init({ name: 'mfe_fixture_a', remotes: [] });
    const second = init({ name: 'mfe_fixture_a', remotes: [] });
    expect(second).toBe(first);
    forgetDeployment('mfe_fixture_a', null);
  });

  it('removes the remote’s runtime instance and our host instance from the process registry', () => {
    const remoteRuntime = init({ name: 'mfe_fixture_b', remotes: [] });
    const host = createRemoteInstance(
      { name: 'mfe_fixture_b', entry: 'http://127.0.0.1:9/remoteEntry.js', version: 'v1' },
      100,
    );
    expect(registry()).toContain(remoteRuntime);
    expect(registry()).toContain(host);

    forgetDeployment('mfe_fixture_b', host);

    expect(registry()).not.toContain(remoteRuntime);
    expect(registry()).not.toContain(host);
    // The next deployment's container starts a runtime instance of its own.
    const next = init({ name: 'mfe_fixture_b', remotes: [] });
    expect(next).not.toBe(remoteRuntime);
    forgetDeployment('mfe_fixture_b', null);
  });

  it('leaves other remotes alone', () => {
    const other = createInstance({ name: 'mfe_fixture_c', remotes: [] });
    forgetDeployment('mfe_fixture_d', null);
    expect(registry()).toContain(other);
    forgetDeployment('mfe_fixture_c', null);
  });
});
