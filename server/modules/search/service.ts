/**
 * Finds the published news, events and careers postings a search query could match, in the database
 * (not a cached page of recent items), so anything a visitor can open can also be found. The
 * scoring itself happens in app/lib/search: this only narrows the rows and bounds how many.
 */
import { type SqlBool, sql } from "kysely";
import { SEARCH_WEIGHTS } from "../../../common/constants.ts";
import { seriesAt } from "../../../common/content/events/recurrence.ts";
import type { Visibility } from "../../../common/content/types.ts";
import { withoutControlCharacters } from "../../../common/control-characters.ts";
import { pageSentences } from "../../../common/pages/page-text.ts";
import type { Block } from "../../../common/pages/types.ts";
import { containsPattern, likeCondition } from "../../db/contains.ts";
import type { Db } from "../../db/database.ts";
import { openOn } from "../careers/service.ts";
import { appearedBy, tagsFromText, visibleRows } from "../content/store.ts";
import { SERIES_COLUMNS, seriesTimesOf } from "../events/service.ts";
import { publishedBy } from "../news/service.ts";

/**
 * Most candidate rows read per content set. The rows a query matches best come first, so the cut
 * only ever drops weaker matches, and only when a word is in hundreds of items.
 */
export const SEARCH_CANDIDATE_LIMIT = 200;

/** The part of a news item search shows. */
export interface NewsMatch {
  id: string;
  title: string;
  summary: string;
  tags: string[];
  publishedAt: string;
}

/** The part of an event search shows. */
export interface EventMatch {
  id: string;
  title: string;
  summary: string;
  tags: string[];
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** The part of a careers posting search shows. */
export interface CareerMatch {
  id: string;
  title: string;
  summary: string;
  department: string;
  tags: string[];
  /** YYYY-MM-DD in Vancouver; null: open until filled. */
  closingDate: string | null;
}

/**
 * Tags are stored as JSON text, where `"` and `\` inside a tag are escaped: the query is written the
 * same way before it is turned into a pattern, so a tag with a quote in it can still be found.
 */
function tagPattern(query: string): string {
  return containsPattern(JSON.stringify(withoutControlCharacters(query)).slice(1, -1));
}

/** The part of a page search shows: its address, heading and sentences. */
export interface PageMatch {
  path: string;
  /** An added page's title; null for a page of the spec (the registry has its title). */
  title: string | null;
  heading: string;
  sentences: string[];
}

/** Search is for visitors: it finds only what the content pages would show them. */
const VISITOR: Visibility = {};

/** Columns searched like keywords: a set's tags, and a posting's department. */
type KeywordColumn = "tags" | "department";

export function createContentSearchService(db: Db, now: () => Date) {
  const contains = (column: string, pattern: string) => likeCondition(db.dialect, column, pattern);

  /**
   * The query against a set's title, summary and keyword-like columns: `any` keeps the rows that may
   * match, and `roughScore` (the spec's SEARCH_WEIGHTS, the keyword columns counted once together)
   * chooses which candidates to keep; the exact score, a keyword weight per matching tag, is the scorer's.
   */
  function textMatch(keywordColumns: readonly KeywordColumn[], query: string) {
    const pattern = containsPattern(query);
    const title = contains("title", pattern);
    const summary = contains("summary", pattern);
    const keyword = sql.join(
      keywordColumns.map((column) => contains(column, column === "tags" ? tagPattern(query) : pattern)),
      sql` or `,
    );
    return {
      any: sql<SqlBool>`(${title} or ${summary} or ${keyword})`,
      // The weights are inlined as literals: a bound parameter in CASE has no type PostgreSQL can add up.
      roughScore: sql<number>`(case when ${keyword} then ${sql.lit(SEARCH_WEIGHTS.keyword)} else 0 end
        + case when ${title} then ${sql.lit(SEARCH_WEIGHTS.title)} else 0 end
        + case when ${summary} then ${sql.lit(SEARCH_WEIGHTS.description)} else 0 end)`,
    };
  }

  return {
    /**
     * Published pages whose words hold the query (issue 14): the heading, the introduction or any block. The
     * blocks are JSON text, so the query is written as JSON writes it before it becomes a pattern.
     */
    async pages(query: string): Promise<PageMatch[]> {
      const pattern = containsPattern(query);
      const rows = await db.kysely
        .selectFrom("pages")
        .select(["path", "title", "heading", "lead", "blocks"])
        .where("status", "=", "published")
        .where(
          sql<SqlBool>`(${contains("heading", pattern)} or ${contains("title", pattern)} or ${contains("lead", pattern)} or ${contains("blocks", tagPattern(query))})`,
        )
        .orderBy("path")
        .limit(SEARCH_CANDIDATE_LIMIT)
        .execute();
      return rows.map((row) => {
        let blocks: Block[] = [];
        try {
          blocks = JSON.parse(row.blocks) as Block[];
        } catch {
          blocks = [];
        }
        return {
          path: row.path,
          title: row.title,
          heading: row.heading,
          sentences: [row.lead, ...pageSentences(blocks)],
        };
      });
    },

    /** Published news whose date has come (as the news pages show them), best rough match, then pinned and newest first. */
    async news(query: string): Promise<NewsMatch[]> {
      const match = textMatch(["tags"], query);
      const rows = await db.kysely
        .selectFrom("news_items")
        .select(["id", "title", "summary", "tags", "published_at"])
        .where(visibleRows(VISITOR, publishedBy(now())))
        .where(match.any)
        .orderBy(match.roughScore, "desc")
        .orderBy("pinned", "desc")
        .orderBy("published_at", "desc")
        .orderBy("id")
        .limit(SEARCH_CANDIDATE_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        tags: tagsFromText(row.tags),
        publishedAt: row.published_at,
      }));
    },

