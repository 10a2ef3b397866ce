// A loading line that screen readers announce; each screen passes the spec's own text.
export function Loading({ text }: { text: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}
