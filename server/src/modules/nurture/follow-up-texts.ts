// How every nurture follow-up e-mail ends (docs/nurture.md, "Unsubscribe"): the footer that says how to stop them.

/** The end of every follow-up e-mail: why it comes, and the one-click way to stop it. */
export const unsubscribeFooter = (unsubscribePage: string): string =>
  `You receive these follow-ups because you took part in a Clearpath ClearView session. To stop them, unsubscribe here: ${unsubscribePage}`;
