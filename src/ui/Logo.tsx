// The brand mark and name.
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f5b841" />
            <stop offset="1" stopColor="#e2572b" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="url(#logo-gradient)" />
        <path d="M18 20h28v7H35.5v21h-7V27H18z" fill="#fff" />
      </svg>
      <span className="logo__name">Tala</span>
    </span>
  );
}
