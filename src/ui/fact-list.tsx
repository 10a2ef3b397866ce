// Label and value pairs as a description list, each pair in its own <div> so it can be laid out as a row.
import type { ReactNode } from "react";

interface FactListProps {
  /** Label and value, in order; the labels are unique. */
  facts: readonly (readonly [label: string, value: ReactNode])[];
  className?: string;
}

export function FactList({ facts, className }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
