// Member info as SPEC §3 names it (GET /wps/member/info).
import * as zod from "zod/mini";
import { bigIdTextSchema } from "./fields";
import { LANGUAGES } from "./domain";

export { inLanguage, LANGUAGES, TRIAL_ACCOUNT_TYPE } from "./domain";

/** A session's start (login, free play, registration, a password reset): its token, and whether it must change the password. */
export const loginValueSchema = zod.object({ token: zod.string(), firstTimeLogin: zod.boolean(), passwordExpired: zod.boolean() });
export type LoginValue = zod.infer<typeof loginValueSchema>;


export const memberInfoSchema = zod.object({
  id: zod.union([zod.number(), zod.string()]),
  account: zod.string(),
  nickname: zod.string(),
  /** Account type (isAgent): 1, 2, 41, 42 agents; 4 trial; members otherwise. */
  type: zod.number(),
  toUpline: zod.optional(zod.nullable(zod.string())),
  clubLabel: zod.optional(zod.nullable(zod.object({ labelName: zod.string(), rankLevel: zod.number() }))),
  memberLabel: zod.optional(zod.array(zod.object({ labelName: zod.string() }))),
});
export type MemberInfo = zod.infer<typeof memberInfoSchema>;

/** getUpdateLanguage: the one a member chose. */
export const memberLanguageSchema = zod.object({ language: zod.enum(LANGUAGES) });

/** GET /wps/member/messages?pageNo=2. */
export const messageQuerySchema = zod.object({ pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))) });
/** POST /wps/member/messages/:id/read: a message is `bigserial`. */
export const messageIdParamSchema = zod.object({ id: bigIdTextSchema });
/** messageV2: platform messages, read or not. */
export const messagePageSchema = zod.object({
  list: zod.array(zod.object({ id: zod.number(), title: zod.string(), content: zod.string(), read: zod.boolean(), time: zod.string() })),
  pageNo: zod.number(),
  totalPages: zod.number(),
});
/** Invite friends: the member's code, the registration link carrying it, its QR code and how many came. */
export const referralSchema = zod.object({ affiliateCode: zod.string(), link: zod.string(), qrCodeUrl: zod.string(), invited: zod.number() });
