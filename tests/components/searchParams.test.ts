// The site's addresses as a player types, shares or follows them: search values are plain text, each route's schema
// reads what it needs, and the site's own links write ids as they are.
import { expect, it } from "vitest";
import { parseSearch, stringifySearch } from "../../src/app/searchParams";
import { gameSearchSchema, memberSearchSchema, promoDetailSearchSchema, promotionIdOf, registerSearchSchema } from "../../src/contract/search";

const promotionOf = (address: string) => promotionIdOf(promoDetailSearchSchema.parse(parseSearch(address)).id);

it("opens /promoDetail?id=1, and a link quoted by the old serialiser (?id=%221%22) too", () => {
  expect(promotionOf("?id=1")).toBe(1);
  expect(promotionOf("?id=%221%22")).toBe(1);
  expect(promotionOf("?id=abc")).toBeNull();
  expect(promotionOf("")).toBeNull();
});

it("writes the site's own links without quotes", () => {
  expect(stringifySearch({ id: "1" })).toBe("?id=1");
  expect(stringifySearch({ id: 12 })).toBe("?id=12");
  expect(stringifySearch({ page: "securityCenter", days: 7, pageNo: 2 })).toBe("?page=securityCenter&days=7&pageNo=2");
  expect(stringifySearch({ type: "raffle", empty: undefined })).toBe("?type=raffle");
});

it("keeps numeric codes as text and page numbers as numbers, whatever the address looks like", () => {
  // A game's node id or an invitation code made of digits is a code, not a number (the default parser made it one,
  // and the schema then dropped it).
  expect(gameSearchSchema.parse(parseSearch("?nodeId=123&gameCode=007&vendor=TALA"))).toEqual({ nodeId: "123", gameCode: "007", vendor: "TALA" });
  expect(registerSearchSchema.parse(parseSearch("?affiliateCode=20260001")).affiliateCode).toBe("20260001");
  expect(memberSearchSchema.parse(parseSearch("?kind=deposit&days=7&page=2"))).toEqual({ kind: "deposit", days: 7, page: 2 });
  // What the site writes, it reads back the same.
  const search = { gameCode: "QUICKLOTTO_1", nodeId: "42", launch: "true" };
  expect(gameSearchSchema.parse(parseSearch(stringifySearch(search)))).toEqual(search);
});

it("reads the first of a repeated key and keeps odd keys as plain keys", () => {
  expect(parseSearch("?page=2&page=3").page).toBe("2");
  const odd = parseSearch("?__proto__=x&constructor=y");
  expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
  expect(Object.keys(odd)).toEqual(["__proto__", "constructor"]);
});
