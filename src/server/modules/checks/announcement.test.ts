import { describe, expect, it } from 'vitest';
import type { CheckState } from '../../../shared/checks';
import { afterCheck, heldState, type AnnouncedState } from './announcement';

/** Feeds checks in order; returns what was announced ("from>to") and the final state. */
function run(
  states: CheckState[],
  start: AnnouncedState = { state: null, pendingState: null, pendingCount: 0 },
) {
  let current = start;
  const told: string[] = [];
  for (const observed of states) {
    const { next, announce } = afterCheck(current, observed);
    if (announce) told.push(`${announce.from ?? 'none'}>${announce.to}`);
    current = next;
  }
  return { told, state: current.state };
}

describe('afterCheck', () => {
  it.each<[string, CheckState[], string[], CheckState | null]>([
    ['the first confirmed up is not news', ['up', 'up'], [], 'up'],
    ['one check is not a state', ['up'], [], null],
    ['a first confirmed block is told', ['blocked', 'blocked'], ['none>blocked'], 'blocked'],
    ['down after up, twice: told once', ['up', 'up', 'down', 'down', 'down', 'down'], ['up>down'], 'down'],
    ['a single blip is never told', ['up', 'up', 'down', 'up', 'down', 'up'], [], 'up'],
    [
      'unknown neither confirms nor breaks a streak',
      ['up', 'up', 'blocked', 'unknown', 'blocked'],
      ['up>blocked'],
      'blocked',
    ],
    ['only unknown: nothing', ['unknown', 'unknown', 'unknown'], [], null],
    ['recovery is told as up', ['up', 'up', 'down', 'down', 'up', 'up'], ['up>down', 'down>up'], 'up'],
    [
      'a renewed certificate is not news',
      ['up', 'up', 'expiring', 'expiring', 'up', 'up'],
      ['up>expiring'],
      'up',
    ],
    [
      'blocked then down: both told',
      ['blocked', 'blocked', 'down', 'down'],
      ['none>blocked', 'blocked>down'],
      'down',
    ],
  ])('%s', (_, states, told, state) => {
    expect(run(states)).toEqual({ told, state });
  });
});

describe('heldState (what rotator destinations follow)', () => {
  /** The held state after each check, from a domain never checked. */
  function held(states: CheckState[]): (CheckState | null)[] {
    let current: AnnouncedState = { state: null, pendingState: null, pendingCount: 0 };
    return states.map((observed) => heldState((current = afterCheck(current, observed).next)));
  }

  it.each<[string, CheckState[], (CheckState | null)[]]>([
    ['down at the first check: down at once', ['down', 'down'], ['down', 'down']],
    ['unknown first: nothing held', ['unknown', 'blocked'], [null, 'blocked']],
    ['the first results, until one is confirmed', ['down', 'up', 'up'], ['down', 'up', 'up']],
    ['once confirmed, one bad check changes nothing', ['up', 'up', 'down', 'up'], ['up', 'up', 'up', 'up']],
    ['a confirmed change moves it', ['up', 'up', 'blocked', 'blocked'], ['up', 'up', 'up', 'blocked']],
  ])('%s', (_, states, expected) => {
    expect(held(states)).toEqual(expected);
  });
});
