// Serves a built flow book under /__flows/ (npm run dev, and the end-to-end test): files only, nothing else.
import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

export const FLOW_BOOK_PATH = "/__flows/";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/** Answers a request under /__flows/ from the book's folder and says true, or says false for any other path. */
export function serveFlowBook(dir: string, request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? "/", "http://book");
  if (url.pathname === FLOW_BOOK_PATH.slice(0, -1)) {
    response.writeHead(302, { location: FLOW_BOOK_PATH }).end();
    return true;
  }
  if (!url.pathname.startsWith(FLOW_BOOK_PATH)) return false;
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice(FLOW_BOOK_PATH.length)) || "index.html";
  } catch {
    response.writeHead(400, { "content-type": "text/plain" }).end("Not a path.");
    return true;
  }
  const file = path.resolve(dir, relative);
  if (!file.startsWith(path.resolve(dir) + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
    response
      .writeHead(404, { "content-type": "text/plain" })
      .end(existsSync(dir) ? "Not in the flow book." : "The flow book is still being built: reload in a moment.");
    return true;
  }
  response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "cache-control": "no-cache" });
  createReadStream(file).pipe(response);
  return true;
}
