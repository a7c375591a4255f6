import type { ReactNode } from 'react';
import { createSlots } from '@client/lib/slots';

/**
 * The Settings page's views from other features (lib/slots.ts), filled by
 * app/screens/settings-screen.tsx: the booking availability the nurture feature draws
 * (docs/scheduling.md, "Booking link") and the webhooks feature's integrations (admins only,
 * docs/deployment.md "Webhooks").
 */
export const SettingsViews = createSlots<{ availability: () => ReactNode; webhooks: () => ReactNode }>();
