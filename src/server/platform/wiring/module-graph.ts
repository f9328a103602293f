// The server's modules declare what they need and what they provide; the start creates them in an
// order where every need is provided first, and refuses a graph it cannot order, naming the modules.
// A dependency that runs only per request or per job is still a dependency: declaring it is what
// makes the graph the program runs the graph a reader sees.

export interface ModuleNode {
  name: string;
  /** Services this module is given when it is created. */
  needs: readonly string[];
  /** Services it offers to the modules after it. */
  provides: readonly string[];
}

export class ModuleGraphError extends Error {
  override name = 'ModuleGraphError';
}

/** The nodes in an order where each comes after the providers of all it needs (stable: the list's order otherwise). */
export function orderModules<T extends ModuleNode>(nodes: readonly T[]): T[] {
  const providerOf = new Map<string, T>();
  for (const node of nodes) {
    for (const service of node.provides) {
      const other = providerOf.get(service);
      if (other) {
        throw new ModuleGraphError(`"${service}" is provided by both ${other.name} and ${node.name}`);
      }
      providerOf.set(service, node);
    }
  }
  for (const node of nodes) {
    for (const service of node.needs) {
      if (!providerOf.has(service)) {
        throw new ModuleGraphError(`${node.name} needs "${service}", which no module provides`);
      }
    }
  }

  const ordered: T[] = [];
  const state = new Map<T, 'visiting' | 'done'>();
  const visit = (node: T, path: T[]) => {
    const seen = state.get(node);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(node)), node].map((each) => each.name);
      throw new ModuleGraphError(`the modules' needs form a cycle: ${cycle.join(' -> ')}`);
    }
    state.set(node, 'visiting');
    for (const service of node.needs) {
      const provider = providerOf.get(service)!;
      if (provider !== node) visit(provider, [...path, node]);
    }
    state.set(node, 'done');
    ordered.push(node);
  };
  for (const node of nodes) visit(node, []);
  return ordered;
}