    /**
     * Published events of any date whose publishing time has come (a family may look up last spring's concert), coming ones first by
     * start (a series until its last date, at its next one), then past ones, most recent first.
     */
    async events(query: string): Promise<EventMatch[]> {
      const match = textMatch(["tags"], query);
      const rows = await db.kysely
        .selectFrom("events")
        .select(["id", "title", "summary", "tags", ...SERIES_COLUMNS])
        .where(visibleRows(VISITOR, appearedBy<"events">("publish_at", now())))
        .where(match.any)
        .orderBy(match.roughScore, "desc")
        .orderBy("starts_at", "desc")
        .orderBy("id")
        .limit(SEARCH_CANDIDATE_LIMIT)
        .execute();
      const at = now();
      // A series is one row with its first date: it is coming while any date is, and shown at its next one.
      const found = rows.map((row) => {
        const times = seriesTimesOf(row);
        return { row, ...seriesAt(times, at) };
      });
      // Read newest first, so the coming ones are reversed, then put in order of their next dates, soonest on top.
      const coming = found
        .filter((event) => !event.ended)
        .reverse()
        .sort((a, b) => a.shown.startsAt.localeCompare(b.shown.startsAt));
      // Past ones by the date they are shown at (a series' last), most recent first, not by their first date.
      const past = found
        .filter((event) => event.ended)
        .sort((a, b) => b.shown.startsAt.localeCompare(a.shown.startsAt));
      return [...coming, ...past].map(({ row, shown }) => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        tags: tagsFromText(row.tags),
        startsAt: shown.startsAt,
        endsAt: shown.endsAt,
        allDay: shown.allDay,
      }));
    },

    /**
     * Published postings still open on today's date in Vancouver (as the careers pages show them),
     * soonest closing first. The department is searched like a tag (see content-sources.server.ts).
     */
    async careers(query: string): Promise<CareerMatch[]> {
      const match = textMatch(["department", "tags"], query);
      const rows = await db.kysely
        .selectFrom("careers")
        .select(["id", "title", "summary", "department", "tags", "closing_date"])
        .where(visibleRows(VISITOR, openOn(now())))
        .where(match.any)
        .orderBy(match.roughScore, "desc")
        .orderBy("closing_date", (ob) => ob.asc().nullsLast())
        .orderBy("start_date")
        .orderBy("title")
        .orderBy("id")
        .limit(SEARCH_CANDIDATE_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        department: row.department,
        tags: tagsFromText(row.tags),
        closingDate: row.closing_date,
      }));
    },
  };
}

export type ContentSearchService = ReturnType<typeof createContentSearchService>;
