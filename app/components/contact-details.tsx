/**
 * The school's contact details as links, written once (issue 16): the phone is a tel: link and the e-mail a
 * mailto: link wherever they appear, and neither a phone number nor a postal code is split across two lines.
 */
import type { SchoolDetails } from "../../common/school-details/details.ts";
import { phoneHref } from "../../common/school-details/details.ts";

/** A tap-to-call link that never wraps inside the number. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={phoneHref(phone)} className={className ? `${className} nowrap` : "nowrap"}>
      {phone}
    </a>
  );
}

/** A mailto: link showing the address itself. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}

/** "1250 Orchard Ridge Road, Penticton, BC V2A 0A0" on one line where it fits, the postal code kept whole. */
export function AddressLine({ details }: { details: SchoolDetails }) {
  return (
    <>
      {details.street}, {details.city}, <span className="nowrap">{`${details.region} ${details.postalCode}`}</span>
    </>
  );
}
