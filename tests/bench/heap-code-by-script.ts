// Where a heap snapshot's compiled code comes from: V8's machine code (baseline and optimized) and regexp code,
// by the script of the function it belongs to, beside the rest of the heap. For the long session's snapshots:
//
//   npx tsx tests/bench/heap-code-by-script.ts <dir>/long-session-20.heapsnapshot <dir>/long-session-200.heapsnapshot
//
// A script with an empty name is code evaluated without a URL (in these sessions, Playwright's injected script;
// code made by `eval` or `new Function` would show there too, but the portal's Content-Security-Policy forbids it).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

interface RawSnapshot {
  readonly snapshot: { readonly meta: { node_fields: string[]; edge_fields: string[]; node_types: [string[]]; edge_types: [string[]] } };
  readonly nodes: number[];
  readonly edges: number[];
  readonly strings: string[];
}

type CodeKind = 'baseline' | 'optimized' | 'regexp' | 'other';

interface Reading {
  readonly bytesByType: Map<string, number>;
  readonly code: Map<string, { count: number; bytes: number }>;
}

const readSnapshot = (file: string): Reading => {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawSnapshot;
  const { node_fields: nodeFields, edge_fields: edgeFields, node_types: [nodeTypes], edge_types: [edgeTypes] } = raw.snapshot.meta;
  const nodeWidth = nodeFields.length;
  const edgeWidth = edgeFields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((field) => nodeFields.indexOf(field)) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt, edgeToAt] = ['type', 'name_or_index', 'to_node'].map((field) => edgeFields.indexOf(field)) as [number, number, number];
  const { nodes, edges, strings } = raw;
  const count = nodes.length / nodeWidth;
  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0; node < count; node += 1) firstEdge[node + 1] = firstEdge[node]! + nodes[node * nodeWidth + edgeCountAt]! * edgeWidth;
  const name = (node: number) => strings[nodes[node * nodeWidth + nameAt]!]!;
  const size = (node: number) => nodes[node * nodeWidth + sizeAt]!;
  const type = (node: number) => nodeTypes[nodes[node * nodeWidth + typeAt]!]!;
  const edgesOf = function* (node: number) {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeWidth) {
      const edgeType = edgeTypes[edges[edge + edgeTypeAt]!]!;
      const label = edgeType === 'element' || edgeType === 'hidden' ? '' : strings[edges[edge + edgeNameAt]!]!;
      yield { label, to: edges[edge + edgeToAt]! / nodeWidth };
    }
  };
  const edgeTo = (node: number, label: string) => {
    for (const edge of edgesOf(node)) if (edge.label === label) return edge.to;
    return undefined;
  };
  // The owner of each Code object: the shared function info (baseline code) or the closure (optimized code).
  const ownerScript = new Map<number, string>();
  const regexpCode = new Set<number>();
  for (let node = 0; node < count; node += 1) {
    const nodeName = name(node);
    const shared = nodeName.startsWith('system / SharedFunctionInfo') ? node : type(node) === 'closure' ? edgeTo(node, 'shared') : undefined;
    if (shared === undefined && !nodeName.includes('RegExpData')) continue;
    for (const edge of edgesOf(node)) {
      if (name(edge.to) !== 'system / Code') continue;
      if (shared === undefined) {
        regexpCode.add(edge.to);
        continue;
      }
      const script = edgeTo(shared, 'script');
      const scriptName = script === undefined ? undefined : edgeTo(script, 'name');
      ownerScript.set(edge.to, scriptName === undefined ? '(no script)' : basename(name(scriptName)) || '(no name)');
    }
  }
  const bytesByType = new Map<string, number>();
  const code = new Map<string, { count: number; bytes: number }>();
  for (let node = 0; node < count; node += 1) {
    bytesByType.set(type(node), (bytesByType.get(type(node)) ?? 0) + size(node));
    if (name(node) !== 'system / Code') continue;
    const labels = new Set([...edgesOf(node)].map((edge) => edge.label));
    const kind: CodeKind = labels.has('bytecode_offset_table') ? 'baseline' : labels.has('deoptimization_data') ? 'optimized' : regexpCode.has(node) ? 'regexp' : 'other';
    const instructions = edgeTo(node, 'instruction_stream');
    const key = `${kind} ${ownerScript.get(node) ?? ''}`.trim();
    const entry = code.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += size(node) + (instructions === undefined ? 0 : size(instructions));
    code.set(key, entry);
  }
  return { bytesByType, code };
};

const kB = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} kB`;

const main = () => {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: heap-code-by-script.ts <snapshot> [<later snapshot> …]');
  const readings = files.map(readSnapshot);
  const columns = files.map((file) => basename(file, '.heapsnapshot'));
  console.log(`| heap by node type | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|`);
  const types = [...new Set(readings.flatMap((reading) => [...reading.bytesByType.keys()]))];
  for (const nodeType of types) console.log(`| ${nodeType} | ${readings.map((reading) => kB(reading.bytesByType.get(nodeType) ?? 0)).join(' | ')} |`);
  const last = readings.at(-1)!;
  const keys = [...new Set(readings.flatMap((reading) => [...reading.code.keys()]))].sort((a, b) => (last.code.get(b)?.bytes ?? 0) - (last.code.get(a)?.bytes ?? 0));
  const kinds: CodeKind[] = ['baseline', 'optimized', 'regexp', 'other'];
  console.log(`\n| code objects (count, bytes with instructions) | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|`);
  for (const kind of kinds) {
    const ofKind = (reading: Reading) => [...reading.code].filter(([key]) => key.split(' ')[0] === kind).reduce((sum, [, entry]) => ({ count: sum.count + entry.count, bytes: sum.bytes + entry.bytes }), { count: 0, bytes: 0 });
    console.log(`| all ${kind} | ${readings.map((reading) => `${ofKind(reading).count}, ${kB(ofKind(reading).bytes)}`).join(' | ')} |`);
  }
  for (const key of keys.slice(0, 30)) console.log(`| ${key} | ${readings.map((reading) => `${reading.code.get(key)?.count ?? 0}, ${kB(reading.code.get(key)?.bytes ?? 0)}`).join(' | ')} |`);
};

main();
