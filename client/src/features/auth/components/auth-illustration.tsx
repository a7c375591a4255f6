/** Decorative skyline-and-growth-chart drawing for the sign-in panel; hidden from assistive tech. */
export function AuthIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 420 260" fill="none" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="auth-ill-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.12" />
        </linearGradient>
      </defs>
      {/* houses: the mortgage side of the business */}
      <g fill="#ffffff" fillOpacity="0.14">
        <path d="M20 200 L70 160 L120 200 V260 H20 Z" />
        <path d="M110 215 L150 185 L190 215 V260 H110 Z" />
      </g>
      <g fill="#ffffff" fillOpacity="0.35">
        <rect x="40" y="212" width="18" height="18" rx="2" />
        <rect x="82" y="212" width="18" height="18" rx="2" />
        <rect x="140" y="228" width="20" height="32" rx="2" />
      </g>
      {/* growth bars: the pipeline moving forward */}
      <g fill="url(#auth-ill-bar)">
        <rect x="215" y="196" width="28" height="64" rx="4" />
        <rect x="255" y="168" width="28" height="92" rx="4" />
        <rect x="295" y="132" width="28" height="128" rx="4" />
        <rect x="335" y="92" width="28" height="168" rx="4" />
      </g>
      <path
        d="M205 190 C 250 178, 262 150, 300 120 S 350 74, 388 52"
        stroke="#ffffff"
        strokeOpacity="0.8"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M376 46 L392 50 L386 66" stroke="#ffffff" strokeOpacity="0.8" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <g fill="#ffffff">
        <circle cx="229" cy="184" r="5" fillOpacity="0.9" />
        <circle cx="269" cy="160" r="5" fillOpacity="0.9" />
        <circle cx="309" cy="114" r="5" fillOpacity="0.9" />
        <circle cx="349" cy="80" r="5" fillOpacity="0.9" />
      </g>
      <circle cx="70" cy="90" r="34" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" />
      <circle cx="70" cy="90" r="18" fill="#ffffff" fillOpacity="0.12" />
    </svg>
  );
}
