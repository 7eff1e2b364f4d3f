import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EMBEDDED_REPLY_KEY } from "../api/decrypt.ts";
import { parseLoginReply, toList } from "./login-reply.ts";

const user = { id: 1, email: "ruth@pinecrest.example", name: "Ruth Okafor", authenticated: true, isAdmin: true };

function encrypt(value: unknown): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-cbc", Buffer.from(EMBEDDED_REPLY_KEY), iv);
  return `${iv.toString("hex")}:${Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final()]).toString("hex")}`;
}

describe("the login reply (spec §7)", () => {
  it("reads our server's plain reply", async () => {
    await expect(parseLoginReply({ success: true, data: [{ user }] })).resolves.toEqual(user);
  });

  it("decrypts an iv:ciphertext reply and uses the first element of its list", async () => {
    const data = encrypt([
      { success: true, user },
      { success: true, user: { ...user, name: "Other" } },
    ]);
    await expect(parseLoginReply({ success: true, data })).resolves.toMatchObject({ name: "Ruth Okafor" });
  });

  it("normalises a single object (encrypted or not) into a list", async () => {
    expect(toList({ a: 1 })).toEqual([{ a: 1 }]);
    expect(toList([1, 2])).toEqual([1, 2]);
    expect(toList(undefined)).toEqual([]);
    await expect(parseLoginReply({ success: true, data: { success: true, user } })).resolves.toEqual(user);
    await expect(parseLoginReply({ success: true, data: encrypt({ success: true, user }) })).resolves.toEqual(user);
  });

  it("accepts a bare encrypted body without an envelope", async () => {
    await expect(parseLoginReply(encrypt({ success: true, user }))).resolves.toEqual(user);
  });

  it.each([
    ["no data", { success: true }],
    ["an empty list", { success: true, data: [] }],
    ["a user who is not authenticated", { success: true, data: [{ user: { ...user, authenticated: false } }] }],
    ["a user without the flag", { success: true, data: [{ user: { id: 1, name: "x" } }] }],
    ["a string that does not decrypt", { success: true, data: `${"ab".repeat(16)}:${"cd".repeat(16)}` }],
    ["plain text", "Welcome"],
  ])("with %s is 'Invalid response from server'", async (_, body) => {
    await expect(parseLoginReply(body)).rejects.toThrowError(/^Invalid response from server$/);
  });
});
