/** Table types as the application sees them, after the dialect differences are normalised. */
import type { ColumnType, Generated } from "kysely";

/** Written as an ISO string, read back as an ISO string on both dialects (see normalise-plugin). */
export type Timestamp = ColumnType<string, string, string>;

/** Key/value facts about this installation, e.g. when sample content was loaded (not the school's details). */
export interface SystemStateTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** A timestamp column that may be empty (never locked, never signed in). */
export type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;

export interface AdministratorsTable {
  id: Generated<number>;
  /** Always stored lower-cased. */
  email: string;
  name: string;
  /** `scrypt$N$r$p$salt$hash` (see modules/auth/password.ts). */
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: NullableTimestamp;
  /** Set when an administrator deactivated the account (migration 0018): no sign-in, no session. */
  deactivated_at: NullableTimestamp;
}

/** One e-mail to send (migration 0017): written with what caused it, sent by the mail worker. */
export interface MailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  attachments: Generated<string>;
  status: Generated<"waiting" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_by: string | null;
  claimed_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

/** A single-use link's token, as its SHA-256 (migration 0018): an invitation or a password reset. */
export interface AdminTokensTable {
  token_hash: string;
  admin_id: number;
  purpose: "invite" | "reset";
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** An administrator's TOTP (migration 0024): enabled once its first code was confirmed. */
export interface AdminTwoFactorTable {
  admin_id: number;
  /** AES-256-GCM of the base32 secret (modules/two-factor/secret-box.ts). */
  secret_box: string;
  enabled_at: NullableTimestamp;
  /** The newest accepted TOTP time step (replay protection): 30-second steps since 1970 fit an integer. */
  last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One single-use recovery code, as its SHA-256 (migration 0024). */
export interface AdminRecoveryCodesTable {
  code_hash: string;
  admin_id: number;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A sign-in whose password was right and which waits for its code (migration 0024), by pre-session. */
export interface TwoFactorChallengesTable {
  session_hash: string;
  admin_id: number;
  device_key: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's session id: a stolen database row does not sign anyone in. */
  id_hash: string;
  /** Empty for a visitor's pre-session (it only holds the CSRF secret). */
  admin_id: number | null;
  csrf_secret: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end of the session, whatever its activity. */
  expires_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_admin_id: number | null;
  action: string;
  /** JSON text. */
  detail: string;
  ip: string | null;
}

/** One saved version of a content item (migration 0011): the item as the API answered it, in JSON. */
export interface ContentVersionsTable {
  id: Generated<number>;
  content_set: string;
  item_id: string;
  version: number;
  /** JSON text. */
  data: string;
  saved_at: Timestamp;
  /** The administrator's name then; null for the sample content and scripts. */
  saved_by: string | null;
}

/** A content item the office deleted, kept for 30 days so it can be put back (migration 0026, ADR 048). */
export interface DeletedContentTable {
  content_set: string;
  item_id: string;
  /** How the office names it ("Snow day", an alumna's name). */
  title: string;
  /** JSON text: the item as the API answered it when it was deleted. */
  data: string;
  deleted_at: Timestamp;
  /** The administrator's name then; null for scripts. */
  deleted_by: string | null;
  /**
   * JSON text (migration 0027): ids of what pointed at the item and lost it at the delete, by kind
   * ({"volunteerSignups":[…]}), to link again at a put back; null when nothing did.
   */
  links: string | null;
}

/** A deleted item's saved versions (migration 0026): content_versions' rows, moved here while it is deleted. */
export interface DeletedContentVersionsTable {
  content_set: string;
  item_id: string;
  version: number;
  /** JSON text. */
  data: string;
  saved_at: Timestamp;
  saved_by: string | null;
}

/** Consecutive failed sign-ins per e-mail address, known or not (migration 0006). */
export interface LoginFailuresTable {
  /** SHA-256 (hex) of the lower-cased e-mail address. */
  email_hash: string;
  failed_attempts: Generated<number>;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

/** The public forms' sends of the last REPEAT_WINDOW_MS (migration 0033, ADR 072). */
export interface FormSendsTable {
  /** SHA-256 (base64url) of the form, the sender's address and what they sent. */
  key: string;
  sent_at: Timestamp;
  /** The writer's random token. */
  claim: string;
  /** The stored row; null while it is being written. */
  row_id: string | null;
}

export interface KyselyMigrationTable {
  name: string;
  timestamp: string;
}

/** Columns every content row has (ADR 008); booleans are 0/1, tags are a JSON array as text. */
interface ContentColumns {
  status: "draft" | "published";
  created_at: Timestamp;
  updated_at: Timestamp;
  version: number;
  /** The name of the administrator who changed the row last; null for sample content and scripts. */
  updated_by: string | null;
}

export interface NewsItemsTable extends ContentColumns {
  id: string;
  title: string;
  summary: string;
  body_html: string;
  category: "news" | "announcement";
  image_url: string | null;
  image_alt: string | null;
  pinned: number;
  published_at: Timestamp;
  /** After this the item leaves the home page (migration 0014). */
  expires_at: NullableTimestamp;
  tags: string;
}

export interface EventsTable extends ContentColumns {
  id: string;
  title: string;
  summary: string;
  description_html: string;
  location: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  all_day: number;
  category: "academic" | "arts" | "athletics" | "chapel" | "community" | "fundraising" | "holiday";
  image_url: string | null;
  image_alt: string | null;
  volunteers_wanted: number;
  volunteers_needed: number | null;
  tags: string;
  repeat: "weekly" | "monthly" | "monthly-weekday" | null;
  /** The last day (YYYY-MM-DD) a repeating event may fall on. */
  repeat_until: string | null;
  /** JSON: the dates of a series the office cancelled or moved (OccurrenceChange[]). */
  occurrence_changes: string;
  /** When the series' last date ends; a single event's own end (migration 0012). */
  series_ends_at: Timestamp;
  publish_at: NullableTimestamp;
}

export interface AlumniTable extends ContentColumns {
  id: Generated<number>;
  name: string;
  graduation_year: number;
  headline: string;
  bio_html: string;
  image_url: string | null;
  image_alt: string | null;
  publish_at: NullableTimestamp;
}

export interface TestimonialsTable extends ContentColumns {
  id: string;
  author: string;
  relationship: string;
  quote: string;
  story_html: string;
  publish_at: NullableTimestamp;
}

export interface WhyChooseItemsTable extends ContentColumns {
  id: string;
  title: string;
  summary: string;
  body_html: string;
  icon: string;
  sort_order: number;
  /** When a published item first shows; null: as soon as it is published (migration 0015). */
  publish_at: NullableTimestamp;
}

export interface CareersTable extends ContentColumns {
  id: string;
  title: string;
  department: string;
  employment_type: "full-time" | "part-time" | "term" | "casual";
  location: string;
  summary: string;
  description_html: string;
  requirements_html: string;
  how_to_apply_html: string;
  /** YYYY-MM-DD, a calendar date in Vancouver. */
  start_date: string;
  /** YYYY-MM-DD, the last day applications are taken; null: open until filled. */
  closing_date: string | null;
  /** YYYY-MM-DD, the first day visitors see it; null: as soon as it is published. */
  opens_on: string | null;
  tags: string;
}

/** A message sent with the contact form (ADR 009); `handled` is 0/1, set by the office. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: "general" | "admissions" | "tour" | "accounts" | "other";
  message: string;
  created_at: Timestamp;
  handled: Generated<number>;
  ip: string | null;
  /** When someone in the office first opened it (migration 0016); null: unread. */
  read_at: NullableTimestamp;
  /** When it was marked handled, and by which administrator; null: still open. */
  handled_at: NullableTimestamp;
  handled_by: string | null;
  /** When the office deleted it, and who (migration 0029, ADR 062); null while it is in the inbox. */
  deleted_at: NullableTimestamp;
  deleted_by: string | null;
}

/** A volunteer sign-up (ADR 009); `interests` is a JSON array of role keys as text. */
export interface VolunteerSignupsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  event_id: string | null;
  interests: string;
  availability: string | null;
  has_criminal_record_check: "yes" | "no" | "in-progress";
  notes: string | null;
  created_at: Timestamp;
  handled: Generated<number>;
  ip: string | null;
  /** SHA-256 of the cancel link's token in the confirmation e-mail (migration 0019). */
  cancel_token_hash: string | null;
  /** A repeating event's date signed up for: its start instant (migration 0031, ADR 067); null otherwise. */
  occurrence_at: NullableTimestamp;
  /** When the volunteer was e-mailed that their date is no longer held (migration 0032, ADR 069); null until then. */
  told_gone_at: NullableTimestamp;
}

/** The office's alert banner (migration 0020). */
export interface AlertsTable extends ContentColumns {
  id: string;
  message: string;
  level: "information" | "warning" | "emergency";
  link: string | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
}

/** The school's details as the office saved them (migration 0020): one row, id 1, JSON of SchoolDetails. */
export interface SchoolDetailsTable {
  id: number;
  details: string;
  version: number;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A page's words (migration 0021): the heading, lead and blocks (JSON of common/pages/types.ts's Block[]). */
export interface PagesTable extends ContentColumns {
  id: string;
  /** Set when a page is made and never by an edit (the write path's rows leave it out). */
  path: ColumnType<string, string | undefined, string>;
  heading: string;
  lead: string;
  blocks: string;
  /** A page the office added (migration 0022): its title, section, menu place and description; null for the spec's. */
  title: string | null;
  section: "About" | "Admissions" | "Giving" | null;
  menu_order: number | null;
  description: string | null;
}

export interface Database {
  system_state: SystemStateTable;
  administrators: AdministratorsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  admin_tokens: AdminTokensTable;
  mail_outbox: MailOutboxTable;
  content_versions: ContentVersionsTable;
  deleted_content: DeletedContentTable;
  deleted_content_versions: DeletedContentVersionsTable;
  login_failures: LoginFailuresTable;
  form_sends: FormSendsTable;
  admin_two_factor: AdminTwoFactorTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  news_items: NewsItemsTable;
  events: EventsTable;
  alumni: AlumniTable;
  testimonials: TestimonialsTable;
  why_choose_items: WhyChooseItemsTable;
  careers: CareersTable;
  alerts: AlertsTable;
  pages: PagesTable;
  documents: DocumentsTable;
  school_details: SchoolDetailsTable;
  contact_messages: ContactMessagesTable;
  volunteer_signups: VolunteerSignupsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
}

/** A picture the office uploaded (migration 0013): its description and what its files are. */
export interface MediaTable {
  id: string;
  alt: string;
  decorative: number;
  original_name: string;
  width: number;
  height: number;
  /** JSON: the widths encoded, smallest first. */
  widths: string;
  /** A tiny blurred WebP as a data: URL, shown while the picture loads. */
  placeholder: string;
  /** The size of what was uploaded. */
  bytes: number;
  created_at: Timestamp;
  created_by: string | null;
  /** When the office deleted it, and who (migration 0030, ADR 066); null while it is in the library. */
  deleted_at: NullableTimestamp;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: the items it was taken off at its delete (`TakenOff[]`, media/service.ts); null while in the library. */
  taken_off: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One encoded file of a picture: "640.webp", "640.avif". */
/** A PDF the office uploaded (migration 0023), served at /downloads/<name>. */
export interface DocumentsTable {
  name: string;
  size_bytes: number;
  sha256: string;
  data: Buffer;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface MediaFilesTable {
  media_id: string;
  name: string;
  content_type: string;
  data: Buffer;
}

export type { Generated };
