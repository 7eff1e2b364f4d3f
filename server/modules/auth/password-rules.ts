/** The rules a new administrator password must meet: length, not common, not a weak word dressed up, not personal. */
import { site } from "../../../common/site.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

// Passwords of 12 or more characters that appear near the top of breached-password lists, plus the
// obvious ones for this school. Compared case-insensitively.
const COMMON_PASSWORDS = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456789123",
  "1234567891011",
  "123123123123",
  "123412341234",
  "147258369147",
  "1q2w3e4r5t6y",
  "1q2w3e4r5t6y7u",
  "1qaz2wsx3edc",
  "1qaz2wsx3edc4rfv",
  "1qazxsw23edc",
  "zaq12wsxcde3",
  "zaq1zaq1zaq1",
  "q1w2e3r4t5y6",
  "a1b2c3d4e5f6",
  "abc123abc123",
  "abcd1234abcd",
  "abcdefghijkl",
  "abcdefghijklm",
  "abcdefghijklmnop",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwertyuiopasdf",
  "qwertyuiopasdfghjkl",
  "qwerty123456",
  "qwerty1234567",
  "qwertyqwerty",
  "qwerty123qwerty",
  "1234qwerasdf",
  "1234qwerasdfzxcv",
  "asdfghjkl123",
  "asdfasdfasdf",
  "zxcvbnm12345",
  "passwordpassword",
  "password1234",
  "password12345",
  "password123456",
  "password1234567",
  "password123!",
  "password123!!",
  "p@ssw0rd1234",
  "p@ssword1234",
  "passw0rd1234",
  "mypassword123",
  "mypassword1234",
  "secretpassword",
  "changeme1234",
  "changemenow!",
  "administrator",
  "administrator1",
  "administrator123",
  "admin1234567",
  "admin123456789",
  "adminadmin123",
  "adminpassword",
  "letmein12345",
  "letmeinletmein",
  "iloveyou1234",
  "iloveyouiloveyou",
  "welcome12345",
  "welcome123456",
  "welcometothejungle",
  "trustno1trustno1",
  "football1234",
  "baseball1234",
  "basketball12",
  "princess1234",
  "sunshine1234",
  "monkey123456",
  "dragon123456",
  "superman1234",
  "starwars1234",
  "computer1234",
  "internet1234",
  "blink182blink182",
  "liverpool123",
  "manchesterunited",
  "jesusislord",
  "jesusislord1",
  "jesuschrist1",
  "jesuslovesme",
  "jesuslovesyou",
  "godisgood123",
  "godisgreat123",
  "blessed12345",
  "pinecrest123",
  "pinecrest1234",
  "pinecrestchristian",
  "pinecrestschool",
  "pinecrest2026",
  "penticton123",
  "schooladmin1",
  "schoolpassword",
]);

/** Digits and symbols people type for letters ("p@ssw0rd"). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "i",
  "+": "t",
};

function unleet(text: string): string {
  return text.replace(/[0134578@$!|+]/g, (char) => LOOKALIKES[char] ?? char);
}

function lettersOnly(text: string): string {
  return text.replace(/[^a-z]/g, "");
}

/**
 * Words that guessing tools try first. A password made of nothing but these (alone, repeated or strung
 * together) plus digits, symbols or a year ("Password2024!", "Welcome-Welcome1", "Summer2024!!") is refused.
 */
const WEAK_WORDS = new Set([
  // The classics and their neighbours.
  "password",
  "passwd",
  "passw",
  "pass",
  "word",
  "welcome",
  "letmein",
  "let",
  "me",
  "in",
  "my",
  "the",
  "i",
  "a",
  "is",
  "to",
  "you",
  "love",
  "iloveyou",
  "secret",
  "changeme",
  "change",
  "default",
  "master",
  "hello",
  "login",
  "logon",
  "admin",
  "administrator",
  "root",
  "user",
  "guest",
  "test",
  "trustno",
  "whatever",
  "freedom",
  "monkey",
  "dragon",
  "shadow",
  "sunshine",
  "princess",
  "superman",
  "batman",
  "starwars",
  "football",
  "baseball",
  "basketball",
  "soccer",
  "hockey",
  "computer",
  "internet",
  // Keyboard runs.
  "qwerty",
  "qwertz",
  "azerty",
  "qwertyuiop",
  "asdf",
  "asdfgh",
  "asdfghjkl",
  "zxcv",
  "zxcvbn",
  "zxcvbnm",
  "qazwsx",
  "abc",
  "abcd",
  "abcdef",
  "abcdefg",
  "abcdefgh",
  // What a school office reaches for.
  "school",
  "teacher",
  "principal",
  "office",
  "student",
  "jesus",
  "christ",
  "god",
  "lord",
  "blessed",
  "faith",
  "hope",
  // Seasons and months, the "Summer2024!!" family.
  "spring",
  "summer",
  "autumn",
  "fall",
  "winter",
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]);
const LONGEST_WEAK_WORD = Math.max(...[...WEAK_WORDS].map((word) => word.length));

