/**
 * The bad-input sweep's corpus (issue 18): what an attacker, a broken client or a careless paste sends, and
 * what the server must do with each. Two kinds:
 *
 * - "refuse": no request of this kind is ever right (a field of the wrong type, NUL and other control
 *   characters, a 1 MB string, a number no field takes, a body that is not JSON or not a form, the wrong
 *   method or content type). The answer must be 4xx and no table may change.
 * - "survive": input that can be perfectly valid (Arabic or Hebrew text, combining marks, a bidi mark, a
 *   field left out or sent as null, an extra field, a negative number). The answer must not be 5xx; a 4xx
 *   must still change nothing; and when it is accepted, text sent in it must be stored exactly as sent
 *   (no normalisation, no lost marks).
 */

export type Expectation = "refuse" | "survive";

/** One value to put in a field (or, with `remove`, to leave it out). */
export interface FieldValue {
  name: string;
  expect: Expectation;
  /** Builds the value; `n` makes each text unique, so its round trip can be looked for in the database. */
  value(n: number): unknown;
  /** Leave the field out of the body instead of giving it a value. */
  remove?: true;
  /** Text that, when the request is accepted, must be found stored exactly. */
  storedText?(n: number): string;
}

const MEGABYTE = 1024 * 1024;

/** Right-to-left Arabic and Hebrew with digits, as a parent's name or message may be written. */
const rtl = (n: number) => `مدرسة ${n} שלום`;
/** "Zoë" and "José" written with combining marks (not precomposed): they must not be normalised away. */
const combining = (n: number) => `Zoe\u0308 Jose\u0301 ${n} a\u0301\u0302\u0303`;
/** A right-to-left override, the trick that reverses how a file name or link reads. It is not a control character. */
const bidi = (n: number) => `invoice \u202Efdp.exe ${n}`;

/** Values for any field: each field of a valid body is replaced by each of these in turn. */
export const FIELD_VALUES: readonly FieldValue[] = [
  { name: "NUL inside text", expect: "refuse", value: (n) => `Sweep\u0000${n}` },
  { name: "escape character", expect: "refuse", value: (n) => `Sweep\u001b[31m${n}` },
  { name: "DEL character", expect: "refuse", value: (n) => `Sweep\u007f${n}` },
  { name: "backspace character", expect: "refuse", value: (n) => `Sweep\u0008${n}` },
  { name: "1 MB string", expect: "refuse", value: () => "x".repeat(MEGABYTE) },
  { name: "200 KB string", expect: "refuse", value: () => "y".repeat(200 * 1024) },
  { name: "number", expect: "survive", value: () => 42 },
  { name: "huge number", expect: "refuse", value: () => 1e308 },
  { name: "2^64", expect: "refuse", value: () => 2 ** 64 },
  { name: "negative number", expect: "survive", value: () => -1 },
  { name: "fraction", expect: "survive", value: () => 1.5 },
  { name: "true", expect: "survive", value: () => true },
  { name: "object", expect: "refuse", value: () => ({ $gt: "" }) },
  { name: "list of text", expect: "survive", value: (n) => [`Sweep ${n}`] },
  { name: "list of 10,000", expect: "refuse", value: () => Array.from({ length: 10_000 }, (_, i) => i) },
  { name: "null", expect: "survive", value: () => null },
  { name: "left out", expect: "survive", value: () => undefined, remove: true },
  { name: "empty text", expect: "survive", value: () => "" },
  { name: "right-to-left text", expect: "survive", value: rtl, storedText: rtl },
  { name: "combining marks", expect: "survive", value: combining, storedText: combining },
  { name: "bidi override", expect: "survive", value: bidi, storedText: bidi },
];

/**
 * "number", "true" and "list of text" are "survive": a field that takes a number, a flag or a list takes them.
 * A text field must refuse them (400), and the sweep's "a 4xx changes nothing" rule still holds for them.
 */

/** A whole JSON body that is not what any route takes. */
export interface BodyValue {
  name: string;
  expect: Expectation;
  /** The raw bytes sent. */
  payload: string | Buffer;
  /** The Content-Type sent (none when undefined). */
  contentType?: string;
}

