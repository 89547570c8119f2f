// Member info as SPEC §3 names it (GET /wps/member/info).
import * as z from "zod/mini";
import { bigIdTextSchema } from "./fields";
import { LANGUAGES } from "./domain";

export { inLanguage, LANGUAGES, TRIAL_ACCOUNT_TYPE } from "./domain";

/** A session's start (login, free play, registration, a password reset): its token, and whether it must change the password. */
export const loginValueSchema = z.object({ token: z.string(), firstTimeLogin: z.boolean(), passwordExpired: z.boolean() });
export type LoginValue = z.infer<typeof loginValueSchema>;


export const memberInfoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  account: z.string(),
  nickname: z.string(),
  /** Account type (isAgent): 1, 2, 41, 42 agents; 4 trial; members otherwise. */
  type: z.number(),
  toUpline: z.optional(z.nullable(z.string())),
  clubLabel: z.optional(z.nullable(z.object({ labelName: z.string(), rankLevel: z.number() }))),
  memberLabel: z.optional(z.array(z.object({ labelName: z.string() }))),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** getUpdateLanguage: the one a member chose. */
export const memberLanguageSchema = z.object({ language: z.enum(LANGUAGES) });

/** GET /wps/member/messages?pageNo=2. */
export const messageQuerySchema = z.object({ pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))) });
/** POST /wps/member/messages/:id/read: a message is `bigserial`. */
export const messageIdParamSchema = z.object({ id: bigIdTextSchema });
/** messageV2: platform messages, read or not. */
export const messagePageSchema = z.object({
  list: z.array(z.object({ id: z.number(), title: z.string(), content: z.string(), read: z.boolean(), time: z.string() })),
  pageNo: z.number(),
  totalPages: z.number(),
});
/** Invite friends: the member's code, the registration link carrying it, its QR code and how many came. */
export const referralSchema = z.object({ affiliateCode: z.string(), link: z.string(), qrCodeUrl: z.string(), invited: z.number() });
