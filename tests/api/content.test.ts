// Content as the site and the operator meet it: sanitising, schedule windows, order, language fallback, uploads, menus.
import { describe, expect, it } from "vitest";
import { bannerListSchema, gameListSchema, gameMenuListSchema, gamePageSchema, noticeListSchema, rankListSchema, recentGamesSchema, unreadCountSchema } from "../../src/contract/content";
import { helpCenterSchema, promotionListSchema, serviceSchema } from "../../src/contract/contentPages";
import { chooseChat, pickTranslation } from "../../server/modules/content/service";
import { detectImageType } from "../../server/lib/images";
import { dictionaryEntry } from "../../server/seed/translations";
import { describeOnEachDatabase, envelope, FIXED_CAPTCHA, type Harness } from "./harness";

const json = (body: unknown) => JSON.stringify(body);
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function ops(h: Harness, method: string, path: string, body?: unknown) {
  const response = await h.request(`/ops/content${path}`, { method, ops: true, ...(body === undefined ? {} : { body: json(body) }) });
  return { status: response.status, answer: await envelope(response) };
}
async function value<T>(h: Harness, path: string, parse: { parse: (v: unknown) => T }, headers: Record<string, string> = {}): Promise<T> {
  const answer = await envelope(await h.request(path, { headers }));
  expect(answer.success, answer.message).toBe(true);
  return parse.parse(answer.value);
}
const idOf = (answer: { value: unknown }) => {
  const v = answer.value;
  if (typeof v !== "object" || v === null || !("id" in v) || typeof v.id !== "number") throw new Error("no id");
  return v.id;
};

