/**
 * A SQLite restore run as one user (root, often) makes the database file that user's; a server running as another
 * (pcs) could not write to it. When the file's owner is not its folder's, the restore says so, with the command to
 * give it away (ADR 036). Owners that differ cannot be made without root, so the check is given the owners: the
 * same check as the restore makes on the file and the folder it restored into. scripts/backup.test.ts runs a restore
 * whose owners match, which prints no such line.
 */
import { describe, expect, it } from "vitest";
import { type OwnerNames, ownerNotice } from "./backup.ts";

const root = { uid: 0, gid: 0 };
const pcs = { uid: 998, gid: 997 };
const names: OwnerNames = {
  user: (uid) => ({ 0: "root", 998: "pcs" })[uid],
  group: (gid) => ({ 0: "root", 997: "www-pcs" })[gid],
};

describe("ownerNotice", () => {
  it("is nothing when the restored file's owner is its folder's", () => {
    expect(ownerNotice("/srv/pcs/data/pcs.sqlite", pcs, { uid: 998, gid: 0 }, names)).toBeUndefined();
    expect(ownerNotice("/srv/pcs/data/pcs.sqlite", root, root, names)).toBeUndefined();
  });

  it("names both owners, and gives the file to the folder's user and group", () => {
    expect(ownerNotice("/srv/pcs/data/pcs.sqlite", root, pcs, names)).toBe(
      "The restored /srv/pcs/data/pcs.sqlite belongs to root, who ran the restore, but its folder to pcs: a server running as pcs could not write to it. If the server runs as pcs, give the file to pcs before you start it: chown pcs:www-pcs /srv/pcs/data/pcs.sqlite",
    );
  });

  it("gives numbers for a user or group the system has no name for, and a path the shell takes as one word", () => {
    expect(ownerNotice("/srv/St Mary's/pcs.sqlite", { uid: 1001, gid: 1001 }, { uid: 1002, gid: 1003 }, names)).toBe(
      "The restored /srv/St Mary's/pcs.sqlite belongs to user 1001, who ran the restore, but its folder to 1002: a server running as 1002 could not write to it. If the server runs as 1002, give the file to 1002 before you start it: chown 1002:1003 '/srv/St Mary'\\''s/pcs.sqlite'",
    );
  });
});
