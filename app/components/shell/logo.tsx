/** The school's mark: a pine over the lake and hills, beside the name. */
import { PageLink } from "~/components/page-link.tsx";
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { localityLine } from "../../../common/school-details/details.ts";
import { site } from "../../../common/site.ts";

export function Logo() {
  const details = useSchoolDetails();
  return (
    // Named by its visible words (WCAG 2.5.3, label in name), with "home page" added for screen readers.
    <PageLink to="/" className="logo">
      <svg className="logo__mark" width="44" height="44" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="23" fill="#0b4f6c" />
        <path d="M2 30 Q14 22 24 28 T46 27 V34 H2Z" fill="#2f5d3a" />
        <path d="M3 34 H45 A23 23 0 0 1 3 34Z" fill="#5fa8c9" />
        <path d="M24 8 L31 20 H27 L33 29 H15 L21 20 H17Z" fill="#f7f3ea" />
        <circle cx="36" cy="13" r="3.5" fill="#f2b134" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{site.name}</span>
        <span className="logo__tagline">
          {site.grades} · {localityLine(details)}
        </span>
      </span>
      <span className="visually-hidden">, home page</span>
    </PageLink>
  );
}