describe("content rules", () => {
  it("falls back from the asked language to the merchant's default, then English", () => {
    const t = { bn: { title: "বাংলা" }, en: { title: "English" } };
    expect(pickTranslation(t, "en", "bn").title).toBe("English");
    expect(pickTranslation(t, "vi", "bn").title).toBe("বাংলা");
    expect(pickTranslation({ en: { title: "English" } }, "vi", "bn").title).toBe("English");
  });
  it("recognises pictures by their bytes, not their names", () => {
    expect(detectImageType(PNG)).toBe("image/png");
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(detectImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
  it("offers the VIP line above rank 4 and live chat otherwise", () => {
    const links = [{ type: "LIVECHAT" as const, title: "Chat", path: "https://c" }, { type: "VIP" as const, title: "VIP", path: "https://v" }];
    expect(chooseChat(links, 5)?.type).toBe("VIP");
    expect(chooseChat(links, 4)?.type).toBe("LIVECHAT");
    expect(chooseChat(links, null)?.type).toBe("LIVECHAT");
  });
});

describeOnEachDatabase("content", (h) => {
  it("stores a notice with script, event handlers and javascript: links harmless, and reads it back harmless", async () => {
    const hostile = `<p onclick="steal()">Hello <b>players</b><script>alert(1)</script><img src="https://cdn.example/x.png" onerror="alert(2)"><a href="javascript:alert(3)">tap</a><a href="https://tala.example/help">help</a><iframe src="https://evil.example"></iframe></p>`;
    const created = await ops(h(), "POST", "/notices", { type: "B", translations: { en: { title: "Hostile", content: hostile } } });
    expect(created.status).toBe(200);
    const stored = await ops(h(), "GET", "/notices");
    const storedText = JSON.stringify(stored.answer.value);
    for (const bad of ["<script", "onclick", "onerror", "javascript:", "<iframe"]) expect(storedText).not.toContain(bad);

    // A row written behind the service's back (an old import, a bad migration) is still made harmless on the way out.
    await h().db.execute("update notice set translations = $1 where id = $2", [json({ en: { title: "Raw", content: hostile } }), idOf(created.answer)]);
    const notices = await value(h(), "/wps/relay/MCSFE_getListAnnouncements?types=B", noticeListSchema, { language: "en" });
    const notice = notices.find((n) => n.id === idOf(created.answer));
    expect(notice?.content).toContain("<b>players</b>");
    expect(notice?.content).toContain('href="https://tala.example/help"');
    expect(notice?.content).toContain('rel="noopener noreferrer nofollow"');
    for (const bad of ["<script", "onclick", "onerror", "javascript:", "<iframe"]) expect(notice?.content).not.toContain(bad);
    await ops(h(), "DELETE", `/notices/${idOf(created.answer)}`);
  });

  it("shows banners and notices only inside their schedule window", async () => {
    const future = await ops(h(), "POST", "/banners", { groupName: "w_live", url: "/demo/banners/live.svg", title: "Later", startsAt: hoursFromNow(2) });
    const past = await ops(h(), "POST", "/banners", { groupName: "w_live", url: "/demo/banners/live.svg", title: "Over", startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-1) });
    const now = await ops(h(), "POST", "/banners", { groupName: "w_live", url: "/demo/banners/live.svg", title: "Now", startsAt: hoursFromNow(-1), endsAt: hoursFromNow(1) });
    const titles = (await value(h(), "/wps/content/banners?groupName=w_live", bannerListSchema)).map((b) => b.title);
    expect(titles).toContain("Now");
    expect(titles).not.toContain("Later");
    expect(titles).not.toContain("Over");

    const later = await ops(h(), "POST", "/notices", { type: "PU", translations: { en: { title: "Tomorrow's news", content: "<p>soon</p>" } }, startsAt: hoursFromNow(24) });
    const shown = (await value(h(), "/wps/relay/MCSFE_getListAnnouncements", noticeListSchema, { language: "en" })).map((n) => n.title);
    expect(shown).not.toContain("Tomorrow's news");
    await ops(h(), "PUT", `/notices/${idOf(later.answer)}`, { startsAt: hoursFromNow(-1) });
    const after = (await value(h(), "/wps/relay/MCSFE_getListAnnouncements", noticeListSchema, { language: "en" })).map((n) => n.title);
    expect(after).toContain("Tomorrow's news");

    const backwards = await ops(h(), "POST", "/banners", { groupName: "w_live", url: "/x.svg", startsAt: hoursFromNow(2), endsAt: hoursFromNow(1) });
    expect(backwards.status).toBe(400);
    expect(backwards.answer.message).toContain("endsAt");
    for (const created of [future, past, now]) await ops(h(), "DELETE", `/banners/${idOf(created.answer)}`);
    await ops(h(), "DELETE", `/notices/${idOf(later.answer)}`);
  });

  it("orders banners as the operator lists them, and refuses an order naming an unknown banner", async () => {
    const a = idOf((await ops(h(), "POST", "/banners", { groupName: "w_fish", url: "/a.svg", title: "A" })).answer);
    const b = idOf((await ops(h(), "POST", "/banners", { groupName: "w_fish", url: "/b.svg", title: "B" })).answer);
    const seeded = (await value(h(), "/wps/content/banners?groupName=w_fish", bannerListSchema)).map((x) => x.bannerId).filter((id) => id !== a && id !== b);
    expect((await ops(h(), "PUT", "/banners/order", { ids: [b, ...seeded, a] })).status).toBe(200);
    const ordered = (await value(h(), "/wps/content/banners?groupName=w_fish", bannerListSchema)).map((x) => x.title);
    expect(ordered.indexOf("B")).toBeLessThan(ordered.indexOf("A"));
    expect(ordered[0]).toBe("B");
    const refused = await ops(h(), "PUT", "/banners/order", { ids: [a, 999_999] });
    expect(refused.status).toBe(400);
    expect(refused.answer.message).toContain("999999");
    // The refused order changed nothing.
    expect((await value(h(), "/wps/content/banners?groupName=w_fish", bannerListSchema))[0]?.title).toBe("B");
    await ops(h(), "DELETE", `/banners/${a}`);
    await ops(h(), "DELETE", `/banners/${b}`);
  });

  it("answers each language its own banners and notices: the demo content speaks all eight", async () => {
    for (const language of ["en", "bn", "vi", "hi", "zh", "th", "id", "tl"]) {
      // The page banners and the gift's button and popup carry words, so each language has its own.
      for (const group of ["w_home", "w_rng", "w_topup_2", "w_topup_3"]) {
        const banners = await value(h(), `/wps/content/banners?groupName=${group}`, bannerListSchema, { language });
        expect(banners.length, `${language} ${group}`).toBeGreaterThan(0);
        expect(banners.every((b) => b.url.endsWith(`-${language}.svg`)), `${language} ${group}`).toBe(true);
      }
    }

    const notices = (language: string) => value(h(), "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B", noticeListSchema, { language });
    expect((await notices("en")).map((n) => n.title)).toContain("Welcome to Tala");
    expect((await notices("bn")).map((n) => n.title)).toContain("তালায় স্বাগতম");
    expect((await notices("vi")).map((n) => n.title)).toContain(dictionaryEntry("vi", "Welcome to Tala"));
    // No Bengali on a page of another language: the demo notices are in each.
    for (const language of ["hi", "zh", "th", "id", "tl", "vi", "en"]) expect((await notices(language)).some((n) => /[\u0980-\u09ff]/.test(n.title)), language).toBe(false);
    expect((await notices("en")).length).toBeGreaterThanOrEqual(10);

    const help = await value(h(), "/wps/system/helpCenter?lang=en&device=WEB", helpCenterSchema);
    expect(help.sections.map((s) => s.anchor)).toEqual(expect.arrayContaining(["withdrawal", "sports", "lottery"]));
    // The SPEC's language codes in any case (EN, CN, TY…); an unknown one falls back instead of failing.
    expect((await value(h(), "/wps/system/helpCenter?lang=EN&device=WEB", helpCenterSchema)).sections.find((s) => s.anchor === "deposit")?.title).toBe("Deposits");
    for (const lang of ["CN", "ty", "VI", "xx", "e%00"]) expect((await h().request(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).status, lang).toBe(200);
    // The house rules of the sportsbook (SPORTS.md), in the reader's language.
    expect(help.sections.find((s) => s.anchor === "sports")?.content).toContain("void");
    expect(help.sections.find((s) => s.anchor === "deposit")?.title).toBe("Deposits");

    const bad = await h().request("/wps/relay/MCSFE_getListAnnouncements?types=B,ZZ");
    expect(bad.status).toBe(400);
    expect((await envelope(bad)).message).toContain("types");
  });

  it("accepts PNG, JPEG and WebP uploads up to 5 MB by their content, serves them inert, and refuses the rest", async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, type = "application/octet-stream") =>
      h().request("/ops/content/images", { method: "POST", ops: true, headers: { "content-type": type }, body: bytes });
    const ok = await upload(PNG, "image/png");
    expect(ok.status).toBe(200);
    const image = (await envelope(ok)).value;
    if (typeof image !== "object" || image === null || !("url" in image) || typeof image.url !== "string") throw new Error("no url");
    const served = await h().request(image.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // A script named .png, an SVG and a GIF: refused whatever they claim to be.
    const svg = await upload(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"), "image/png");
    expect(svg.status).toBe(415);
    expect((await upload(new TextEncoder().encode("GIF89a...."), "image/gif")).status).toBe(415);
    expect((await upload(new Uint8Array(0))).status).toBe(400);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(big, "image/png");
    expect(tooBig.status).toBe(413);

    const form = new FormData();
    form.set("file", new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: "image/jpeg" }), "photo.jpg");
    const multipart = await h().request("/ops/content/images", { method: "POST", ops: true, body: form });
    expect(multipart.status).toBe(200);
    expect((await envelope(multipart)).value).toMatchObject({ mime: "image/jpeg", size: 7 });

    expect((await h().request("/ops/content/images", { method: "POST", body: PNG })).status).toBe(401);
  });

  it("refuses banners with unsafe links and promotions with a bad window", async () => {
    const js = await ops(h(), "POST", "/banners", { groupName: "w_home", url: "javascript:alert(1)" });
    expect(js.status).toBe(400);
    expect(js.answer.message).toContain("url");
    const link = await ops(h(), "POST", "/banners", { groupName: "w_home", url: "/x.svg", linkageType: "url", linkageTarget: "http://plain.example" });
    expect(link.status).toBe(400);
    const noTarget = await ops(h(), "POST", "/banners", { groupName: "w_home", url: "/x.svg", linkageType: "route" });
    expect(noTarget.status).toBe(400);
    const group = await ops(h(), "POST", "/banners", { groupName: "w_nowhere", url: "/x.svg" });
    expect(group.status).toBe(400);
    expect((await ops(h(), "PUT", "/banners/999999", { title: "x" })).status).toBe(404);
  });

  it("lets a member claim a raffle promotion once, and counts unclaimed raffles and unread messages", async () => {
    const token = await login(h());
    const before = await value(h(), "/wps/relay/CSP_unreadCount", unreadCountSchema, { token });
    expect(before.unreadCount).toBeGreaterThanOrEqual(1);
    expect(before.unclaimedCount).toBe(1);

    const promotions = await value(h(), "/wps/content/promotions?type=raffle", promotionListSchema, { token });
    const raffle = promotions[0];
    expect(raffle?.claimable).toBe(true);
    expect(raffle?.claimed).toBe(false);
    const claim = () => h().request("/wps/relay/MCS2_claimRafflePromotion", { method: "POST", headers: { token }, body: json({ promotionId: raffle?.id }) });
    const first = await envelope(await claim());
    const second = await envelope(await claim());
    expect(first.success).toBe(true);
    expect(second.value).toEqual(first.value);
    expect((await value(h(), "/wps/relay/CSP_unreadCount", unreadCountSchema, { token })).unclaimedCount).toBe(0);
    expect((await value(h(), "/wps/content/promotions?type=raffle", promotionListSchema, { token }))[0]?.claimed).toBe(true);

    const welcome = (await value(h(), "/wps/content/promotions?type=welcome", promotionListSchema))[0];
    const refused = await h().request("/wps/relay/MCS2_claimRafflePromotion", { method: "POST", headers: { token }, body: json({ promotionId: welcome?.id }) });
    expect(refused.status).toBe(409);
    expect((await h().request("/wps/relay/MCS2_claimRafflePromotion", { method: "POST", body: json({ promotionId: raffle?.id }) })).status).toBe(401);
  });

  it("takes feedback from a member or a visitor who leaves a contact, and limits how much one address sends", async () => {
    const send = (body: unknown, ip = "203.0.113.50") => h().request("/wps/feedback", { method: "PUT", ip, body: json(body) });
    expect((await send({ category: "complaint", content: "short" })).status).toBe(400);
    const anonymous = await send({ category: "complaint", content: "My withdrawal took too long yesterday." });
    expect(anonymous.status).toBe(400);
    expect((await envelope(anonymous)).message).toContain("contact");
    for (let i = 0; i < 5; i++) expect((await send({ category: "suggestion", content: `Please add more cricket markets ${i}`, contact: "01700000009" })).status).toBe(200);
    expect((await send({ category: "suggestion", content: "One more suggestion here", contact: "01700000009" })).status).toBe(429);
    const list = await ops(h(), "GET", "/feedback");
    expect(JSON.stringify(list.answer.value)).toContain("Please add more cricket markets 4");
  });

  it("edits service links for the service bar and the whitelabel answer at once", async () => {
    const created = await ops(h(), "POST", "/service", { type: "WHATSAPP", title: "WhatsApp 2", path: "https://wa.me/8801700000099" });
    expect(created.status).toBe(200);
    const service = await value(h(), "/wps/system/service", serviceSchema);
    expect(service.version.pathList.map((l) => l.title)).toContain("WhatsApp 2");
    const whitelabel = await envelope(await h().request("/wps/system/whitelabel"));
    expect(JSON.stringify(whitelabel.value)).toContain("wa.me/8801700000099");
    expect((await ops(h(), "POST", "/service", { type: "WHATSAPP", title: "x", path: "http://insecure.example" })).status).toBe(400);
    await ops(h(), "DELETE", `/service/${idOf(created.answer)}`);
    expect(JSON.stringify((await envelope(await h().request("/wps/system/whitelabel"))).value)).not.toContain("wa.me/8801700000099");
  });

  it("lists every game type with up to 16 vendors and says when there are more", async () => {
    const menus = await value(h(), "/lgw/games/game_menus", gameMenuListSchema);
    expect(menus.map((m) => m.gameType)).toEqual(["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTT", "ELOTT"]);
    const slots = menus.find((m) => m.gameType === "RNG");
    expect(slots?.vendors).toHaveLength(16);
    expect(slots?.more).toBe(true);
    expect(menus.find((m) => m.gameType === "LIVE")?.more).toBe(false);
    expect(slots?.vendors.some((v) => v.isHot === 1)).toBe(true);
  });

  it("finds games by name in any language, pages them, and serves popular games and the winner board", async () => {
    const byEnglish = await value(h(), "/wps/relay/GCSGAME_gameList?gameName=golden%20TIGER", gamePageSchema, { language: "en" });
    expect(byEnglish.games.map((g) => g.gameName)).toContain("Golden Tiger");
    const byBengali = await value(h(), `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent("সোনালি বাঘ")}`, gamePageSchema, { language: "en" });
    expect(byBengali.games.map((g) => g.gameName)).toContain("Golden Tiger");
    const paged = await value(h(), "/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=10&pageNo=2", gamePageSchema);
    expect(paged.pageNo).toBe(2);
    expect(paged.games).toHaveLength(10);
    expect(paged.totalPages).toBeGreaterThan(2);
    expect((await value(h(), "/wps/relay/GCSGAME_gameList?gameName=%25", gamePageSchema)).games).toHaveLength(0);

    const popular = await value(h(), "/lgw/games/popular?count=20", gameListSchema);
    expect(popular).toHaveLength(20);
    expect(new Set(popular.map((g) => g.gameType)).size).toBeGreaterThan(2);

    // No one has won yet on a fresh install: the board lists real wins only (the lottery's tests win some).
    const board = await value(h(), "/wps/relay/GCSGAME_getRankList?limitNum=20&gameCategory=ALL", rankListSchema);
    expect(board.list).toEqual([]);
  });

  it("answers a member's recent games newest first, nine to a page", async () => {
    const token = await login(h());
    const recentPage = () => value(h(), "/wps/relay/GCS_recentGame?gameType=RNG&pageNo=1&pageSize=9", recentGamesSchema, { token });
    expect(await recentPage()).toEqual({ list: [], totalPages: 0 });
    await h().db.execute(
      `insert into recent_game (member_id, game_id, played_at)
       select m.id, g.id, now() - make_interval(mins => g.id) from member m, game g where m.username = 'agent01' and g.game_type = 'RNG'`,
    );
    const recent = (await recentPage()).list;
    expect(recent).toHaveLength(9);
    expect(recent.every((g) => g.gameType === "RNG")).toBe(true);
    expect((await h().request("/wps/relay/GCS_recentGame")).status).toBe(401);
  });
});

async function login(h: Harness): Promise<string> {
  const answer = await envelope(
    await h.request("/wps/session/login", { method: "POST", body: json({ type: "username", username: "agent01", password: "Agent@2026", captcha: FIXED_CAPTCHA }) }),
  );
  const v = answer.value;
  if (typeof v !== "object" || v === null || !("token" in v) || typeof v.token !== "string") throw new Error(`login failed: ${answer.message}`);
  return v.token;
}
