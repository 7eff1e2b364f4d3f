/**
 * The search form of the results page (GET /search?q=…), also offered on Page Not Found (issue 16): a plain
 * GET form, so it works before hydration and without JavaScript.
 */
import { Form } from "react-router";
import { SEARCH_MIN_QUERY_LENGTH } from "../../../common/constants.ts";

export function SiteSearchForm({ query = "", idPrefix = "search-page" }: { query?: string; idPrefix?: string }) {
  const inputId = `${idPrefix}-input`;
  const hintId = `${idPrefix}-hint`;
  return (
    <Form role="search" method="get" action="/search" className="search-page__form">
      <label htmlFor={inputId}>Search the site</label>
      <div className="search-page__row">
        <input
          key={query}
          id={inputId}
          name="q"
          type="search"
          defaultValue={query}
          minLength={SEARCH_MIN_QUERY_LENGTH}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
      <p id={hintId} className="search-page__hint">
        Enter at least {SEARCH_MIN_QUERY_LENGTH} characters.
      </p>
    </Form>
  );
}
