// The one way an area tells other systems about a change (docs/deployment.md "Webhooks"): the event
// is written in the transaction of the change, so it exists exactly when the change commits, and the
// job runner delivers it afterwards. A receiver that is down never fails the change.
import type { Sql } from '../../db/connect.ts';
import type { WebhookEventType } from '@shared/domain/webhooks.ts';
import type { WebhookEventInput } from '@shared/schemas/webhooks.ts';
import { writeEvent } from './repo.ts';

/** Writes a webhook event in the caller's transaction (`tx`), with one delivery per endpoint that chose its type. */
export async function emitEvent<T extends WebhookEventType>(tx: Sql, type: T, data: WebhookEventInput<T>): Promise<void> {
  await writeEvent(tx, type, data);
}
