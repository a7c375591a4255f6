// /metrics (docs/deployment.md "Metrics"): absent without METRICS_TOKEN; with it, Prometheus text
// for that bearer token only, HTTP series by route pattern (never a token from a path), the job
// queue and message deliveries moving with real traffic.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { jobsDrained, nurtureRecruit, startWorker } from '../nurture/helpers.ts';
import { METRICS_TOKEN, sample, scrape as scrapeApp } from '../../support/metrics.ts';

const ctx = setupTestApp({ METRICS_TOKEN });
const plain = setupTestApp();
const scrape = (app = ctx.app) => scrapeApp(app);
const TOKEN = METRICS_TOKEN;

describe('who may read /metrics', () => {
  it('is not mounted at all without METRICS_TOKEN', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('answers only the configured bearer token: nobody anonymous, no staff or recruit session, no other token', async () => {
    expect((await call(ctx, 'GET', '/metrics')).statusCode).toBe(401);
    const recruiter = await staff(ctx);
    const recruit = await signedIn(ctx, 'recruit');
    for (const authorization of [recruiter.headers.authorization, recruit.headers.authorization, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await call(ctx, 'GET', '/metrics', { authorization });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'The metrics token is not valid' });
    }
    const ok = await call(ctx, 'GET', '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('process_resident_memory_bytes');
    expect(ok.body).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('series', () => {
  it('counts HTTP requests by route pattern and status, and never shows a token from a path', async () => {
    const { headers } = await staff(ctx);
    const series = 'clearpath_http_request_duration_seconds_count{route="/api/recruits/",method="GET",status_code="200"}';
    const before = sample(await scrape(), series);
    for (let i = 0; i < 3; i++) expect((await call(ctx, 'GET', '/api/recruits/', headers)).statusCode).toBe(200);
    const secret = 'a-link-token-that-must-never-reach-metrics';
    expect((await call(ctx, 'GET', `/api/accept/${secret}/`)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/no/such/${secret}/page`)).statusCode).toBeLessThan(500);
    const after = await scrape();
    expect(sample(after, series)).toBe(before + 3);
    expect(sample(after, 'clearpath_http_request_duration_seconds_count{route="/api/accept/:token/",method="GET",status_code="404"}')).toBe(
      1,
    );
    expect(after).toContain('route="(unmatched)"');
    expect(after).not.toContain(secret);
  });

  it('shows the job queue waiting, then deliveries by outcome once a job runner sends', async () => {
    const { headers } = await staff(ctx);
    const recruit = await nurtureRecruit(ctx, headers);
    const sent = await call(ctx, 'POST', '/api/nurture/send-email/', headers, { recruit_id: recruit.id, subject: 'Hello', content: 'Hi' });
    expect(sent.statusCode).toBe(202);
    // No runner in this app: the delivery job waits in the queue.
    const waiting = await scrape();
    expect(sample(waiting, 'clearpath_job_queue_depth{task="deliver_message"}')).toBeGreaterThanOrEqual(1);
    expect(sample(waiting, 'clearpath_job_queue_lag_seconds{task="deliver_message"}')).toBeGreaterThan(0);

    const worker = await startWorker(ctx);
    try {
      await jobsDrained(ctx);
      const metrics = await scrape(worker);
      expect(sample(metrics, 'clearpath_message_deliveries_total{channel="email",outcome="sent"}')).toBeGreaterThanOrEqual(1);
      expect(sample(metrics, 'clearpath_job_queue_depth{task="deliver_message"}')).toBe(0);
    } finally {
      await worker.close();
    }
  });
});
