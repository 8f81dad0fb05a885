import { describe, expect, it } from 'vitest';
import { assignableRoles, canDisableUser, canManageUser, canSeeWages } from './user-permissions';

describe('user permissions in the UI', () => {
  it('offers each role the roles at or below its own, never admin', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'manager', 'staff']);
    expect(assignableRoles('manager')).toEqual(['manager', 'staff']);
    expect(assignableRoles('staff')).toEqual(['staff']);
    expect(assignableRoles('admin')).toEqual(['owner', 'manager', 'staff']);
  });

  it('lets owners manage everyone, managers up to managers, staff nobody', () => {
    const owner = { id: 1, role: 'owner' as const };
    const manager = { id: 2, role: 'manager' as const };
    const staff = { id: 3, role: 'staff' as const };
    expect(canManageUser(owner, { role: 'owner' })).toBe(true);
    expect(canManageUser(manager, { role: 'owner' })).toBe(false);
    expect(canManageUser(manager, { role: 'manager' })).toBe(true);
    expect(canManageUser(staff, { role: 'staff' })).toBe(false);
    expect(canDisableUser(owner, { id: 1, role: 'owner' })).toBe(false);
    expect(canDisableUser(owner, { id: 3, role: 'staff' })).toBe(true);
  });

  it('shows wages to owners only', () => {
    expect(canSeeWages({ role: 'owner' })).toBe(true);
    expect(canSeeWages({ role: 'manager' })).toBe(false);
    expect(canSeeWages({ role: 'staff' })).toBe(false);
  });
});
