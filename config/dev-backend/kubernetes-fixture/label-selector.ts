// Kubernetes label selectors as the API server reads them from `?labelSelector=`: comma-separated
// requirements `k=v`, `k==v`, `k!=v`, `k`, `!k`, `k in (a,b)`, `k notin (a,b)`. All must hold.

type Requirement =
  | { readonly op: 'eq' | 'neq'; readonly key: string; readonly value: string }
  | { readonly op: 'in' | 'notin'; readonly key: string; readonly values: readonly string[] }
  | { readonly op: 'exists' | 'absent'; readonly key: string };

/** Splits on commas that are not inside a value set's parentheses. */
const splitRequirements = (selector: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
};

export const parseLabelSelector = (selector: string): Requirement[] =>
  splitRequirements(selector).map((part): Requirement => {
    const set = /^(\S+)\s+(in|notin)\s*\(([^)]*)\)$/.exec(part);
    if (set) {
      const values = set[3]!.split(',').map((v) => v.trim()).filter(Boolean);
      return { op: set[2] as 'in' | 'notin', key: set[1]!, values };
    }
    const inequality = /^([^!=\s]+)\s*!=\s*(.*)$/.exec(part);
    if (inequality) return { op: 'neq', key: inequality[1]!, value: inequality[2]!.trim() };
    const equality = /^([^!=\s]+)\s*==?\s*(.*)$/.exec(part);
    if (equality) return { op: 'eq', key: equality[1]!, value: equality[2]!.trim() };
    if (part.startsWith('!')) return { op: 'absent', key: part.slice(1).trim() };
    return { op: 'exists', key: part };
  });

const holds = (requirement: Requirement, labels: Readonly<Record<string, string>>): boolean => {
  const value = Object.hasOwn(labels, requirement.key) ? labels[requirement.key] : undefined;
  switch (requirement.op) {
    case 'eq':
      return value === requirement.value;
    case 'neq':
      return value !== requirement.value;
    case 'in':
      return value !== undefined && requirement.values.includes(value);
    case 'notin':
      return value === undefined || !requirement.values.includes(value);
    case 'exists':
      return value !== undefined;
    case 'absent':
      return value === undefined;
  }
};

/** An empty selector matches everything. */
export const matchesLabelSelector = (selector: string, labels: Readonly<Record<string, string>>): boolean =>
  parseLabelSelector(selector).every((requirement) => holds(requirement, labels));
