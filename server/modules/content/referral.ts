// Invite friends: the member's own code (the member module keeps it), the registration link that carries it, its QR code.
import QRCode from "qrcode";
import { notFound } from "../../http/errors";
import type { MemberService } from "../member/service";

export function createReferral(members: MemberService) {
  return {
    /** The member's own code, the registration link that carries it, its QR code, and who came. */
    async referral(memberId: number, origin: string) {
      const row = await members.referral(memberId);
      if (!row) throw notFound("No such member");
      const link = `${origin}/register?affiliateCode=${encodeURIComponent(row.affiliate_code)}`;
      const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(link, { type: "svg", margin: 1 })).toString("base64")}`;
      return { affiliateCode: row.affiliate_code, link, qrCodeUrl: qr, invited: row.invited };
    },
  };
}
