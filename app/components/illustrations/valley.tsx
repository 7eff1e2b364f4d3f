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
      {/* Low enough to stay whole: the slice crops up to ~160 units off the top on wide screens. */}
      <circle cx="560" cy="200" r="30" fill="#f2b134" />
      <path
        d="M0 230 C160 150 300 170 430 200 C560 230 660 140 820 150 C960 160 1080 210 1200 190 V420 H0Z"
        fill="#b9c9a3"
      />
      <path
        d="M0 270 C180 220 320 250 480 240 C640 230 760 190 920 210 C1040 225 1120 250 1200 240 V420 H0Z"
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
