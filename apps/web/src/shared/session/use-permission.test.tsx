import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeCurrentUser } from './session-fixtures';
import { useSessionStore } from './session-store';
import { usePermission } from './use-permission';

const IN_AN_HOUR = Date.now() + 3_600_000;

afterEach(() => useSessionStore.setState({ currentUser: null }));

describe('usePermission', () => {
  it("follows the signed-in user's role: a manager updates the restaurant, staff does not", () => {
    useSessionStore.setState({ currentUser: fakeCurrentUser(IN_AN_HOUR, 'manager') });
    const { result, rerender } = renderHook(() => usePermission('update:restaurant'));
    expect(result.current).toBe(true);

    act(() => useSessionStore.setState({ currentUser: fakeCurrentUser(IN_AN_HOUR, 'staff') }));
    rerender();
    expect(result.current).toBe(false);
  });

  it('grants billing to the owner only', () => {
    useSessionStore.setState({ currentUser: fakeCurrentUser(IN_AN_HOUR, 'manager') });
    expect(renderHook(() => usePermission('read:subscription')).result.current).toBe(false);
    useSessionStore.setState({ currentUser: fakeCurrentUser(IN_AN_HOUR, 'owner') });
    expect(renderHook(() => usePermission('read:subscription')).result.current).toBe(true);
  });

  it('grants nothing to nobody, nor to a user whose token has expired', () => {
    expect(renderHook(() => usePermission('read:profile:own')).result.current).toBe(false);
    useSessionStore.setState({ currentUser: fakeCurrentUser(Date.now() - 1000, 'owner') });
    expect(renderHook(() => usePermission('read:profile:own')).result.current).toBe(false);
  });
});
