// What every resolver receives: the provider and the caller's verified session.
import type { Provider } from "../provider.ts";
import type { Session } from "../rules/session.ts";

export interface GraphQLContext {
  provider: Provider;
  session: Session;
}
