import { describe, expect, it } from 'vitest';
import type { FeedbackRow } from './feedback.repo';
import { pageOf, replyNotice, sendLimitMessage, toFeedbackItem } from './feedback.service';

const row: FeedbackRow = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'user-1',
  category: 'bug',
  message: 'The chart is empty on Mondays.',
  rating: 4,
  page: '/analytics',
  state: 'open',
  reply: null,
  repliedAt: null,
  handledAt: null,
  createdAt: new Date('2025-03-01T10:00:00.000Z'),
};

describe('toFeedbackItem', () => {
  it('answers the API shape with the sender and ISO times', () => {
    const item = toFeedbackItem(
      { ...row, reply: 'Fixed, thanks.', repliedAt: new Date('2025-03-02T08:00:00.000Z') },
      { id: 'user-1', email: 'ayu@example.com', name: 'Ayu' },
    );
    expect(item).toEqual({
      id: row.id,
      category: 'bug',
      message: 'The chart is empty on Mondays.',
      rating: 4,
      page: '/analytics',
      state: 'open',
      user: { id: 'user-1', email: 'ayu@example.com', name: 'Ayu' },
      reply: 'Fixed, thanks.',
      replied_at: '2025-03-02T08:00:00.000Z',
      created_at: '2025-03-01T10:00:00.000Z',
    });
  });

  it('names a sender it cannot look up by id alone', () => {
    expect(toFeedbackItem(row, null).user).toEqual({ id: 'user-1', email: '', name: '' });
  });
});

describe('pageOf', () => {
  const rows = ['a', 'b', 'c'].map((id) => ({ id }));

  it('points at the last row shown when an extra row came', () => {
    expect(pageOf(rows, 2)).toEqual({ page: [{ id: 'a' }, { id: 'b' }], nextCursor: 'b' });
  });

  it('has no next page when the rows fit', () => {
    expect(pageOf(rows, 3)).toEqual({ page: rows, nextCursor: null });
    expect(pageOf([], 3)).toEqual({ page: [], nextCursor: null });
  });
});

describe('replyNotice', () => {
  it('is a feedback_reply notification leading to /feedback with the reply as its body', () => {
    expect(replyNotice('Thanks, fixed.', 'en')).toEqual({
      type: 'feedback_reply',
      title: 'Reply to your feedback',
      body: 'Thanks, fixed.',
      link: '/feedback',
    });
  });

  it("is titled in the sender's language, the reply kept as the admin wrote it", () => {
    expect(replyNotice('Sudah kami perbaiki.', 'id')).toMatchObject({
      title: 'Balasan untuk masukan Anda',
      body: 'Sudah kami perbaiki.',
    });
  });
});

describe('sendLimitMessage', () => {
  it.each([
    [{ max: 10, windowMs: 3_600_000 }, 3_599, 'at most 10 feedback messages an hour. Try again in 60 min.'],
    [{ max: 10, windowMs: 3_600_000 }, 1, 'at most 10 feedback messages an hour. Try again in 1 min.'],
    [{ max: 3, windowMs: 60_000 }, 30, 'at most 3 feedback messages a minute. Try again in 1 min.'],
    [{ max: 5, windowMs: 600_000 }, 125, 'at most 5 feedback messages every 10 minutes. Try again in 3 min.'],
  ])('words %j with %i s left', (rule, seconds, text) => {
    expect(sendLimitMessage(rule, seconds)).toBe(`You can send ${text}`);
  });
});
