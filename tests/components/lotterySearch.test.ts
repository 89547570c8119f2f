// The lottery screen's search: a launch's fields are kept, and its back link only ever leads within the site.
import { expect, it } from "vitest";
import { lotterySearchSchema } from "../../src/contract/search";

it("keeps a lottery launch's fields and drops a back link that could leave the site", () => {
  expect(lotterySearchSchema.parse({ lottoArea: "VN", launchMode: "LOTT", lottoGameCode: "QUICKLOTTO_1", lottoView: "betting", backUrl: "/elott?page=2" })).toEqual({
    lottoArea: "VN", launchMode: "LOTT", lottoGameCode: "QUICKLOTTO_1", lottoView: "betting", backUrl: "/elott?page=2",
  });
  for (const backUrl of ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example", "javascript:alert(1)"]) {
    expect(lotterySearchSchema.parse({ backUrl }).backUrl).toBeUndefined();
  }
  // A view the screen does not have falls back to its choice.
  expect(lotterySearchSchema.parse({ lottoView: "admin", lottoArea: "XX" })).toEqual({});
});
