// What a panel section shows while its data is not there: loading, a failure with Try Again, or empty.
import type { ReactNode } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { FormError } from "../../../ui/form-error.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { TEXT } from "../../../ui/strings.ts";

interface Texts {
  loading: string;
  empty: string;
  failed: (reason: string) => string;
}

interface LoadStatesProps<T> {
  data: readonly T[] | undefined;
  error: unknown;
  retry: () => void;
  texts: Texts;
  children: (rows: readonly T[]) => ReactNode;
}

/** Renders `children(rows)` once there are rows; the section's own texts otherwise. */
export function LoadStates<T>({ data, error, retry, texts, children }: LoadStatesProps<T>) {
  if (error)
    return (
      <>
        <FormError>{texts.failed(errorMessage(error))}</FormError>
        <button type="button" className="button" onClick={retry}>
          {TEXT.demo.retry}
        </button>
      </>
    );
  if (!data) return <Loading text={texts.loading} />;
  if (!data.length) return <p className="demo-empty">{texts.empty}</p>;
  return children(data);
}

/** Newest first whatever order the provider used: by time, then by id. */
export function newestFirst<T extends { id: number; createdAt: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
