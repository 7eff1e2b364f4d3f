/** The service layer that both the JSON API and React Router's loaders call (no HTTP to itself). */
import { site } from "../common/site.ts";
import type { Db } from "./db/database.ts";
import { createAdminLinksService } from "./modules/admins/links.ts";
import { createAdminsService } from "./modules/admins/service.ts";
import { createAlertsService } from "./modules/alerts/service.ts";
import { createAlumniService } from "./modules/alumni/service.ts";
import { createAuditService } from "./modules/audit/service.ts";
import { createDeviceCookiesService } from "./modules/auth/device-cookies.ts";
import { createLoginFailuresService } from "./modules/auth/login-failures.ts";
import { PRODUCTION_SCRYPT_PARAMS, type ScryptParams } from "./modules/auth/password.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { createSessionsService } from "./modules/auth/sessions.ts";
import { createCareersService } from "./modules/careers/service.ts";
import { createContactService } from "./modules/contact/service.ts";
import { createDocumentsService } from "./modules/documents/service.ts";
import { createEventsService } from "./modules/events/service.ts";
import { createHomeLists } from "./modules/home-page/lists.ts";
import { createMailService } from "./modules/mail/outbox.ts";
import type { MailTransport } from "./modules/mail/transport.ts";
import { createMediaService } from "./modules/media/service.ts";
import { createNewsService } from "./modules/news/service.ts";
import { createPagesService } from "./modules/pages/service.ts";
import { createPrivacyService } from "./modules/privacy/service.ts";
import { createSchoolDetailsService } from "./modules/school-details/service.ts";
import { createContentSearchService } from "./modules/search/service.ts";
import { createSystemStateService } from "./modules/system-state/service.ts";
import { createTestimonialsService } from "./modules/testimonials/service.ts";
import { createTwoFactorService } from "./modules/two-factor/service.ts";
import { createVolunteersService } from "./modules/volunteers/service.ts";
import { createWhyChooseService } from "./modules/why-choose/service.ts";

export interface ServiceOptions {
  /** The clock behind expiry and lockout; tests move it instead of waiting. */
  now?: () => Date;
  /** scrypt cost for new hashes and the dummy hash; production's by default (see AppOptions). */
  passwordParams?: ScryptParams;
  /** The spec's "authentication enabled" switch (config.authEnabled). */
  authEnabled?: boolean;
  /** https site: the session cookie is `__Host-pcs.sid`. */
  secureCookies?: boolean;
  /** Outgoing e-mail: no transport means e-mail is off and messages wait in the outbox. */
  mail?: { transport: MailTransport | null; from: string; workerId?: string };
  /** The site's public origin, for links in e-mails (config.siteUrl). */
  siteUrl?: string;
}

/** The real time: the one place the server reads it, so everything else can be given a test's clock. */
export const systemClock = (): Date => new Date();

export function createServices(db: Db, options: ServiceOptions = {}) {
  const now = options.now ?? systemClock;
  const passwordParams = options.passwordParams ?? PRODUCTION_SCRYPT_PARAMS;
  const admins = createAdminsService(db, now, passwordParams);
  const audit = createAuditService(db, now);
  const sessions = createSessionsService(db, now);
  const events = createEventsService(db, now, audit);
  const mail = createMailService(db, now, options.mail ?? { transport: null, from: site.email });
  const siteUrl = options.siteUrl ?? "http://localhost:3000";
  const systemState = createSystemStateService(db, now);
  const documents = createDocumentsService(db, now, audit);
  const twoFactor = createTwoFactorService(db, now);
  const news = createNewsService(db, now, audit);
  const alumni = createAlumniService(db, now, audit);
  const pages = createPagesService(db, now, audit, documents);
  const testimonials = createTestimonialsService(db, now, audit);
  const whyChoose = createWhyChooseService(db, now, audit);
  return {
    dialect: db.dialect,
    /** The one clock every service reads; route loaders and the feeds read it too, so a test moves them all. */
    now,
    systemState,
    privacy: createPrivacyService(db, now, audit, systemState),
    admins,
    audit,
    sessions,
    twoFactor,
    auth: createAuthService({
      admins,
      audit,
      failures: createLoginFailuresService(db, now),
      deviceCookies: createDeviceCookiesService(db, now),
      sessions,
      twoFactor,
      now,
      passwordParams,
      enabled: options.authEnabled ?? true,
      secureCookies: options.secureCookies ?? false,
    }),
    news,
    events,
    alumni,
    testimonials,
    whyChoose,
    /** The home page's lists, kept until a change (ADR 070). */
    homeLists: createHomeLists(db, now, { whyChoose, events, news, testimonials }),
    careers: createCareersService(db, now, audit),
    alerts: createAlertsService(db, now, audit),
    pages,
    documents,
    schoolDetails: createSchoolDetailsService(db, now),
    media: createMediaService(db, now, audit, { news, events, alumni }, pages),
    mail,
    adminLinks: createAdminLinksService(db, now, mail, admins, audit, siteUrl),
    contact: createContactService(db, now, audit, mail, siteUrl),
    volunteers: createVolunteersService(db, events, now, audit, mail, siteUrl),
    search: createContentSearchService(db, now),
  };
}

export type Services = ReturnType<typeof createServices>;
