/**
 * Withdrawals in the manager (decision P43): a version taken out of service after it went live, the
 * version before it served again, and what the pointer can and cannot do about it afterwards.
 */
import { describe, expect, it } from 'vitest';
import { REMOTE, setUp } from './remote-manager.fixture';
import { healthOf, isUp, servedVersion } from './remotes-snapshot.server';

describe('withdrawn versions', () => {
  it('withdraw: the previous version serves again, the pointer is untouched, the version is held until the pointer moves', async () => {
    const fixture = await setUp();
    const { origin, manager } = fixture;
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({
      version: '0000000000000002',
      previous: '0000000000000001',
    });

    const withdrawal = {
      remote: REMOTE,
      version: '0000000000000002',
      since: origin.since,
      previous: '0000000000000001',
      reason: '12 client errors from 5 page loads',
    } as const;
    expect(await manager.withdraw(withdrawal)).toBe(true);
    // Told again (another shell's decision, read back from the store): nothing changes.
    expect(await manager.withdraw(withdrawal)).toBe(false);

    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({
      status: 'up',
      version: '0000000000000001',
      previous: null,
      refused: { kind: 'withdrawn', version: '0000000000000002', reason: '12 client errors from 5 page loads' },
    });
    // The previous version was loaded afresh, after the withdrawn one left the federation registry.
    expect(fixture.opened).toEqual(['0000000000000001', '0000000000000002', '0000000000000001']);
    expect(fixture.retired).toEqual(['0000000000000001', '0000000000000002']);
    expect(fixture.changes).toEqual([REMOTE, REMOTE]);
    expect(origin.pointer).toBe('0000000000000002');

    // The pointer still names it: not checked, not served.
    await manager.refresh(REMOTE);
    expect(servedVersion(manager.snapshot, REMOTE)).toBe('0000000000000001');
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002']);

    // A new deploy is checked and goes live; promoting the withdrawn version again checks it afresh.
    origin.pointer = '0000000000000003';
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ version: '0000000000000003', refused: null });
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002', '0000000000000003', '0000000000000002']);
    expect(servedVersion(manager.snapshot, REMOTE)).toBe('0000000000000002');
  });

  it('a withdrawn version promoted again (the pointer written anew) is checked afresh; a new live version is announced', async () => {
    const fixture = await setUp();
    const { origin, manager } = fixture;
    const announced: [string, string, string | null][] = [];
    manager.on('live', (name, version, previous) => announced.push([name, version, previous]));
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(announced).toEqual([[REMOTE, '0000000000000002', '0000000000000001']]);
    await manager.withdraw({
      remote: REMOTE,
      version: '0000000000000002',
      since: origin.since,
      previous: '0000000000000001',
      reason: 'breaks browsers',
    });
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002']);

    origin.since = '2026-11-25T01:00:00.000Z';
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002', '0000000000000002']);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ version: '0000000000000002', refused: null });
    // The version served again after the withdrawal was not announced as new.
    expect(announced).toEqual([
      [REMOTE, '0000000000000002', '0000000000000001'],
      [REMOTE, '0000000000000002', '0000000000000001'],
    ]);
  });

  it('withdrawing the only version leaves the remote down until the pointer moves', async () => {
    const { origin, manager } = await setUp();
    expect(
      await manager.withdraw({
        remote: REMOTE,
        version: '0000000000000001',
        since: origin.since,
        previous: null,
        reason: 'breaks browsers',
      }),
    ).toBe(true);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'down', version: null });
    await manager.refresh(REMOTE);
    expect(isUp(manager.snapshot, REMOTE)).toBe(false);
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'up', version: '0000000000000002' });
  });
});
