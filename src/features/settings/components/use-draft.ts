// Local form state for the unwired settings forms: typed values, and Cancel back to where they began.
import { useState, type ChangeEvent } from "react";

export function useDraft<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  return {
    values,
    /** An onChange for the input holding `name`. */
    bind: (name: keyof T) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    set: (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value })),
    reset: () => setValues(initial),
  };
}
