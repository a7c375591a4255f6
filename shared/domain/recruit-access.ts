/** Texts of the recruit-ownership rule (docs/recruits-api.md, "Who sees which recruit"), shown by both sides. */

/** A recruit account that is linked to no recruit record. */
export const NO_RECRUIT_PROFILE = 'No recruit profile found. Please contact your recruiter.';

/** A recruit account asking for another recruit's record. */
export const NOT_YOUR_RECORD = 'You can only see your own recruit record';
