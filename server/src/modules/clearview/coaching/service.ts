// Talking points for the recruiter, per section, in the order of the session. Served to signed-in
// recruiters only (GET /api/clearview/coaching-notes/), never shipped in the public client bundle.
import type { CoachingNote, CoachingNotesBody, CoachingNotesResponse } from '@shared/schemas/clearview.ts';
import { MODULE_KEYS } from '@shared/collab/fields.ts';
import type { Deps } from '../../../deps.ts';
import { present } from '../../../lib/present.ts';
import { loadCoachingNotes, saveCoachingNotes } from '../../company-settings/repo.ts';
import { transaction } from '../../../db/connect.ts';
import { recordAudit } from '../../audit/repo.ts';
import { onlyChanged } from '@shared/domain/audit-diff.ts';

const SESSION_REMINDERS = [
  'The recruit shares their screen and types their own numbers; let them drive.',
  'Plan for 60-90 minutes. Keep the first two modules to about 20 minutes.',
  'Their figures stay theirs: say so, and never guess a number for them.',
];

const COACHING_NOTES: CoachingNote[] = [
  {
    module: 'productionDetails',
    goal: 'Get an honest picture of the book today.',
    points: [
      'Ask for the trailing-12-month average, not the best month.',
      'Average loan size drives units: a high count at a low size means a lot of work per dollar.',
      'Closing ratio shows pipeline quality; under 70% usually means leaking pre-approvals.',
      'Purchase share tells you how rate-sensitive the business is; a purchase book survives rate cycles.',
    ],
    ask: 'Where do most of your purchase deals come from today: agents, builders or past clients?',
  },
  {
    module: 'personalBusiness',
    goal: 'Find what they really keep, not what they gross.',
    points: [
      'Write the comp plan in their words (bps, caps, splits, draws).',
      'Most loan officers under-count what they pay for themselves: assistants, CRM, leads, office.',
      'Net income is the baseline every Clear figure is compared with; get it right.',
    ],
    ask: 'What do you pay out of pocket that your company should be paying for?',
  },
  {
    module: 'loanPricing',
    goal: "Show how pricing changes both their pay and the borrower's rate.",
    points: [
      'Use their most recent locked loan for PAR and margin.',
      'Rate to customer = PAR + margin: a better PAR lets them win on rate and still earn more.',
      'Tie the per-loan difference back to their units per month.',
      'Use the what-if calculator for a jumbo or a slower month; it is not saved with the plan.',
    ],
    ask: 'How many deals did you lose on rate last quarter?',
  },
  {
    module: 'recruiting',
    goal: 'Open the door to income they do not earn today.',
    points: [
      'Start small: one or two recruits a year is realistic while producing.',
      'Retention matters more than the goal; 85% is our company average.',
      "Override income is paid on recruits' production, not taken from it.",
      'Name two people they already know who would fit.',
    ],
    ask: 'Who is the best loan officer you have worked with, and would they listen to you?',
  },
  {
    module: 'ownership',
    goal: 'Make ownership concrete: a share, a yearly distribution, an equity value.',
    points: [
      'Ownership comes from their production plus what their recruits add.',
      'Distributions grow with the company; equity value is year 5 distributions times the multiple.',
      'Explain the numbers are projections, not promises.',
    ],
    ask: 'What would owning part of the company change for you and your family?',
  },
];

/** The talking points in use: what staff saved in Settings, else the built-in ones above. */
export async function currentCoachingNotes(deps: Pick<Deps, 'sql'>): Promise<CoachingNotesResponse> {
  return (await loadCoachingNotes(deps.sql)) ?? { reminders: SESSION_REMINDERS, notes: COACHING_NOTES };
}

/** Saves a whole new set, its notes in the modules' session order; the audit row keeps what changed (docs/team.md, "Audit log"). */
export async function replaceCoachingNotes(deps: Deps, body: CoachingNotesBody, actorId: number): Promise<CoachingNotesResponse> {
  const notes = MODULE_KEYS.map((m) =>
    present(
      body.notes.find((n) => n.module === m),
      `The note for ${m}`,
    ),
  );
  const saved = { reminders: body.reminders, notes };
  await transaction(deps.sql, async (tx) => {
    const before = await currentCoachingNotes({ sql: tx });
    await saveCoachingNotes(tx, saved, actorId);
    await recordAudit(tx, { actorId, action: 'coaching_notes.update', objectType: 'company', objectId: 1, ...onlyChanged(before, saved) });
  });
  return saved;
}
