import { asc, eq, sql } from 'drizzle-orm';
import type { ProbeAnswer } from '../../../shared/checks';
import type { Db } from '../../db/client';
import { checkProbes, probeAnswers, watchedDomains } from '../../db/schema/checks';
import type { ReportedAnswer } from './probe-verdict';

// The remote probes and the newest answer each (hostname, filtering resolver) got from one.

export type ProbeRow = typeof checkProbes.$inferSelect;

export function createProbesRepo(db: Db) {
  const list = (): Promise<ProbeRow[]> =>
    db.select().from(checkProbes).orderBy(asc(checkProbes.createdAt), asc(checkProbes.id));

  return {
    list,

    async create(probe: { name: string; resolvers: string[]; tokenHash: string }): Promise<ProbeRow> {
      const [row] = await db.insert(checkProbes).values(probe).returning();
      return row!;
    },

    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(checkProbes)
        .where(eq(checkProbes.id, id))
        .returning({ id: checkProbes.id });
      return removed.length > 0;
    },

    async byTokenHash(tokenHash: string): Promise<ProbeRow | null> {
      const [row] = await db.select().from(checkProbes).where(eq(checkProbes.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(checkProbes).set({ lastSeenAt: at }).where(eq(checkProbes.id, id));
    },

    /** Distinct hostnames of all watched domains, those with automatic checks first. */
    async hostnames(limit: number): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT hostname FROM ${watchedDomains}
        GROUP BY hostname
        ORDER BY bool_or(auto) DESC, hostname
        LIMIT ${limit}`);
      return (result.rows as { hostname: string }[]).map((row) => row.hostname);
    },

    /**
     * Stores a probe's answers as the newest for their (hostname, resolver), in one statement (the
     * answers travel as one JSON parameter, not 9 parameters each). Answers for names nobody
     * watches are dropped; an answer already newer than `at` (another probe's) stays.
     */
    async saveAnswers(probeId: string, at: Date, answers: ProbeAnswer[]): Promise<void> {
      if (answers.length === 0) return;
      await db.execute(sql`
        INSERT INTO ${probeAnswers} AS p
          (hostname, resolver, probe_id, answered_at, rcode, records, ede, duration_ms, error)
        SELECT a.hostname, a.resolver, ${probeId}, ${at}, a.rcode, a.records, a.ede, a.duration_ms, a.error
        FROM jsonb_to_recordset(${JSON.stringify(answers)}::jsonb)
          AS a(hostname text, resolver text, rcode text, records jsonb, ede jsonb, duration_ms real, error text)
        WHERE EXISTS (SELECT 1 FROM ${watchedDomains} AS w WHERE w.hostname = a.hostname)
        ON CONFLICT (hostname, resolver) DO UPDATE SET
          probe_id = excluded.probe_id, answered_at = excluded.answered_at, rcode = excluded.rcode,
          records = excluded.records, ede = excluded.ede, duration_ms = excluded.duration_ms,
          error = excluded.error
        WHERE p.answered_at <= excluded.answered_at`);
    },

    /** The newest reported answer per filtering resolver (by name) for one hostname. */
    async answersFor(hostname: string): Promise<Map<string, ReportedAnswer>> {
      const rows = await db
        .select({ answer: probeAnswers, probe: checkProbes.name })
        .from(probeAnswers)
        .innerJoin(checkProbes, eq(checkProbes.id, probeAnswers.probeId))
        .where(eq(probeAnswers.hostname, hostname));
      return new Map(
        rows.map(({ answer, probe }) => [
          answer.resolver,
          {
            probe,
            answeredAt: answer.answeredAt,
            answer:
              answer.rcode === null
                ? null
                : {
                    rcode: answer.rcode,
                    records: answer.records,
                    ede: answer.ede ?? null,
                    durationMs: answer.durationMs,
                  },
            error: answer.error,
          },
        ]),
      );
    },

    /** Which probe serves each filtering resolver (by name); the oldest probe when several do. */
    async probedResolvers(): Promise<Map<string, string>> {
      const served = new Map<string, string>();
      for (const probe of await list()) {
        for (const resolver of probe.resolvers) if (!served.has(resolver)) served.set(resolver, probe.name);
      }
      return served;
    },
  };
}

export type ProbesRepo = ReturnType<typeof createProbesRepo>;
