import { Field } from '@client/components/ui';
import { localToday, SCHEDULING_TEXTS } from '@shared/domain/scheduling';
import { LinkTypeChoice } from './link-type-choice';
import type { ScheduleValue } from './schedule-value';

interface Props {
  value: ScheduleValue;
  onChange: (patch: Partial<ScheduleValue>) => void;
  /** The problems of the time and of the link, from the shared rules or the server. */
  errors: { when?: string; link?: string };
  /** `choice`: generated or custom link (ClearView); `optional`: a link field, a room is made when empty. */
  link: 'choice' | 'optional';
}

// A problem of the day shows under the date, any other under the time.
const DAY_PROBLEMS: readonly string[] = [SCHEDULING_TEXTS.dateBeforeToday, SCHEDULING_TEXTS.dateTooFar];

/**
 * The one scheduling field group of the three booking forms (docs/scheduling.md, "Forms"): date,
 * time and meeting link, with the device's today as the earliest date.
 */
export function ScheduleFields({ value, onChange, errors, link }: Props) {
  const dayProblem = errors.when && DAY_PROBLEMS.includes(errors.when) ? errors.when : undefined;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label="Date"
          type="date"
          required
          min={localToday()}
          value={value.date}
          onChange={(e) => onChange({ date: e.target.value })}
          error={dayProblem}
        />
        <Field
          label="Time"
          type="time"
          required
          value={value.time}
          onChange={(e) => onChange({ time: e.target.value })}
          error={dayProblem ? undefined : errors.when}
        />
      </div>
      {link === 'choice' && <LinkTypeChoice value={value.linkType} onChange={(linkType) => onChange({ linkType })} />}
      {(link === 'optional' || value.linkType === 'custom') && (
        <Field
          label={link === 'choice' ? 'Custom Meeting Link' : 'Meeting link'}
          type="url"
          required={link === 'choice'}
          placeholder={link === 'choice' ? 'https://' : 'https://… (optional)'}
          hint={link === 'optional' ? 'Leave empty and a meeting room is created for you.' : undefined}
          value={value.meetingLink}
          onChange={(e) => onChange({ meetingLink: e.target.value })}
          error={errors.link}
          maxLength={500}
        />
      )}
    </div>
  );
}
