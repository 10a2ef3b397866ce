// Where Store Information mounts the approval limit (extension "approval", D242): only where the provider
// has the extension, and its code is a chunk loaded then. One that does not arrive says so with Try Again.
import { useEffect, useState } from "react";
import { useExtensions } from "../../../api/extensions.ts";
import { RetryNotice } from "../../../ui/unavailable.tsx";

type Chunk = typeof import("./approval-setting.tsx");

function Loaded() {
  const [chunk, setChunk] = useState<Chunk | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("./approval-setting.tsx").then(
      (loaded) => current && setChunk(loaded),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [attempt]);
  if (chunk) return <chunk.ApprovalSetting />;
  if (!failed) return null;
  return (
    <RetryNotice
      onRetry={() => {
        setFailed(false);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

export function ApprovalSettingSlot() {
  return useExtensions().has("approval") ? <Loaded /> : null;
}
