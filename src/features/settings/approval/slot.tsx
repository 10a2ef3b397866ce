// Where Store Information mounts the approval limit (extension "approval", D242): only where the provider
// has the extension, and its code is a chunk loaded then. One that does not arrive says so with Try Again.
import { useExtensions } from "../../../api/extensions.ts";
import { LazyPart } from "../../../ui/lazy-part.tsx";

const load = () => import("./approval-setting.tsx");

export function ApprovalSettingSlot() {
  return useExtensions().has("approval") ? (
    <LazyPart load={load} render={(chunk) => <chunk.ApprovalSetting />} />
  ) : null;
}