const deepNesting = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** Bodies for every route that reads one (JSON routes); each is sent in place of a valid body. */
export const BODY_VALUES: readonly BodyValue[] = [
  { name: "null", expect: "refuse", payload: "null", contentType: "application/json" },
  { name: "a list", expect: "refuse", payload: "[]", contentType: "application/json" },
  { name: "a string", expect: "refuse", payload: '"sweep"', contentType: "application/json" },
  { name: "a number", expect: "refuse", payload: "42", contentType: "application/json" },
  { name: "an empty object", expect: "refuse", payload: "{}", contentType: "application/json" },
  { name: "nothing, as JSON", expect: "refuse", payload: "", contentType: "application/json" },
  { name: "truncated JSON", expect: "refuse", payload: '{"title": "Swe', contentType: "application/json" },
  { name: "single-quoted JSON", expect: "refuse", payload: "{'title': 'x'}", contentType: "application/json" },
  { name: "a NUL byte", expect: "refuse", payload: "\u0000", contentType: "application/json" },
  { name: "invalid UTF-8", expect: "refuse", payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  {
    name: "__proto__ pollution",
    expect: "refuse",
    payload: '{"__proto__": {"isAdmin": true}}',
    contentType: "application/json",
  },
  {
    name: "constructor pollution",
    expect: "refuse",
    payload: '{"constructor": {"prototype": {"isAdmin": true}}}',
    contentType: "application/json",
  },
  { name: "100,000 nested lists", expect: "refuse", payload: deepNesting(100_000), contentType: "application/json" },
  {
    name: "over 1 MB of JSON",
    expect: "refuse",
    payload: `{"x":"${"z".repeat(MEGABYTE + 10)}"}`,
    contentType: "application/json",
  },
  { name: "JSON sent as text/plain", expect: "refuse", payload: '{"title":"x"}', contentType: "text/plain" },
  { name: "XML", expect: "refuse", payload: "<title>x</title>", contentType: "application/xml" },
  { name: "a form", expect: "refuse", payload: "title=x&summary=y", contentType: "application/x-www-form-urlencoded" },
  {
    name: "broken multipart",
    expect: "refuse",
    payload: '--sweep\r\nContent-Disposition: form-data; name="title"\r\n\r\nx',
    contentType: "multipart/form-data; boundary=sweep",
  },
  { name: "multipart without a boundary", expect: "refuse", payload: "x", contentType: "multipart/form-data" },
  { name: "a body with no content type", expect: "refuse", payload: '{"title":"x"}' },
  {
    name: "JSON with a strange charset",
    expect: "refuse",
    payload: "{}",
    contentType: "application/json; charset=ebcdic",
  },
];

/** Values for a path parameter (`:id`, `:name`) or a query-string parameter, already URL-encoded. */
export interface UrlValue {
  name: string;
  encoded: string;
}

export const URL_VALUES: readonly UrlValue[] = [
  { name: "NUL", encoded: "%00" },
  { name: "escape character", encoded: "a%1Bb" },
  { name: "broken percent-encoding", encoded: "%E0%A4%A" },
  { name: "a lone percent sign", encoded: "%" },
  { name: "invalid UTF-8", encoded: "%FF%FE" },
  { name: "right-to-left text", encoded: encodeURIComponent("مدرسة") },
  { name: "combining marks", encoded: encodeURIComponent("e\u0301") },
  { name: "negative number", encoded: "-1" },
  { name: "huge number", encoded: "99999999999999999999999" },
  { name: "exponent", encoded: "1e308" },
  { name: "not a number", encoded: "NaN" },
  { name: "8 KB of text", encoded: "q".repeat(8 * 1024) },
  { name: "a path outside", encoded: "..%2F..%2Fetc%2Fpasswd" },
  { name: "SQL", encoded: encodeURIComponent("1' OR '1'='1") },
  { name: "a list", encoded: "a&$=b" },
];
