// The member's platform messages (read and unread, the header's count) and the invite-friends link with its QR code.
import { expect, it } from "vitest";
import { z } from "zod";
import { messagePageSchema, referralSchema } from "../../src/contract/member";
import { describeOnEachDatabase, FIXED_CAPTCHA } from "./harness";
import { call, newMember } from "./walletApi";

describeOnEachDatabase("messages and referral", (h) => {
  it("lists a member's messages, marks one read, and the unread count follows; another member's message stays out of reach", async () => {
    const { token, username } = await newMember(h(), "msg");
    const other = await newMember(h(), "oth");
    await h().db.execute("insert into member_message (member_id, title, content) select id, 'Your bonus', 'It is in your wallet.' from member where username = $1", [username]);
    const unread = async (t: string) => Number((await call(h(), "GET", "/wps/relay/CSP_unreadCount", { token: t })).value.unreadCount);
    const before = await unread(token);
    const page = messagePageSchema.parse((await call(h(), "GET", "/wps/member/messages", { token })).value);
    const message = page.list.find((m) => m.title === "Your bonus");
    expect(message?.read).toBe(false);
    expect((await call(h(), "POST", `/wps/member/messages/${message?.id ?? 0}/read`, { token: other.token })).status).toBe(404);
    expect((await call(h(), "POST", `/wps/member/messages/${message?.id ?? 0}/read`, { token })).success).toBe(true);
    expect(await unread(token)).toBe(before - 1);
    expect(messagePageSchema.parse((await call(h(), "GET", "/wps/member/messages", { token })).value).list.find((m) => m.id === message?.id)?.read).toBe(true);
    expect((await call(h(), "GET", "/wps/member/messages?pageNo=0", { token })).status).toBe(400);
  });

  it("gives the member's invitation link with its QR code and counts who registered with it", async () => {
    const { token } = await newMember(h(), "inv");
    const referral = referralSchema.parse((await call(h(), "GET", "/wps/member/referral", { token })).value);
    expect(referral.link).toMatch(new RegExp(`/register\\?affiliateCode=${referral.affiliateCode}$`));
    expect(Buffer.from(referral.qrCodeUrl.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toContain("<svg");
    expect(referral.invited).toBe(0);
    // A friend registers from the link, with its code.
    const captcha = z.object({ value: z.object({ captchaId: z.string() }) }).parse(await (await h().request("/wps/captcha", { ip: "10.9.8.7" })).json());
    const friend = { username: `fr${Date.now().toString(36)}`, password: "Secret123", confirmPassword: "Secret123", paymentPassword: "246810" };
    const registered = await h().request("/wps/member/register", {
      method: "PUT",
      ip: "10.9.8.7",
      body: JSON.stringify({ ...friend, affiliateCode: referral.affiliateCode, captchaId: captcha.value.captchaId, captcha: FIXED_CAPTCHA, registerMethod: "WEB" }),
    });
    expect(registered.status).toBe(200);
    expect(referralSchema.parse((await call(h(), "GET", "/wps/member/referral", { token })).value).invited).toBe(1);
  });
});
