// Activities: the states a member sees, an application with a comment and pictures checked by their bytes, the
// operator's approval or rejection, and a claim that pays the reward once.
import { deflateSync } from "node:zlib";
import { expect, it } from "vitest";
import { z } from "zod";
import { stateOf } from "../../server/modules/activity/service";
import { decimalToMinor } from "../../server/lib/money";
import { describeOnEachDatabase, type Harness } from "./harness";
import { balanceOf, call, newMember } from "./walletApi";

/** A real 1×1 PNG, as a phone would send. */
function png(): Uint8Array<ArrayBuffer> {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0]))), chunk("IEND", Buffer.alloc(0))]));
}

const activities = z.array(z.object({ id: z.number(), title: z.string(), state: z.string(), reason: z.string().nullable() }));
async function newActivity(h: Harness, title: string, needsApplication: boolean, startsInDays = -1) {
  const startsAt = new Date(Date.now() + startsInDays * 86_400_000).toISOString();
  const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await call(h, "POST", "/ops/activities", { ops: true, body: { title, content: "<p>Play and win</p>", needsApplication, reward: "25.00", startsAt, endsAt } });
  expect(created.success, created.message).toBe(true);
  return Number(created.value.id);
}
async function apply(h: Harness, token: string, activityId: number, comment: string, images: Uint8Array<ArrayBuffer>[]) {
  const form = new FormData();
  form.set("comment", comment);
  for (const image of images) form.append("images", new Blob([image], { type: "image/png" }), "proof.png");
  const response = await h.request(`/wps/activities/${activityId}/applications`, { method: "POST", headers: { token }, body: form });
  const body = z.object({ success: z.boolean(), code: z.string() }).parse(await response.json());
  return { status: response.status, ...body };
}

it("gives each member the SPEC §4 state of an activity", () => {
  const running = { starts_at: new Date(Date.now() - 1000).toISOString(), ends_at: new Date(Date.now() + 86_400_000).toISOString() };
  expect(stateOf({ ...running, status: null })).toBe("join");
  expect(stateOf({ ...running, starts_at: new Date(Date.now() + 60_000).toISOString(), status: null })).toBe("coming soon");
  expect(stateOf({ ...running, ends_at: new Date(Date.now() - 1).toISOString(), starts_at: new Date(Date.now() - 86_400_000).toISOString(), status: null })).toBe("close");
  expect(stateOf({ ...running, status: "applying" })).toBe("applying");
  expect(stateOf({ ...running, status: "issued" })).toBe("claim");
  expect(stateOf({ ...running, status: "claimed" })).toBe("claimed");
  expect(stateOf({ ...running, status: "rejected" })).toBe("rejected");
  expect(stateOf({ ...running, status: "joined" })).toBe("in process");
});

describeOnEachDatabase("activities", (h) => {
  it("takes an application with pictures, lets the operator approve it, and pays the claim once", async () => {
    const { token } = await newMember(h(), "act");
    const id = await newActivity(h(), "Weekend challenge", true);
    const soon = await newActivity(h(), "Next week", true, 3);
    const mine = async () => activities.parse((await call(h(), "GET", "/wps/activities", { token })).raw);
    expect((await mine()).find((a) => a.id === soon)?.state).toBe("coming soon");
    expect((await mine()).find((a) => a.id === id)?.state).toBe("join");

    expect((await apply(h(), token, id, "x".repeat(141), [png()])).status).toBe(400);
    expect((await apply(h(), token, id, "ok", [png(), png(), png(), png()])).status).toBe(400);
    expect((await apply(h(), token, id, "ok", [new TextEncoder().encode("<svg onload=alert(1)>")])).code).toBe("unsupported_image");
    expect((await apply(h(), token, soon, "early", [])).code).toBe("not_open");
    expect((await apply(h(), token, id, "Here are my three wins", [png(), png()])).success).toBe(true);
    expect((await apply(h(), token, id, "again", [])).code).toBe("not_open");
    expect((await mine()).find((a) => a.id === id)?.state).toBe("applying");
    expect((await call(h(), "POST", `/wps/activities/${id}/claim`, { token })).code).toBe("nothing_to_claim");

    const queue = z.array(z.object({ id: z.number(), activity_id: z.number(), comment: z.string(), images: z.array(z.string()) })).parse((await call(h(), "GET", "/ops/activities/applications?status=applying", { ops: true })).raw);
    const application = queue.find((a) => a.activity_id === id);
    expect(application?.images).toHaveLength(2);
    const picture = await h().request(`/ops/activities/images/${application?.images[0] ?? ""}`, { ops: true });
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect((await call(h(), "POST", `/ops/activities/applications/${application?.id ?? 0}/decision`, { ops: true, body: { decision: "approve" } })).success).toBe(true);
    expect((await call(h(), "POST", `/ops/activities/applications/${application?.id ?? 0}/decision`, { ops: true, body: { decision: "reject" } })).code).toBe("already_decided");
    expect((await mine()).find((a) => a.id === id)?.state).toBe("claim");
    const unclaimed = async () => Number((await call(h(), "GET", "/wps/relay/CSP_unreadCount", { token })).value.unclaimedCount);
    const waiting = await unclaimed();

    const before = decimalToMinor(await balanceOf(h(), token));
    const claims = await Promise.all([1, 2, 3].map(() => call(h(), "POST", `/wps/activities/${id}/claim`, { token })));
    expect(claims.every((claim) => claim.success)).toBe(true);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(before + 2500n);
    expect((await mine()).find((a) => a.id === id)?.state).toBe("claimed");
    // The header's unclaimed count had the reward in it until the claim.
    expect(await unclaimed()).toBe(waiting - 1);
  });

  it("shows a rejection with its reason, and lets a plain activity be joined", async () => {
    const { token } = await newMember(h(), "rej");
    const id = await newActivity(h(), "Photo contest", true);
    const plain = await newActivity(h(), "Lucky week", false);
    await apply(h(), token, id, "my entry", [png()]);
    const queue = z.array(z.object({ id: z.number(), activity_id: z.number() })).parse((await call(h(), "GET", "/ops/activities/applications?status=applying", { ops: true })).raw);
    const application = queue.find((a) => a.activity_id === id);
    await call(h(), "POST", `/ops/activities/applications/${application?.id ?? 0}/decision`, { ops: true, body: { decision: "reject", reason: "The pictures do not show a win." } });
    const list = activities.parse((await call(h(), "GET", "/wps/activities", { token })).raw);
    expect(list.find((a) => a.id === id)).toMatchObject({ state: "rejected", reason: "The pictures do not show a win." });
    expect((await apply(h(), token, plain, "", [])).success).toBe(true);
    expect(activities.parse((await call(h(), "GET", "/wps/activities", { token })).raw).find((a) => a.id === plain)?.state).toBe("in process");
  });
});
