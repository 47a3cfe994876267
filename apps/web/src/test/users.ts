import type { SessionUser, UserListItem, UserProfile } from '@crankworks/contract';

/** A customer as the admin's user table lists him; override what a test is about. */
export function aUser(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    _id: crypto.randomUUID(),
    email: 'rider@example.com',
    name: 'Rex Rider',
    role: 'user',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A customer's profile as the API returns it, nothing filled in beyond his name. */
export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: 'u1',
    email: 'rider@example.com',
    username: 'Rex Rider',
    education: '',
    address: '',
    phone: '',
    role: 'user',
    ...overrides,
  };
}

/** better-auth's answer to `GET /api/auth/get-session` for a signed-in customer (or whom `user` says). */
export function aSessionAnswer(user: Partial<SessionUser> = {}) {
  return {
    session: {},
    user: { id: 'u1', email: 'rider@example.com', name: 'Rider', role: 'user', ...user },
  };
}
