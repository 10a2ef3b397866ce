// The quiet note that a new deploy took over this page; renders nothing itself.
import { useEffect } from "react";
import { useToast } from "../../ui/toasts.tsx";
import { onceUpdated } from "../service-worker.ts";
import { SHELL_TEXT } from "../strings.ts";

export function UpdatedToast() {
  const toast = useToast();
  useEffect(() => onceUpdated(() => toast.success(SHELL_TEXT.updated)), [toast]);
  return null;
}
