// Who may import whom (DESIGN.md §1), checked on the real import graph in npm test.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "machines-are-pure", severity: "error", comment: "Machines import xstate, src/contract and src/config only.",
      from: { path: "^machines/" },
      to: { path: "^(src/(api|app|flows|features|ui|i18n)|routes|server)/|node_modules/(react|react-dom|ofetch|@tanstack|@xstate/react)/" } },
    { name: "views-never-fetch", severity: "error", comment: "Views and routes reach the network only through machines and src/flows.",
      from: { path: "^(src/features|src/ui|routes)/" },
      to: { path: "^(src/api|server)/|node_modules/ofetch/" } },
    { name: "features-stay-apart", severity: "error", comment: "A feature never reaches into another feature's folder.",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/", pathNot: "^src/features/$1/" } },
    // DESIGN.md §1 lists machines, ui, i18n, config and the own folder for features; the code's way adds src/contract
    // (its types and domain constants: contract kinds, field limits, whitelabel flags) and src/flows (the layer that
    // hands views their machines with the real services). Both are kept: the contract is the one truth of the data a
    // view shows, and redefining its types in views would copy it.
    { name: "features-never-reach-the-shell", severity: "error", comment: "The shell (src/app) imports features, never the reverse.",
      from: { path: "^src/features/" },
      to: { path: "^(src/app|routes)/" } },
    // DESIGN.md §1: routes import features, ui and contract (search params); the root route also mounts the shell's
    // layout (src/app). Machines come to routes through a feature.
    { name: "routes-map-urls-to-views", severity: "error", comment: "Routes never import machines or the flows layer.",
      from: { path: "^routes/" },
      to: { path: "^(machines|src/flows)/" } },
    { name: "flows-serve-views", severity: "error",
      comment: "src/flows wires machines to src/api; it imports machines, src/api, contract, config and i18n, never a view or the shell.",
      from: { path: "^src/flows/" },
      to: { path: "^(src/(app|features|ui)|routes|server)/" } },
    { name: "shell-stays-in-the-site", severity: "error", comment: "The shell (src/app) may import anything in src, never routes or the server.",
      from: { path: "^src/app/" },
      to: { path: "^(routes|server)/" } },
    { name: "ui-knows-no-business", severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^(src/(api|app|flows|features|contract)|machines|routes|server)/" } },
    { name: "api-layer-is-headless", severity: "error", comment: "src/api uses ofetch, src/contract and src/config.",
      from: { path: "^src/api/" },
      to: { path: "^(src/(app|flows|features|ui|i18n)|machines|routes|server)/|node_modules/(react|react-dom)/" } },
    { name: "contract-is-pure-zod", severity: "error",
      from: { path: "^src/contract/" },
      to: { path: "^(src/(?!contract/)|machines|routes|server)/|node_modules/(?!zod/)" } },
    { name: "server-shares-only-the-contract", severity: "error",
      from: { path: "^server/" },
      to: { path: "^(src/(?!contract/)|machines|routes)/" } },
    { name: "server-modules-talk-through-services", severity: "error",
      comment: "A module reaches another only through that module's service.ts.",
      from: { path: "^server/modules/([^/]+)/" },
      to: { path: "^server/modules/", pathNot: ["^server/modules/$1/", "^server/modules/[^/]+/service\\.ts$"] } },
    { name: "the-site-never-ships-the-flow-book", severity: "error", comment: "The flow book is a dev tool under /__flows; nothing of it enters the site's bundle.",
      from: { path: "^(src|routes|machines|server/(?!dev\\.ts$))" },
      to: { path: "^(flowbook|tests)/" } },
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "routeTree\\.gen\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
