// A part of a screen whose code is a chunk of its own (the contract extensions' parts, D231): loaded once
// wanted, nothing shown while it travels, and one that does not arrive (offline since the page loaded)
// says so with Try Again. A chunk once in renders at once on every later mount (no empty frame).
import { useEffect, useState, type ReactNode } from "react";
import { RetryNotice } from "./unavailable.tsx";

const settled = new WeakMap<() => Promise<unknown>, unknown>();

export interface Chunk<M> {
  /** The loaded module, or null while it travels (or failed). */
  chunk: M | null;
  /** True when the last load failed. */
  failed: boolean;
  /** Loads again after a failure. */
  retry(): void;
}

/** Loads `load`'s chunk when `wanted`; `load` must be a stable function (one per chunk, at module level). */
export function useChunk<M>(load: () => Promise<M>, wanted = true): Chunk<M> {
  const [chunk, setChunk] = useState<M | null>(() => (settled.get(load) as M | undefined) ?? null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const ready = chunk !== null && settled.get(load) === chunk;
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    load().then(
      (module) => {
        settled.set(load, module);
        if (current) setChunk(() => module);
      },
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [load, wanted, ready, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { chunk: wanted && ready ? chunk : null, failed: wanted && failed, retry };
}

/** Renders `render(module)` once `load`'s chunk is in; nothing before; Try Again if it did not arrive. */
export function LazyPart<M>({ load, render }: { load: () => Promise<M>; render: (module: M) => ReactNode }) {
  const { chunk, failed, retry } = useChunk(load);
  if (chunk) return render(chunk);
  return failed ? <RetryNotice onRetry={retry} /> : null;
}
