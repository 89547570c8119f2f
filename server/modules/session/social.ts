// Social sign-in adapters (Google, Facebook). None is configured by default, and then the site shows no button.
import { z } from "zod";
import type { Queryable } from "../../db/index";

export const SOCIAL_CHANNELS = ["google", "facebook"] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** What an adapter proves about the person: the provider's stable id for them. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

export interface SocialProvider {
  channel: SocialChannel;
  /** Verifies the provider's token (signature, audience, expiry) and answers who it names; throws when it is not valid. */
  verify(idToken: string): Promise<SocialIdentity>;
}

export const linkedMember = (db: Queryable, channel: SocialChannel, subject: string) =>
  db.query(z.object({ member_id: z.coerce.number() }), "select member_id from member_social where channel = $1 and subject = $2", [channel, subject]);

export const linkMember = (db: Queryable, memberId: number, channel: SocialChannel, subject: string) =>
  db.execute("insert into member_social (member_id, channel, subject) values ($1, $2, $3) on conflict do nothing", [memberId, channel, subject]);
