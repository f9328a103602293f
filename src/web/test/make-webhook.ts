import type { Delivery, WebhookEndpoint } from '../../shared/webhooks';

// Webhook endpoints and their deliveries as the API answers them, for component tests.

let sequence = 0;
const uuid = (n: number) => `7d0c5d9e-2f4b-4c1a-8e3d-${String(n).padStart(12, '0')}`;

/** One entry of GET /api/webhooks: on, hearing link.created, no failures. */
export function makeWebhook(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  sequence += 1;
  return {
    id: uuid(sequence),
    url: `https://crm.example.com/hooks/${sequence}`,
    events: ['link.created'],
    description: '',
    enabled: true,
    disabled_reason: null,
    consecutive_failures: 0,
    secret_hint: 'x9Qk',
    created_at: '2026-11-30T08:00:00.000Z',
    updated_at: '2026-11-30T08:00:00.000Z',
    ...overrides,
  };
}

/** One entry of an endpoint's log: a link.created message delivered at the first try. */
export function makeDelivery(overrides: Partial<Delivery> = {}): Delivery {
  sequence += 1;
  return {
    id: uuid(100_000 + sequence),
    message_id: `msg_${String(sequence).padStart(32, '0')}`,
    event: 'link.created',
    outcome: 'delivered',
    attempts: 1,
    status_code: 204,
    latency_ms: 42,
    response_excerpt: '',
    created_at: '2026-11-30T08:00:00.000Z',
    attempted_at: '2026-11-30T08:00:01.000Z',
    next_attempt_at: null,
    ...overrides,
  };
}
