// The logo mark (entry bundle). The signed-in header's icons are in ./counter-icons.tsx.
export const LogoMark = () => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="#fbbf24" />
    <path d="M7 23V9l9 9 9-9v14" fill="none" stroke="#0f172a" strokeWidth="3" strokeLinejoin="round" />
  </svg>
);
