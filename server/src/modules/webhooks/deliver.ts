// One delivery attempt of a webhook, run by the job runner (docs/deployment.md "Webhooks"): the
// event's body is posted with its signature; any 2xx answer delivers it. Anything else keeps the
// answer's status and the error and throws, so the runner tries again with exponential backoff,
// until the last allowed attempt marks the delivery failed.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Deps } from '../../deps.ts';
import type { DeliveryObserver } from '../../ops/observers.ts';
import { WEBHOOK_SIGNATURE_HEADER } from '@shared/domain/webhooks.ts';
import * as repo from './repo.ts';
import { publicOnlyLookup, refuseTargetUrl, strictTargets } from './target.ts';

/** How long a receiver has to answer one attempt (docs/security.md "Webhooks"). */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The largest body posted; no event comes near it, so a bigger one is a bug, not a delivery. */
const MAX_BODY_BYTES = 64 * 1024;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>` */
function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

type Answer = { responseCode: number | null; error: string | null };

export async function deliverWebhook(deps: Deps, id: number, observer?: DeliveryObserver): Promise<void> {
  const attempt = await repo.claimAttempt(deps.sql, id);
  if (!attempt) return;
  const final = attempt.attempts >= deps.config.webhookMaxAttempts;
  if (!attempt.endpoint_active) {
    // A disabled endpoint receives nothing; the delivery can be replayed once it is enabled again.
    await repo.recordFailedAttempt(deps.sql, id, { responseCode: null, error: 'The endpoint is disabled', final: true });
    return;
  }
  const body = JSON.stringify({
    id: attempt.event_id,
    type: attempt.event_type,
    created_at: attempt.event_created_at.toISOString(),
    data: attempt.payload,
  });
  const answer = await post(deps, attempt.url, body, {
    'content-type': 'application/json',
    'user-agent': 'Clearpath-Webhooks/1',
    'x-clearpath-event': attempt.event_type,
    'x-clearpath-delivery': String(id),
    [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(attempt.secret, body, deps.now()),
  });
  if (answer.error === null && answer.responseCode !== null) {
    await repo.markDelivered(deps.sql, id, answer.responseCode);
    observer?.delivered('webhook', 'sent');
    return;
  }
  const error = answer.error ?? `HTTP ${answer.responseCode}`;
  await repo.recordFailedAttempt(deps.sql, id, { responseCode: answer.responseCode, error, final });
  observer?.delivered('webhook', final ? 'failed' : 'retry');
  deps.log.warn({ delivery: id, attempt: attempt.attempts, final, error }, 'webhook delivery failed');
  if (!final) throw new Error(`webhook delivery ${id}: ${error}`);
}

/** Posts once; the answer's status (any non-2xx is an error), or the reason no answer came. */
function post(deps: Deps, target: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const strict = strictTargets(deps.config);
  const url = new URL(target);
  const refusal = refuseTargetUrl(url, strict);
  if (refusal) return Promise.resolve({ responseCode: null, error: refusal });
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return Promise.resolve({ responseCode: null, error: 'The event body is too large' });
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // A fresh connection each time, resolved through the production address rule.
        agent: false,
        ...(strict ? { lookup: publicOnlyLookup } : {}),
      },
      (res) => {
        const code = res.statusCode ?? 0;
        // The answer's body is never read: nothing in it is used, and an endless one would hold the worker.
        res.destroy();
        clearTimeout(timer);
        resolve({ responseCode: code, error: code >= 200 && code < 300 ? null : `HTTP ${code}` });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)), ATTEMPT_TIMEOUT_MS);
    request.on('error', (err) => {
      clearTimeout(timer);
      resolve({ responseCode: null, error: err.message || String(err) });
    });
    request.end(body);
  });
}