/** True when the letters can be cut entirely into weak words (a small word-break). */
function madeOfWeakWords(letters: string): boolean {
  if (letters === "") return false;
  const reachable = new Array<boolean>(letters.length + 1).fill(false);
  reachable[0] = true;
  for (let end = 1; end <= letters.length; end++) {
    for (let start = Math.max(0, end - LONGEST_WEAK_WORD); start < end && !reachable[end]; start++) {
      if (reachable[start] && WEAK_WORDS.has(letters.slice(start, end))) reachable[end] = true;
    }
  }
  return reachable[letters.length] === true;
}

/** Weak words with only digits, symbols or a year around and between them, read with and without look-alikes. */
function isWeakWordPattern(lower: string): boolean {
  // Digits and symbols at either end are padding ("2024!!"); inside, they may stand for letters.
  const core = lower.replace(/^[^a-z]+/, "").replace(/[^a-z]+$/, "");
  return madeOfWeakWords(lettersOnly(core)) || madeOfWeakWords(lettersOnly(unleet(core)));
}

/** Words of the school's name that say nothing on their own ("Christian", "School"). */
const GENERIC_NAME_WORDS = new Set(["christian", "school", "academy", "college", "the", "of", "and", "saint", "st"]);

/** The school's name, its short name and the distinctive words of its name, lower-cased letters only. */
const SCHOOL_NAME_PARTS = [
  lettersOnly(site.name.toLowerCase()),
  lettersOnly(site.shortName.toLowerCase()),
  ...site.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !GENERIC_NAME_WORDS.has(word)),
].filter((part) => part.length >= 3);

/** The password as it might hide a word: lower-cased, with look-alikes read as letters, letters only. */
function readings(lower: string): string[] {
  return [lower, lettersOnly(lower), unleet(lower), lettersOnly(unleet(lower))];
}

function containsAny(lower: string, parts: string[]): boolean {
  const forms = readings(lower);
  // A short part ("PCS") is looked for as typed only: joined across separators, "Stop-Cs…" would hold it.
  const asTyped = [lower, unleet(lower)];
  return parts.some((part) => (part.length >= 4 ? forms : asTyped).some((form) => form.includes(part)));
}

/** Pieces of a name or address worth refusing inside a password: all its letters, and each word of 4 letters or more. */
function personalParts(text: string | undefined): string[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  const words = lower.split(/[^a-z]+/).filter((word) => word.length >= 4);
  const whole = lettersOnly(lower);
  return [...(whole.length >= 4 ? [whole] : []), ...words];
}

/**
 * Why a new administrator password is refused, or null when it is acceptable: the length limits, breached
 * favourites, repeats and runs, weak words padded with digits, symbols or a year, and anything containing
 * the administrator's e-mail name, own name or the school's name.
 */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const tooCommon = "The password is too common; choose a less predictable one.";
  if (COMMON_PASSWORDS.has(lower)) return tooCommon;
  // One character repeated, or one short chunk repeated ("abcabcabcabc").
  if (/^(.{1,4})\1+$/.test(lower)) return tooCommon;
  if ("01234567890123456789".includes(lower) || "98765432109876543210".includes(lower)) return tooCommon;
  if (isWeakWordPattern(lower)) {
    return "The password is a common word with numbers or symbols added; choose a less predictable one.";
  }
  const local = context.email?.toLowerCase().split("@")[0];
  if (containsAny(lower, personalParts(local)))
    return "The password must not contain the e-mail address or part of it.";
  if (containsAny(lower, personalParts(context.name))) return "The password must not contain the administrator's name.";
  if (containsAny(lower, SCHOOL_NAME_PARTS))
    return `The password must not contain the school's name or short name (${site.name}, ${site.shortName}).`;
  return null;
}
