import { DeliveryLog } from './delivery-log';
import { EndpointsPanel } from './endpoints-panel';

/** Settings → Integrations (webhooks), admins only (docs/deployment.md "Webhooks"): the endpoints, then the delivery log. */
export function WebhooksSection() {
  return (
    <div className="space-y-8">
      <EndpointsPanel />
      <DeliveryLog />
    </div>
  );
}
