/** A decorative drawing of a house for the home page hero. */
export function HeroIllustration() {
  return (
    <svg className="hero__art" viewBox="0 0 360 280" aria-hidden="true" focusable="false">
      <circle cx="270" cy="70" r="42" fill="#f3d08a" />
      <rect x="20" y="236" width="320" height="12" rx="6" fill="#b9cfdc" />
      <path d="M70 140 180 60l110 80v96H70z" fill="#ffffff" stroke="#0a4a6e" strokeWidth="6" strokeLinejoin="round" />
      <path
        d="M52 150 180 56l128 94"
        fill="none"
        stroke="#06334d"
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="160" y="170" width="40" height="66" rx="4" fill="#0a4a6e" />
      <circle cx="192" cy="204" r="3" fill="#f3d08a" />
      <rect x="95" y="160" width="44" height="40" rx="4" fill="#e6f0f5" stroke="#0a4a6e" strokeWidth="4" />
      <rect x="221" y="160" width="44" height="40" rx="4" fill="#e6f0f5" stroke="#0a4a6e" strokeWidth="4" />
      <path d="M117 160v40M95 180h44M243 160v40M221 180h44" stroke="#0a4a6e" strokeWidth="3" />
      <path d="M36 236c0-30 14-52 26-52s26 22 26 52z" fill="#2f7d5b" />
      <path d="M300 236c0-24 10-42 20-42s20 18 20 42z" fill="#2f7d5b" />
    </svg>
  );
}
