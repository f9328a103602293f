// A small server-sent-events reader over a real HTTP connection, for tests: next() resolves with
// the next event (comments and retry lines skipped) or rejects when none arrives in time.

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventReader {
  status: number;
  contentType: string;
  next(timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

function parseFrame(frame: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  return data.length > 0 ? { event, data: JSON.parse(data.join('\n')) } : null;
}

export async function readEvents(url: string, headers: Record<string, string>): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (!response.body) throw new Error(`no stream body (status ${response.status})`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ready: StreamEvent[] = [];
  let buffer = '';
  let reading: ReturnType<typeof reader.read> | undefined;

  async function next(timeoutMs = 5_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = ready.shift();
      if (event) return event;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      // A pending read survives a time-out, so no chunk is lost between calls.
      reading ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        reading,
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left);
        }),
      ]);
      clearTimeout(timer);
      if (outcome === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
      reading = undefined;
      if (outcome.done) throw new Error('stream ended');
      buffer += outcome.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const parsed = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) ready.push(parsed);
      }
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    next,
    close: () => controller.abort(),
  };
}
