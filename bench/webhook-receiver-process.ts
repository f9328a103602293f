// The webhooks benchmark's receiver in a process of its own (bench/webhooks.ts forks it): a real
// receiver runs on another machine, and in the benchmark's own process it would share an event
// loop with the load generator, so a message's arrival would wait for the load's callbacks.
// It keeps each message once (by webhook-id, as Standard Webhooks asks) with the time it arrived,
// and answers the parent's questions over IPC.
import { startWebhookReceiver } from '../tests/fakes/webhook-receiver';

export type ReceiverRequest = { ask: 'clicks' } | { ask: 'report' } | { ask: 'close' };

export interface ReceiverReport {
  messages: number;
  duplicates: number;
  /** Per click, from its visit to its message's arrival (ms), ascending. */
  latencies: number[];
}

const receiver = await startWebhookReceiver();
const seen = new Set<string>();
let duplicates = 0;
let clicks = 0;
const latencies: number[] = [];
let counted = 0;

/** Takes in what arrived since the last look. */
function count() {
  for (; counted < receiver.received.length; counted += 1) {
    const hook = receiver.received[counted]!;
    const id = hook.headers['webhook-id']!;
    if (seen.has(id)) {
      duplicates += 1;
      continue;
    }
    seen.add(id);
    for (const click of JSON.parse(hook.body).data.clicks as { clicked_at: string }[]) {
      clicks += 1;
      latencies.push(hook.at - Date.parse(click.clicked_at));
    }
  }
  // The bodies are read: only their times are kept.
  receiver.received.length = 0;
  counted = 0;
}

process.on('message', (request: ReceiverRequest) => {
  count();
  if (request.ask === 'clicks') process.send!({ clicks });
  else if (request.ask === 'report') {
    latencies.sort((a, b) => a - b);
    process.send!({ messages: seen.size, duplicates, latencies } satisfies ReceiverReport);
  } else void receiver.close().then(() => process.exit(0));
});
process.send!({ origin: receiver.origin, ca: receiver.ca });
