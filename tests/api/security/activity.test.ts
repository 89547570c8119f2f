// Activities under attack: hostile HTML in their text (sanitised when written and again when read), and bursts of
// applications and claims that must leave one application and one payment.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { decimalToMinor } from "../../../server/lib/money";
import { activityListSchema } from "../../../src/contract/activity";
import { describeOnEachDatabase, type Harness } from "../harness";
import { balanceOf, call, newMember, trialBalance } from "../walletApi";

const HOSTILE = `<p>Win big</p><script>alert(document.cookie)</script><img src="https://cdn.example/x.png" onerror="alert(1)"><a href="javascript:alert(2)">claim</a><iframe src="https://evil.example"></iframe><a href="https://tala.example/rules" onclick="steal()">rules</a>`;
const count = z.object({ n: z.coerce.number() });

/** Nothing in the text a browser would run. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|onerror|onclick|javascript:/i);
}

async function newActivity(h: Harness, needsApplication: boolean, content = "<p>Play and win</p>") {
  const startsAt = new Date(Date.now() - 86_400_000).toISOString();
  const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await call(h, "POST", "/ops/activities", { ops: true, body: { title: `Event ${randomUUID().slice(0, 8)}`, content, needsApplication, reward: "25.00", startsAt, endsAt } });
  expect(created.success, created.message).toBe(true);
  return Number(created.value.id);
}
const listOf = async (h: Harness, token?: string) => activityListSchema.parse((await call(h, "GET", "/wps/activities", token ? { token } : {})).raw);
const applyFor = async (h: Harness, token: string, activityId: number, comment: string) => {
  const form = new FormData();
  form.set("comment", comment);
  const response = await h.request(`/wps/activities/${activityId}/applications`, { method: "POST", headers: { token }, body: form });
  return { status: response.status, ...z.object({ success: z.boolean(), code: z.string() }).parse(await response.json()) };
};

describeOnEachDatabase("activities under attack", (h) => {
  it("stores activity text sanitised and serves it sanitised, even a row written around the API", async () => {
    const id = await newActivity(h(), true, HOSTILE);
    const [stored] = await h().db.query(z.object({ content: z.string() }), "select translations->'en'->>'content' as content from activity where id = $1", [id]);
    expectHarmless(stored?.content ?? "<script>");
    expect(stored?.content).toContain("<p>Win big</p>");

    const served = (await listOf(h())).find((activity) => activity.id === id);
    expectHarmless(served?.content ?? "<script>");
    expect(served?.content).toContain("<p>Win big</p>");
    // The safe link stays, made to leave the site in a new tab.
    expect(served?.content).toContain('href="https://tala.example/rules"');
    expect(served?.content).toContain('rel="noopener noreferrer nofollow"');

    // A row from before sanitising, or typed into the database by hand, is cleaned on the way out.
    await h().db.execute("update activity set translations = jsonb_build_object('en', jsonb_build_object('title', 'Old', 'content', $2::text)) where id = $1", [id, HOSTILE]);
    const { token } = await newMember(h(), "xss");
    const old = (await listOf(h(), token)).find((activity) => activity.id === id);
    expectHarmless(old?.content ?? "<script>");
    expect(old?.content).toContain("<p>Win big</p>");
  });

  it("keeps one application per member and activity through a burst of 100", async () => {
    const { token, username } = await newMember(h(), "burst");
    const withReview = await newActivity(h(), true);
    const plain = await newActivity(h(), false);
    const applications = await Promise.all(Array.from({ length: 100 }, (_, i) => applyFor(h(), token, withReview, `entry ${i}`)));
    expect(applications.filter((answer) => answer.success)).toHaveLength(1);
    expect(applications.filter((answer) => !answer.success).every((answer) => answer.status === 409)).toBe(true);
    const joins = await Promise.all(Array.from({ length: 100 }, () => applyFor(h(), token, plain, "")));
    expect(joins.every((answer) => answer.status < 500)).toBe(true);
    const [rows] = await h().db.query(count, "select count(*) as n from activity_application p join member m on m.id = p.member_id where m.username = $1", [username]);
    expect(rows?.n).toBe(2);
  });

  it("pays an approved activity once through a burst of 100 claims from the activity and the reward centre", async () => {
    const { token } = await newMember(h(), "claim");
    const id = await newActivity(h(), true);
    expect((await applyFor(h(), token, id, "my proof")).success).toBe(true);
    const queue = z.array(z.object({ id: z.number(), activity_id: z.number() })).parse((await call(h(), "GET", "/ops/activities/applications?status=applying", { ops: true })).raw);
    const application = queue.find((entry) => entry.activity_id === id);
    expect((await call(h(), "POST", `/ops/activities/applications/${application?.id ?? 0}/decision`, { ops: true, body: { decision: "approve" } })).success).toBe(true);

    const before = decimalToMinor(await balanceOf(h(), token));
    const claims = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? call(h(), "POST", `/wps/activities/${id}/claim`, { token }) : call(h(), "POST", `/wps/member/rewards/activity-${id}/claim`, { token }))),
    );
    expect(claims.every((claim) => claim.success)).toBe(true);
    const fromCentre = claims.filter((_, i) => i % 2 === 1);
    expect(fromCentre.every((claim) => claim.value.amount === "25.00")).toBe(true);
    expect(fromCentre.filter((claim) => claim.value.replayed === false).length).toBeLessThanOrEqual(1);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(before + 2500n);
    const [transfers] = await h().db.query(count, "select count(*) as n from wallet_transfer where idempotency_key = $1", [`activity:${application?.id ?? 0}`]);
    expect(transfers?.n).toBe(1);
    // Claimed once: every later claim from the reward centre says it is a repeat.
    expect((await call(h(), "POST", `/wps/member/rewards/activity-${id}/claim`, { token })).value).toEqual({ key: `activity-${id}`, amount: "25.00", replayed: true });
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00" });
  });
});
