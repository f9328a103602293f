import type { ChangeBus } from '../../platform/wiring/change-bus';
import type { CachedLink } from './link-cache';

// For the unit tests of the link cache and of what reads through it.

/** A bus shared with other processes (so hits expire), that delivers nothing. */
export const silentCrossProcessBus: ChangeBus = {
  crossProcess: true,
  publish: async () => undefined,
  subscribe: () => () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};

export const cachedLink: CachedLink = {
  id: 'l1',
  workspaceId: 'u1',
  destinationUrl: 'https://example.com/',
  isActive: true,
  expiresAt: null,
  clickCap: null,
  expiredUrl: null,
  forwardQuery: false,
  preview: false,
  passwordStamp: null,
  socialPreview: null,
  targeting: null,
  targetingUntil: null,
};
