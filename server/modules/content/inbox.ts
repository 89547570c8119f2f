// The member's inbox: platform messages, newest first, and which are still unread.
import type { Db } from "../../db/index";
import { notFound } from "../../http/errors";
import * as sql from "./sql";

const MESSAGE_PAGE_SIZE = 20;

export function createInbox(db: Db) {
  return {
    /** messageV2: the member's platform messages, newest first, with what is still unread. */
    async messages(memberId: number, pageNo: number) {
      const rows = await sql.messagesOf(db, memberId, MESSAGE_PAGE_SIZE, (pageNo - 1) * MESSAGE_PAGE_SIZE);
      return {
        list: rows.map((row) => ({
          id: row.id, title: row.title, content: row.content, read: row.read_at !== null, time: new Date(row.created_at).toISOString(),
        })),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / MESSAGE_PAGE_SIZE),
      };
    },

    async readMessage(memberId: number, messageId: number) {
      if ((await sql.markRead(db, memberId, messageId)).length === 0) throw notFound("No such message");
      return { id: messageId, read: true };
    },

    async unreadCount(memberId: number): Promise<number> {
      const [unread] = await sql.unreadMessages(db, memberId);
      return unread?.n ?? 0;
    },
  };
}
