import { refreshAllProfileCompletions } from '../modules/profile/service.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Runner } from 'graphile-worker';
import { type Carriers, deliverMessage } from '../modules/messages/deliver.ts';
import { createEmailTransport, createSmsTransport, type EmailTransport, type SmsTransport } from '../modules/messages/transports.ts';
import { runDueSteps } from '../modules/nurture/drip/service.ts';
import { startJobRunner } from './runner.ts';
import { pruneUnreferencedImages } from '../modules/profile/repo.ts';
import { UNREFERENCED_IMAGE_GRACE_HOURS } from '../modules/profile/images.ts';
import type { DeliveryObserver } from '../ops/observers.ts';
import type { Deps } from '../deps.ts';
import { deliverWebhook } from '../modules/webhooks/deliver.ts';
import { pruneDeliveryLog } from '../modules/webhooks/repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when this process runs the job runner: readiness asks whether it still runs. */
    jobRunner?: { isRunning(): boolean };
  }
}

export type JobsOptions = {
  databaseUrl: string;
  /** The drip's clock; tests move it (docs/nurture.md, "Testing the drip"). */
  now?: () => Date;
  /** Replacements for the configured transports (tests count what a transport was asked to send). */
  email?: EmailTransport;
  sms?: SmsTransport;
  /** Counts delivery outcomes when metrics are on. */
  observer?: DeliveryObserver;
};

/**
 * The cron lines: the drip every minute (each instance may ask; the unique step rows keep it once),
 * every hour the profile images no profile refers to after a day are deleted (docs/profile.md), and
 * every night the webhook deliveries finished more than WEBHOOK_LOG_DAYS ago (docs/deployment.md).
 */
const CRONTAB = ['* * * * * nurture_tick ?max=1', '17 * * * * prune_profile_images ?max=1', '43 3 * * * prune_webhook_log ?max=1'].join(
  '\n',
);

/** How long the webhook delivery log keeps a finished delivery (docs/security.md "Webhooks"). */
const WEBHOOK_LOG_DAYS = 30;

/**
 * Starts the job runner with the app and stops it when the app closes, before the pool ends:
 * message delivery (`deliver_message`, one job per message), webhook delivery (`deliver_webhook`,
 * one job per delivery), the nurture drip (`nurture_tick`), the hourly clean-up of profile images
 * nobody refers to (`prune_profile_images`) and the nightly one of the webhook log (`prune_webhook_log`).
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsOptions & { deps: Deps }) => {
  const { deps } = opts;
  const carriers: Carriers = {
    email: opts.email ?? createEmailTransport(deps.config),
    sms: opts.sms ?? createSmsTransport(deps.config),
    observer: opts.observer,
  };
  let runner: Runner | undefined;
  let running = false;
  app.decorate('jobRunner', { isRunning: () => running });
  app.addHook('onReady', async () => {
    runner = await startJobRunner({
      databaseUrl: opts.databaseUrl,
      log: deps.log,
      crontab: CRONTAB,
      tasks: {
        deliver_message: async (payload) => deliverMessage(deps, carriers, Number((payload as { id: number }).id)),
        deliver_webhook: async (payload) => deliverWebhook(deps, Number((payload as { id: number }).id), opts.observer),
        prune_webhook_log: async () => {
          const deleted = await pruneDeliveryLog(deps.sql, WEBHOOK_LOG_DAYS);
          if (deleted > 0) deps.log.info({ deleted }, 'jobs: old webhook deliveries deleted');
        },
        // Queued once by migration 00021 on a database that already had recruits.
        backfill_profile_percentages: async () => {
          const updated = await refreshAllProfileCompletions(deps.sql);
          deps.log.info({ updated }, 'jobs: stored profile percentages worked out again');
        },
        nurture_tick: async () => {
          await runDueSteps(deps, deps.now());
        },
        prune_profile_images: async () => {
          const deleted = await pruneUnreferencedImages(deps.sql, UNREFERENCED_IMAGE_GRACE_HOURS);
          if (deleted > 0) deps.log.info({ deleted }, 'jobs: unreferenced profile images deleted');
        },
      },
    });
    running = true;
    // The promise settles when the runner stops, on its own (a fatal error) or at close.
    runner.promise.then(
      () => (running = false),
      () => (running = false),
    );
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
});
