/** Where "Volunteer for …" leads: the get-involved page with the event chosen, landing at the sign-up form. */

/** The sign-up form's section on /giving/get-involved (PublicForm's "volunteer" prefix). */
export const VOLUNTEER_FORM_ID = "volunteer-form";

/** The get-involved page with `eventId` chosen (spec §2), at the form rather than the top of a long page. */
export function volunteerHref(eventId: string): string {
  return `/giving/get-involved?eventId=${encodeURIComponent(eventId)}#${VOLUNTEER_FORM_ID}`;
}
