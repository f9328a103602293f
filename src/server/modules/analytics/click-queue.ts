// The ingest buffer: visits in order of arrival, stored in columns.
//
// Why columns: a burst fills the buffer with hundreds of thousands of visits, and an object per
// visit is one the garbage collector copies and promotes, then marks again while it waits. In
// columns a visit adds no object: its time goes into a typed array, and its strings are ones that
// live anyway (the cached link's id and destination, the connection's address, one shared string
// per user agent). Measured: 56 bytes a visit instead of 105, and a push a fifth cheaper (8 more
// since, for its number in the click spool, and 1 for the scan flag).
//
// The columns come in chunks, so the front is taken and dropped without moving the rest (with a
// plain array, dropping the oldest visit at the bound cost a shift of every item behind it).

export interface Visit {
  linkId: string;
  /** When the visit was answered, in milliseconds since the epoch. */
  at: number;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  /**
   * The visitor's country when known at the visit: a trusted proxy's header, or the GeoIP answer
   * a country rule already looked up (the ingest looks up the others).
   */
  countryHint: string | null;
  destination: string;
  /** Which choice of the link's targeting answered (shared/targeting.ts choiceKey); null: main. */
  choice: string | null;
  /** Whether it came through the link's QR code (the redirect found and stripped its scan marker). */
  scan: boolean;
}

/** A visit with its number in this process's click spool (spool-format.ts). */
export interface QueuedVisit extends Visit {
  seq: number;
}

export interface ClickQueue {
  readonly length: number;
  push(visit: Visit, seq: number): void;
  /** When the oldest visit was answered (undefined when empty). */
  oldestAt(): number | undefined;
  /** Removes and answers up to `count` visits from the front. */
  take(count: number): QueuedVisit[];
  /** Puts a batch back in front of the rest (a write that failed); O(batch). */
  putBack(batch: QueuedVisit[]): void;
  /** Drops up to `count` visits from the front. */
  dropOldest(count: number): void;
}

/** Visits per chunk: small enough to waste little, large enough that chunks are few. */
const chunkSize = 4_096;
/** Distinct user agents kept to share one string between their visits. */
const maxAgents = 2_000;

interface Chunk {
  seq: Float64Array;
  at: Float64Array;
  linkId: string[];
  ip: string[];
  userAgent: (string | undefined)[];
  referer: (string | undefined)[];
  countryHint: (string | null)[];
  destination: string[];
  choice: (string | null)[];
  /** 1: a scan. A byte in a typed array, which the collector never walks (a boolean array is a slot it does). */
  scan: Uint8Array;
  /** The first visit not yet taken. */
  start: number;
  /** One past the last visit pushed. */
  end: number;
}

function newChunk(): Chunk {
  return {
    seq: new Float64Array(chunkSize),
    at: new Float64Array(chunkSize),
    linkId: new Array<string>(chunkSize),
    ip: new Array<string>(chunkSize),
    userAgent: new Array<string | undefined>(chunkSize),
    referer: new Array<string | undefined>(chunkSize),
    countryHint: new Array<string | null>(chunkSize),
    destination: new Array<string>(chunkSize),
    choice: new Array<string | null>(chunkSize),
    scan: new Uint8Array(chunkSize),
    start: 0,
    end: 0,
  };
}

/** Writes a visit behind the last one in `list`, starting a chunk when the last is full. */
function append(list: Chunk[], visit: Visit, seq: number, userAgent: string | undefined) {
  let chunk = list.at(-1);
  if (!chunk || chunk.end === chunkSize) {
    chunk = newChunk();
    list.push(chunk);
  }
  const index = chunk.end;
  chunk.seq[index] = seq;
  chunk.at[index] = visit.at;
  chunk.linkId[index] = visit.linkId;
  chunk.ip[index] = visit.ip;
  chunk.userAgent[index] = userAgent;
  chunk.referer[index] = visit.referer;
  chunk.countryHint[index] = visit.countryHint;
  chunk.destination[index] = visit.destination;
  chunk.choice[index] = visit.choice;
  // Written either way: a chunk emptied and reused (removeFront) keeps its old bytes.
  chunk.scan[index] = visit.scan ? 1 : 0;
  chunk.end += 1;
}

/** Reads back a visit; only indexes between a chunk's start and end, which append() filled. */
function read(chunk: Chunk, index: number): QueuedVisit {
  return {
    seq: chunk.seq[index] as number,
    linkId: chunk.linkId[index] as string,
    at: chunk.at[index] as number,
    ip: chunk.ip[index] as string,
    userAgent: chunk.userAgent[index],
    referer: chunk.referer[index],
    countryHint: chunk.countryHint[index] as string | null,
    destination: chunk.destination[index] as string,
    choice: chunk.choice[index] as string | null,
    scan: chunk.scan[index] === 1,
  };
}

export function createClickQueue(): ClickQueue {
  // Oldest first; only the last chunk is pushed into.
  let chunks: Chunk[] = [];
  let length = 0;
  // Each request brings its own copy of its user agent header; visits share one per agent.
  const agents = new Map<string, string>();

  function sharedAgent(userAgent: string | undefined): string | undefined {
    if (userAgent === undefined) return undefined;
    const known = agents.get(userAgent);
    if (known !== undefined) return known;
    if (agents.size >= maxAgents) agents.clear();
    agents.set(userAgent, userAgent);
    return userAgent;
  }

  /** Takes (answering them, when `into` is given) or drops up to `count` visits from the front. */
  function removeFront(count: number, into?: QueuedVisit[]) {
    let left = Math.min(Math.max(0, count), length);
    for (let chunk = chunks[0]; left > 0 && chunk; chunk = chunks[0]) {
      const n = Math.min(left, chunk.end - chunk.start);
      if (into) for (let index = chunk.start; index < chunk.start + n; index++) into.push(read(chunk, index));
      chunk.start += n;
      left -= n;
      length -= n;
      if (chunk.start === chunk.end) {
        // An emptied chunk is dropped (its strings with it), unless pushes still go into it.
        if (chunks.length > 1 || chunk.end === chunkSize) chunks.shift();
        else chunk.start = chunk.end = 0;
      }
    }
  }

  return {
    get length() {
      return length;
    },
    push(visit, seq) {
      append(chunks, visit, seq, sharedAgent(visit.userAgent));
      length += 1;
    },
    oldestAt() {
      const first = chunks[0];
      return first && length > 0 ? first.at[first.start] : undefined;
    },
    take(count) {
      const batch: QueuedVisit[] = [];
      removeFront(count, batch);
      return batch;
    },
    putBack(batch) {
      const front: Chunk[] = [];
      for (const visit of batch) append(front, visit, visit.seq, sharedAgent(visit.userAgent));
      chunks = front.concat(chunks);
      length += batch.length;
    },
    dropOldest(count) {
      removeFront(count);
    },
  };
}
