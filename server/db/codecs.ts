// Column codecs every module's rows share: ids and money that PostgreSQL sends as text (bigint, count), and times
// that PGlite and PostgreSQL send as Date or text, answered as ISO strings.
import { z } from "zod";

export const id = z.coerce.number();
/** Minor units: bigint columns, read as bigint. */
export const minor = z.coerce.bigint();
export const iso = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString());
export const optionalIso = z.union([z.date(), z.string(), z.null()]).transform((value) => (value === null ? null : new Date(value).toISOString()));
/** A jsonb of names or texts by language. */
export const names = z.record(z.string(), z.string());
