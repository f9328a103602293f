import { notFound } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import type { ReportsDeps } from './report-parts';

// One link's clicks today and over the last 7 and 30 days, days in the reader's time zone, bots
// not counted (the Telegram bot's /stats): the 30-day series the dashboard reads, one query.

export interface LinkClicks {
  today: number;
  last7: number;
  last30: number;
}

export async function linkClicks(deps: ReportsDeps, reader: Actor, linkId: string): Promise<LinkClicks> {
  const [link] = await deps.links.summaries([linkId]);
  if (!link || (link.workspaceId !== reader.workspaceId && !reader.isAdmin)) throw notFound('Link');
  const { timezone } = reader;
  const month = await deps.repo.resolveDays({ now: deps.now(), days: 30, timezone });
  const days = await deps.repo.series([link.id], month, timezone, false);
  const sum = (points: { clicks: number }[]) => points.reduce((total, point) => total + point.clicks, 0);
  return { today: days.at(-1)?.clicks ?? 0, last7: sum(days.slice(-7)), last30: sum(days) };
}
