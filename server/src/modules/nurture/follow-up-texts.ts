// What every nurture follow-up fills in and ends with (docs/nurture.md, "Steps"): the campaign
// texts' placeholders and the footer that says how to stop them.
import type { Config } from '../../config.ts';
import type { NurtureRecruit } from './recruit-repo.ts';

/** The values of a campaign text's placeholders for one recruit ({first_name}, {video_link}, …). */
export function placeholderValues(config: Config, r: NurtureRecruit): Record<string, string> {
  return {
    first_name: r.first_name,
    last_name: r.last_name,
    recruiter_name: r.recruiter_name,
    dashboard_link: `${config.appUrl}/recruit/dashboard`,
    video_link: config.cultureVideoUrl,
  };
}

/** The end of every follow-up e-mail: why it comes, and the one-click way to stop it. */
export const unsubscribeFooter = (unsubscribePage: string): string =>
  `You receive these follow-ups because you took part in a Clearpath ClearView session. To stop them, unsubscribe here: ${unsubscribePage}`;
