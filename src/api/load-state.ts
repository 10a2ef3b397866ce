// A read's SWR answer in the shape the shared failure states take (src/ui/failed-load.tsx), so each
// screen hands its read over instead of sorting the error itself.
import { failureKind } from "./api-error.ts";

interface Read {
  data?: unknown;
  error?: unknown;
  isValidating: boolean;
  mutate(): unknown;
}

/** What the read's failure means, whether it has something to show, and how to ask again. */
export const loadStateOf = (read: Read) => ({
  failure: failureKind(read.error),
  shown: read.data !== undefined,
  onRetry: () => void read.mutate(),
  busy: read.isValidating,
});
