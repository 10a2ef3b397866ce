// Which contract extensions (D231) the provider has: one introspection query naming the few types whose
// fields mark them, asked once per page life (the page reloads on sign-in and on a store switch, so that
// is once per session and store) and kept in SWR's cache. A provider that refuses introspection or answers
// something else has none: unknown means absent, and no extension's code is loaded. One not reached
// (offline) has none for now and is asked again when the connection comes back.
// Screens read `useExtensions()`; the answer never changes while the page lives.
import { useMemo } from "react";
import useSWR from "swr";
import { EXTENSION_MARKERS, EXTENSIONS, type ExtensionName } from "../../schema/extensions.ts";
import { failureKind } from "./api-error.ts";
import { cacheKey } from "./cache.ts";
import { graphql } from "./generated/gql.ts";
import type { ProviderExtensionsQuery } from "./generated/graphql.ts";
import { graphqlRequest } from "./graphql.ts";

export const ProviderExtensionsDocument = graphql(`
  query ProviderExtensions {
    purchaseOrder: __type(name: "PurchaseOrder") {
      fields {
        name
      }
    }
    product: __type(name: "Product") {
      fields {
        name
      }
    }
  }
`);

export type Extensions = ReadonlySet<ExtensionName>;
const NONE: Extensions = new Set();

/** The extensions whose marker field the answer lists. */
function extensionsIn(answer: ProviderExtensionsQuery): Extensions {
  const fields = new Set([
    ...(answer.purchaseOrder?.fields ?? []).map((field) => `PurchaseOrder.${field.name}`),
    ...(answer.product?.fields ?? []).map((field) => `Product.${field.name}`),
  ]);
  return new Set(
    EXTENSIONS.filter((name) => {
      const { type, field } = EXTENSION_MARKERS[name];
      return fields.has(`${type}.${field}`);
    }),
  );
}

/**
 * Asks the provider. A refusal or an answer of another shape is "none" (a spec-only provider is no
 * error); only a provider not reached (offline, 5xx) is thrown, so SWR asks again once it is back.
 */
export const probeExtensions = (): Promise<Extensions> =>
  graphqlRequest(ProviderExtensionsDocument).then(extensionsIn, (error: unknown) => {
    if (failureKind(error) === "unavailable") throw error;
    return NONE;
  });

const KEY = cacheKey("Extensions");
// Once known, never asked again in this page's life; until then, again when the connection comes back.
const ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  revalidateIfStale: false,
  refreshInterval: 0,
} as const;

// Cached as the names, a Set made of them here: SWR's compare sees no entries in a Set (cache.ts).
const probeNames = () => probeExtensions().then((found) => [...found]);

function useProbe() {
  const { data, error } = useSWR(KEY, probeNames, ONCE);
  return { known: useMemo(() => data && (new Set(data) as Extensions), [data]), error };
}

/**
 * The provider's extensions: empty until known (and for good when the provider has none). A screen
 * shows an extension's part only once its name is in here.
 */
export function useExtensions(): Extensions {
  return useProbe().known ?? NONE;
}

/**
 * The same, but null until the probe has answered (a probe that failed answers none): for a read that
 * is sent differently with an extension, so it is sent once, not once before and once after.
 */
export function useKnownExtensions(): Extensions | null {
  const { known, error } = useProbe();
  return error ? NONE : (known ?? null);
}
