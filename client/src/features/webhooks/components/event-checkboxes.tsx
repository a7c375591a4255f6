import { Checkbox } from '@client/components/ui';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEventType } from '@shared/domain/webhooks';

interface Props {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}

/** The events an endpoint receives: one checkbox each, with its label and its name as the receiver sees it. */
export function EventCheckboxes({ value, onChange, error }: Props) {
  const toggle = (event: WebhookEventType, on: boolean) => onChange(WEBHOOK_EVENTS.filter((e) => (e === event ? on : value.includes(e))));
  return (
    <fieldset aria-describedby={error ? 'webhook-events-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Events</legend>
      <div className="space-y-2">
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            className="flex"
            checked={value.includes(event)}
            onChange={(e) => toggle(event, e.target.checked)}
            label={
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs whitespace-nowrap text-slate-500">{event}</code>
              </span>
            }
          />
        ))}
      </div>
      {error && (
        <p id="webhook-events-error" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
