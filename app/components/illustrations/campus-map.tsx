/** A drawn map of the way to the campus: Penticton between the two lakes, Highway 97 and Orchard Ridge Road. */
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { site } from "../../../common/site.ts";

export function CampusMap() {
  const details = useSchoolDetails();
  return (
    <svg
      className="campus-map"
      viewBox="0 0 640 400"
      width="640"
      height="400"
      role="img"
      aria-labelledby="campus-map-title campus-map-desc"
    >
      <title id="campus-map-title">{`Map to ${site.name}`}</title>
      <desc id="campus-map-desc">
        {`${details.city} lies between Okanagan Lake to the north and Skaha Lake to the south. Highway 97 runs through town; ${details.street.replace(/^\d+\s+/, "")} climbs east from the highway to the school, on the hillside above the orchards.`}
      </desc>
      <rect width="640" height="400" fill="#f4ecdf" />
      <path d="M0 0 H260 C230 60 200 90 150 110 C100 130 40 120 0 140 Z" fill="#9fcde0" />
      <text x="24" y="48" className="campus-map__label">
        Okanagan Lake
      </text>
      <path d="M640 400 H380 C400 350 450 320 520 310 C580 300 620 280 640 250 Z" fill="#9fcde0" />
      <text x="492" y="372" className="campus-map__label">
        Skaha Lake
      </text>
      <path d="M0 260 C120 240 200 250 300 220 C400 190 500 200 640 160" stroke="#cfc3ad" strokeWidth="2" fill="none" />
      <g fill="#2f5d3a" opacity="0.8">
        <circle cx="430" cy="80" r="9" />
        <circle cx="455" cy="95" r="7" />
        <circle cx="480" cy="70" r="8" />
        <circle cx="520" cy="90" r="9" />
        <circle cx="560" cy="60" r="7" />
      </g>
      <path
        d="M200 0 C230 120 300 200 330 260 C350 300 360 350 380 400"
        stroke="#d99a1e"
        strokeWidth="10"
        fill="none"
      />
      <text x="250" y="150" className="campus-map__road" transform="rotate(62 250 150)">
        Highway 97
      </text>
      <path d="M318 236 C380 220 430 200 500 150" stroke="#ffffff" strokeWidth="8" fill="none" />
      <path d="M318 236 C380 220 430 200 500 150" stroke="#6b6257" strokeWidth="2" strokeDasharray="6 6" fill="none" />
      <text x="360" y="238" className="campus-map__road" transform="rotate(-25 360 238)">
        Orchard Ridge Rd
      </text>
      <text x="300" y="300" className="campus-map__label">
        {details.city}
      </text>
      <g transform="translate(500 150)">
        <path d="M0 0 C-14 -18 -14 -34 0 -40 C14 -34 14 -18 0 0 Z" fill="#0b4f6c" />
        <circle cx="0" cy="-27" r="6" fill="#f2b134" />
      </g>
      <text x="450" y="188" className="campus-map__school">
        {site.shortName}
      </text>
    </svg>
  );
}
