// Request validation with the contract's zod schemas: bad input becomes a 400 that names the field.
import * as z from "zod/mini";
import { badRequest } from "./errors";

export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : where;
    return `${field}: ${issue.message}`;
  });
  throw badRequest(`Invalid ${where}. ${messages.join("; ")}`);
}

/** Reads a JSON body; a body that is not JSON is bad input, not a server fault. */
export async function readJson(request: Request): Promise<unknown> {
  return parseJsonBody(await request.text());
}

/** A body already read as text (a signed call's, whose signature covers the raw text): JSON, or a 400. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Invalid body. body: must be JSON");
  }
}

/** Reads an application/x-www-form-urlencoded (or JSON) body into plain strings. */
export async function readForm(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return readJson(request);
  const text = await request.text();
  return Object.fromEntries(new URLSearchParams(text));
}

/** A multipart body's fields: text or files, a list where a field came more than once. */
export type FormFields = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/**
 * Reads a multipart/form-data body into its fields, for parseInput to check. A body that is not multipart, or whose
 * boundary or framing is broken, is bad input: a 400, not the parser's exception as a 500. No body reads as no fields.
 */
export async function readMultipart(request: Request): Promise<FormFields> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    if ((await request.text()) === "") return {};
    throw badRequest("Invalid body. body: must be multipart/form-data");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest("Invalid body. body: not readable as multipart/form-data (its boundary or framing is broken)");
  }
  const fields: FormFields = {};
  for (const [name, value] of form.entries()) {
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}
