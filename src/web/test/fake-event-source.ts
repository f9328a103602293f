import { vi } from 'vitest';

// A stand-in for the browser's EventSource (happy-dom has none), at the same boundary as the fetch
// stub: it records every stream opened and lets a test deliver server-sent events to it.

export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.CONNECTING;

  constructor(
    url: string | URL,
    init: EventSourceInit = {},
    private readonly opened: FakeEventSource[] = [],
  ) {
    super();
    this.url = String(url);
    this.withCredentials = init.withCredentials ?? false;
    opened.push(this);
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Delivers one event as the browser does: a MessageEvent whose data is the text sent. A closed
   *  stream receives nothing, as in the browser. */
  emit(type: string, data: unknown): void {
    if (this.closed) return;
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(
      new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }
}

/** Installs the fake as the global EventSource; `opened` lists the streams in the order opened. */
export function stubEventSource() {
  const opened: FakeEventSource[] = [];
  vi.stubGlobal(
    'EventSource',
    class extends FakeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init, opened);
      }
    },
  );
  return {
    opened,
    /** The one stream the test expects to be open. */
    current(): FakeEventSource {
      const open = opened.filter((source) => !source.closed);
      if (open.length !== 1) throw new Error(`expected one open EventSource, found ${open.length}`);
      return open[0]!;
    },
  };
}
