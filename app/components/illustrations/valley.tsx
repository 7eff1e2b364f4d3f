/** The South Okanagan in flat shapes: sky, sun, hills, lake, pines and orchard rows. Decorative. */
export function Valley({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1200 420"
      width="1200"
      height="420"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="1200" height="420" fill="#e3f0f6" />
      {/* The hero shows only the bottom of this drawing on wide screens (slice, up to ~200 units cropped off
          the top), so the sun and the hill crests stay below that line. */}
      <circle cx="560" cy="238" r="24" fill="#f2b134" />
      <path
        d="M0 250 C160 210 300 218 430 236 C560 252 660 206 820 210 C960 214 1080 236 1200 226 V420 H0Z"
        fill="#b9c9a3"
      />
      <path
        d="M0 282 C180 252 320 270 480 264 C640 258 760 236 920 246 C1040 254 1120 266 1200 260 V420 H0Z"
        fill="#8fae7f"
      />
      <path d="M0 300 C240 285 420 300 600 292 C800 284 1000 280 1200 296 V420 H0Z" fill="#5fa8c9" />
      <path
        d="M80 306 H420 M620 300 H900 M980 302 H1140"
        stroke="#e3f0f6"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path d="M0 330 C300 318 600 336 900 326 C1020 322 1120 326 1200 330 V420 H0Z" fill="#d9c9a3" />
      <g fill="#2f5d3a">
        <path d="M90 340 L112 290 L134 340Z" />
        <path d="M120 350 L146 284 L172 350Z" />
        <path d="M1040 344 L1064 286 L1088 344Z" />
        <path d="M1076 350 L1098 298 L1120 350Z" />
      </g>
      <g fill="#4f7a45">
        <circle cx="300" cy="372" r="11" />
        <circle cx="340" cy="372" r="11" />
        <circle cx="380" cy="372" r="11" />
        <circle cx="420" cy="372" r="11" />
        <circle cx="460" cy="372" r="11" />
        <circle cx="320" cy="398" r="11" />
        <circle cx="360" cy="398" r="11" />
        <circle cx="400" cy="398" r="11" />
        <circle cx="440" cy="398" r="11" />
        <circle cx="480" cy="398" r="11" />
        <circle cx="700" cy="380" r="10" />
        <circle cx="736" cy="380" r="10" />
        <circle cx="772" cy="380" r="10" />
        <circle cx="808" cy="380" r="10" />
        <circle cx="718" cy="404" r="10" />
        <circle cx="754" cy="404" r="10" />
        <circle cx="790" cy="404" r="10" />
        <circle cx="826" cy="404" r="10" />
      </g>
    </svg>
  );
}
