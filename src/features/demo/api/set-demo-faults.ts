// Changing the demo's fault settings (D29 extension POST demo/faults); the provider answers what is in effect.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { Faults } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { demoFaultsKey } from "./demo-faults.ts";

export const setDemoFaults = (faults: Faults): Promise<Faults> =>
  rest("setDemoFaults", { body: faults }).then((answer) => answer.data);

/** setDemoFaults, then the cached settings are the provider's answer; throws ApiError on a refusal. */
export function useSetDemoFaults() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (faults: Faults) => {
      const applied = await setDemoFaults(faults);
      await mutate(demoFaultsKey, applied, { revalidate: false });
      return applied;
    },
    [mutate],
  );
}
