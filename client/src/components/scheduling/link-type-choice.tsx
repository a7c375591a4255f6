import { type RadioCard, RadioCards } from '@client/components/ui';
import type { LinkType } from './schedule-value';

const CHOICES: RadioCard<LinkType>[] = [
  { value: 'generated', label: 'Generate Zoom/Teams Link', hint: 'A meeting link is created for you.' },
  { value: 'custom', label: 'Use Custom Link', hint: 'Paste a meeting link you already have.' },
];

/** The meeting link type as a radio group. */
export function LinkTypeChoice({ value, onChange }: { value: LinkType; onChange: (v: LinkType) => void }) {
  return <RadioCards name="link-type" legend="Link Type" choices={CHOICES} value={value} onChange={onChange} />;
}
