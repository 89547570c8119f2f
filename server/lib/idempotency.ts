// What an Idempotency-Key stands for: the hash of the whole request it was first used with. The platform's one request
// hash: deposits, withdrawals, points, lottery tickets and sports bets store it beside their key, and the ledger's
// wallet_request_hash() (migration 029) makes the same bytes in SQL for every transfer, a vendor's seamless call's too
// (tests/api/tableOwners.test.ts holds the two to each other).
import { createHash } from "node:crypto";
import { HttpError } from "../http/errors";

/** SHA-256 (hex) of the JSON array of every field that makes a request what it is (never a credential such as a password). */
export const requestHash = (fields: readonly (string | number | bigint | null)[]) =>
  createHash("sha256")
    .update(JSON.stringify(fields.map((field) => (typeof field === "bigint" ? field.toString() : field))))
    .digest("hex");

export const keyConflict = () => new HttpError(409, "idempotency_conflict", "This Idempotency-Key was already used for a different request.");
