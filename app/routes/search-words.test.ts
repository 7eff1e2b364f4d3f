import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageMatch } from "../../server/modules/search/service.ts";
import { loader } from "./search-words.ts";

type LoaderArgs = Parameters<typeof loader>[0];

/** Calls the loader as the server does, with a page search that answers `pages` (or fails). */
async function ask(query: string, pages: PageMatch[] | "fails") {
  const context = {
    requestId: "req-9",
    services: {
      search: {
        pages: async () => {
          if (pages === "fails") throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
          return pages;
        },
      },
    },
  };
  const request = new Request(`http://localhost/search/words?q=${encodeURIComponent(query)}`);
  const response = await loader({ request, context, params: {} } as unknown as LoaderArgs);
  return {
    response,
    body: (await response.json()) as { query: string; hits: { title: string; href: string; description: string }[] },
  };
}

const faq: PageMatch = {
  path: "/admissions/FAQ",
  title: null,
  heading: "Frequently Asked Questions",
  sentences: ["Answers for families.", "Do students wear uniforms? Yes, from Kindergarten to Grade 12."],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /search/words", () => {
  it("answers the pages whose words hold the query, with the page's title and the sentence that holds them", async () => {
    const { response, body } = await ask("uniform", [faq]);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(body).toEqual({
      query: "uniform",
      hits: [
        {
          title: "Frequently Asked Questions",
          href: "/admissions/FAQ",
          description: expect.stringContaining("Do students wear uniforms?"),
        },
      ],
    });
  });

  it("leaves out pages the fixed index already lists for the query", async () => {
    const tuition: PageMatch = {
      path: "/admissions/tuition-and-fees",
      title: null,
      heading: "Tuition and Fees",
      sentences: ["Tuition for the coming year."],
    };
    const { body } = await ask("tuition", [tuition, { ...faq, sentences: ["How is tuition paid?"] }]);
    expect(body.hits.map((hit) => hit.href)).toEqual(["/admissions/FAQ"]);
  });

  it("answers nothing for a query too short to search, without asking the database", async () => {
    const { body } = await ask("fe", "fails");
    expect(body).toEqual({ query: "fe", hits: [] });
  });

  it("answers nothing, not an error, when the database cannot be read, and logs why", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response, body } = await ask("uniform", "fails");
    expect(response.status).toBe(200);
    expect(body.hits).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      "[req-9] search: the pages' words could not be searched",
      expect.objectContaining({ message: "connect ECONNREFUSED 127.0.0.1:5432" }),
    );
  });
});
