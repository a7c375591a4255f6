/** The privacy notice and discovery terms the recruit accepts, in a scrollable box. */
export function DiscoveryTerms() {
  return (
    <section
      aria-labelledby="discovery-terms-title"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take focus so a keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 focus:outline-none focus:ring-2 focus:ring-indigo-300"
    >
      <h3 id="discovery-terms-title" className="font-semibold text-slate-900">
        Privacy Notice
      </h3>
      <p className="mt-2">
        We collect the contact details on this page and the figures you choose to enter during your ClearView session (such as production
        volume, income and expenses) only to prepare your personal business plan and compensation comparison. Your information is visible to
        your recruiter and the Clearpath team involved in your recruitment. It is never sold or shared with third parties for marketing.
      </p>
      <p className="mt-2">
        You may ask your recruiter at any time to see, correct or delete the information we hold about you. If you do not join, your
        information is deleted on request or after 24 months of inactivity.
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">Discovery Terms</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5">
        <li>
          The ClearView session and the discovery tools are planning aids. Projections are estimates based on the figures you provide and on
          company assumptions; they are not an offer of employment or a guarantee of income.
        </li>
        <li>
          During the session you share your screen and enter your own data. Enter only information you are entitled to share; do not enter
          borrower or other third-party personal data.
        </li>
        <li>
          Pricing, compensation and ownership information shown to you is confidential and provided for your evaluation only. Please do not
          copy or pass it on.
        </li>
        <li>Accepting this profile does not oblige you to join; you may end the process at any time.</li>
      </ol>
    </section>
  );
}
