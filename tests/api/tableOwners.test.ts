// One owner per table (DESIGN.md): each `create table` in the migrations names its owning module, and a module's
// code names no other module's table; it asks the owner's service instead. The seed, server/db and server/lib are
// infrastructure and may name any table.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const MIGRATIONS = path.join(ROOT, "server/db/migrations");
const MODULES = path.join(ROOT, "server/modules");
const INFRASTRUCTURE = ["db", "lib"];

const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

interface Table {
  name: string;
  owner: string | null;
  where: string;
}

/** Every table the migrations create, with the module named on the `-- owner:` line right above it. */
function tables(): Table[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => {
      const lines = readFileSync(path.join(MIGRATIONS, file), "utf8").split("\n");
      return lines.flatMap((line, index) => {
        const created = /^\s*create\s+table\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?/i.exec(line);
        if (!created?.[1]) return [];
        const owner = /^\s*--\s*owner:\s*(\w+)\s*$/.exec(lines[index - 1] ?? "");
        return [{ name: created[1].toLowerCase(), owner: owner?.[1] ?? null, where: `${file}:${index + 1}` }];
      });
    });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.name.endsWith(".ts") ? [path.join(dir, entry.name)] : [],
  );
}

/** The tables a source file names where SQL names a table; comments are left out (they may talk about anything). */
function tablesNamed(source: string, known: ReadonlySet<string>): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  const named = new Set<string>();
  for (const match of code.matchAll(/\b(?:from|join|into|update|table)\s+"?(\w+)"?/gi)) {
    const name = match[1]?.toLowerCase();
    if (name && known.has(name)) named.add(name);
  }
  return named;
}

describe("table owners", () => {
  const all = tables();

  it("names an owner for every table, and the owner is a module (or db/lib infrastructure)", () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((table) => table.owner === null).map((table) => `${table.name} (${table.where})`)).toEqual([]);
    const owners = [...modules, ...INFRASTRUCTURE];
    expect(all.filter((table) => table.owner !== null && !owners.includes(table.owner)).map((table) => `${table.name}: ${table.owner}`)).toEqual([]);
  });

  it("creates each table once", () => {
    const names = all.map((table) => table.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("lets a module's code name only its own tables", () => {
    const ownerOf = new Map(all.map((table) => [table.name, table.owner]));
    const known = new Set(ownerOf.keys());
    const trespasses = modules.flatMap((module) =>
      filesUnder(path.join(MODULES, module)).flatMap((file) =>
        [...tablesNamed(readFileSync(file, "utf8"), known)]
          .filter((table) => ownerOf.get(table) !== module)
          .map((table) => `${path.relative(ROOT, file)} names ${table} (owned by ${ownerOf.get(table) ?? "nobody"})`),
      ),
    );
    expect(trespasses).toEqual([]);
  });

  it("sees a trespass when there is one", () => {
    const known = new Set(["reward", "promotion"]);
    expect([...tablesNamed("db.query(row, `select count(*) from reward r join promotion p on true`)", known)].sort()).toEqual(["promotion", "reward"]);
    expect([...tablesNamed("// counts what comes from reward rows\nconst x = 1;", known)]).toEqual([]);
  });
});
