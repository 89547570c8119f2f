// Lays a chart out with ELK (layered, states nested in their parents) at build time: the page only draws boxes and lines.
import ELK, { type ElkExtendedEdge, type ElkNode } from "elkjs/lib/elk.bundled.js";
import type { Chart, ChartEdge, ChartState } from "./chart";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlacedState extends Box {
  path: string;
}
export interface PlacedEdge {
  id: string;
  points: [number, number][];
  label: Box & { lines: string[] };
}
export interface Layout {
  width: number;
  height: number;
  states: PlacedState[];
  /** Where transitions the machine takes in any state start from (drawn as "in any state"), when it has some. */
  anyState: Box | null;
  /** Small dots inside compound states with a line to the state they start in. */
  starts: { x: number; y: number; points: [number, number][] }[];
  edges: PlacedEdge[];
}

const CHAR = 6.6;
const LINE = 15;
const nodeId = (path: string) => `s:${path}`;
const startId = (path: string) => `i:${path}`;
const ANY_STATE = "any";
/** The machine's own transitions (in any state) start from a box of their own: ELK cannot start an edge at the graph. */
const sourceId = (path: string) => (path === "" ? ANY_STATE : nodeId(path));

export const edgeLabelLines = (edge: ChartEdge) => [edge.event, ...(edge.guard ? [`if ${edge.guard}`] : [])];
/** What a state box says inside: its calls and the transitions that keep it where it is. */
export const stateNotes = (state: ChartState, edges: ChartEdge[]) => [
  ...state.invokes.map((src) => `calls ${src}`),
  ...edges
    .filter((edge) => edge.internal && edge.source === state.path && state.path !== "")
    .map((edge) => `${edge.event}${edge.guard ? ` if ${edge.guard}` : ""}`),
];

function elkNode(state: ChartState, edges: ChartEdge[]): ElkNode {
  const notes = stateNotes(state, edges);
  const widest = Math.max(state.key.length * 8.4, ...notes.map((note) => note.length * CHAR));
  if (state.children.length === 0) {
    return { id: nodeId(state.path), width: Math.max(110, widest + 28), height: 34 + notes.length * LINE };
  }
  const children = state.children.map((child) => elkNode(child, edges));
  if (state.initial !== null) children.unshift({ id: startId(state.path), width: 10, height: 10 });
  return {
    id: nodeId(state.path),
    layoutOptions: { "elk.padding": `[top=${34 + notes.length * LINE},left=16,bottom=16,right=16]` },
    children,
  };
}

function absolute(node: ElkNode, dx: number, dy: number, out: Map<string, Box>) {
  const x = dx + (node.x ?? 0);
  const y = dy + (node.y ?? 0);
  out.set(node.id, { x, y, width: node.width ?? 0, height: node.height ?? 0 });
  for (const child of node.children ?? []) absolute(child, x, y, out);
}

const elk = new ELK();

export async function layoutChart(chart: Chart): Promise<Layout> {
  const drawn = chart.edges.filter((edge) => !edge.internal);
  const starts: ElkExtendedEdge[] = [];
  const collectStarts = (state: ChartState) => {
    if (state.initial !== null && state.children.length > 0)
      starts.push({ id: `start:${state.path}`, sources: [startId(state.path)], targets: [nodeId(state.initial)] });
    state.children.forEach(collectStarts);
  };
  collectStarts(chart.root);
  const rootNode = elkNode(chart.root, chart.edges);
  const fromAnyState = drawn.some((edge) => edge.source === "");
  if (fromAnyState) rootNode.children = [...(rootNode.children ?? []), { id: ANY_STATE, width: 100, height: 30 }];
  const graph: ElkNode = {
    ...rootNode,
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.edgeRouting": "ORTHOGONAL",
      "elk.layered.spacing.nodeNodeBetweenLayers": "46",
      "elk.spacing.nodeNode": "36",
      "elk.spacing.edgeLabel": "4",
      "elk.edgeLabels.inline": "false",
      "elk.padding": "[top=16,left=16,bottom=16,right=16]",
    },
    edges: [
      ...starts,
      ...drawn.map((edge) => {
        const lines = edgeLabelLines(edge);
        return {
          id: edge.id,
          sources: [sourceId(edge.source)],
          targets: [nodeId(edge.target)],
          labels: [{ text: lines.join("\n"), width: Math.max(...lines.map((line) => line.length * CHAR)) + 8, height: lines.length * LINE + 2 }],
        };
      }),
    ],
  };
  const laid = await elk.layout(graph);
  const boxes = new Map<string, Box>();
  absolute(laid, -(laid.x ?? 0), -(laid.y ?? 0), boxes);
  const offsetOf = (container: string | undefined) => {
    const box = container ? boxes.get(container) : undefined;
    return box ? [box.x, box.y] : [0, 0];
  };
  const edgePoints = (edge: ElkExtendedEdge): [number, number][] => {
    const [ox = 0, oy = 0] = offsetOf("container" in edge && typeof edge.container === "string" ? edge.container : undefined);
    return (edge.sections ?? []).flatMap((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point): [number, number] => [point.x + ox, point.y + oy]),
    );
  };
  const laidEdges = laid.edges ?? [];
  const states: PlacedState[] = [];
  for (const [id, box] of boxes) if (id.startsWith("s:") && id !== nodeId("")) states.push({ path: id.slice(2), ...box });
  const placedStarts = laidEdges
    .filter((edge) => edge.id.startsWith("start:"))
    .map((edge) => {
      const dot = boxes.get(startId(edge.id.slice("start:".length)));
      return { x: (dot?.x ?? 0) + 5, y: (dot?.y ?? 0) + 5, points: edgePoints(edge) };
    });
  const edges = laidEdges
    .filter((edge) => !edge.id.startsWith("start:"))
    .map((edge): PlacedEdge => {
      const [ox = 0, oy = 0] = offsetOf("container" in edge && typeof edge.container === "string" ? edge.container : undefined);
      const label = edge.labels?.[0];
      return {
        id: edge.id,
        points: edgePoints(edge),
        label: {
          x: (label?.x ?? 0) + ox,
          y: (label?.y ?? 0) + oy,
          width: label?.width ?? 0,
          height: label?.height ?? 0,
          lines: (label?.text ?? "").split("\n"),
        },
      };
    });
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, anyState: boxes.get(ANY_STATE) ?? null, starts: placedStarts, edges };
}
