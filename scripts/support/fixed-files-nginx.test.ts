/** The bench's yardstick: Debian's nginx answers every page's path, the home page's `/` too, with that page's bytes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/test-support/free-port.ts";
import { type FixedFile, type FixedFilesNginx, nginxBinary, startFixedFilesNginx } from "./fixed-files-nginx.ts";

const FILES: FixedFile[] = [
  {
    path: "/",
    type: "text/html",
    body: Buffer.from(`<!DOCTYPE html><title>Home</title>${"<p>words</p>".repeat(3000)}`),
  },
  { path: "/about", type: "text/html", body: Buffer.from("<!DOCTYPE html><title>About</title>") },
  { path: "/api/news", type: "application/json", body: Buffer.from(JSON.stringify({ items: [] })) },
];

describe("nginx serving fixed files", () => {
  let nginx: FixedFilesNginx;

  beforeAll(async () => {
    const binary = nginxBinary();
    if (!binary) throw new Error("Debian's nginx is needed for the bench's yardstick: apt-get install nginx-light");
    nginx = await startFixedFilesNginx(binary, await freePort(), FILES);
  });
  afterAll(() => nginx?.stop());

  it("answers each path, the home page's `/` included, with its own bytes and type, and keeps the connection", async () => {
    for (const file of FILES) {
      const answer = await fetch(`${nginx.origin}${file.path}`);
      expect(answer.status, file.path).toBe(200);
      expect(answer.headers.get("content-type"), file.path).toBe(file.type);
      expect(answer.headers.get("connection"), file.path).not.toBe("close");
      expect(Buffer.from(await answer.arrayBuffer()).equals(file.body), file.path).toBe(true);
    }
  });

  it("answers a path it was not given with 404, not another page", async () => {
    const answer = await fetch(`${nginx.origin}/contact`);
    expect(answer.status).toBe(404);
  });
});
