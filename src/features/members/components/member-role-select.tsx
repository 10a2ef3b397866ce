// A member's role, changed by choosing another: a pick from the list is saved at once, a choice made
// with the keys on the closed select on Enter or on leaving it (useKeyedSelect), so arrowing past
// "Owner" does not make the member one. While saving the choice is shown (not disabled, which would
// drop keyboard focus); after a refusal the stored role is shown again and the refusal goes to the
// table's one line.
import { useState } from "react";
import type { Member } from "../../../../schema/rest.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { MEMBERS_TEXT } from "../strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { useKeyedSelect } from "../../../ui/use-keyed-select.ts";
import type { RoleOption } from "../api/member-roles.ts";
import { useUpdateMember } from "../api/update-member.ts";

const T = MEMBERS_TEXT;

interface MemberRoleSelectProps {
  member: Member;
  name: string;
  roles: readonly RoleOption[];
  onRefused(message: string | null): void;
}

export function MemberRoleSelect({ member, name, roles, onRefused }: MemberRoleSelectProps) {
  const update = useUpdateMember();
  const toast = useToast();
  const [saving, setSaving] = useState<number | null>(null);

  async function choose(roleId: number) {
    if (saving !== null || roleId === member.role.id) return;
    setSaving(roleId);
    onRefused(null);
    try {
      const saved = await update(member.userId, roleId);
      toast.success(T.roleSaved(name, saved.role.name));
    } catch (error) {
      onRefused(T.roleFailed(errorMessage(error)));
    } finally {
      setSaving(null);
    }
  }

  // The value as a string: React converts a number itself, preact/compat hands it to the DOM as it is.
  const select = useKeyedSelect({
    value: String(saving ?? member.role.id),
    onCommit: (choice) => void choose(Number(choice)),
  });
  // A role the list does not know (renamed or added meanwhile) is still offered, so the value is valid.
  const options = roles.some((r) => r.id === member.role.id) ? roles : [member.role, ...roles];
  return (
    <select aria-label={T.roleOf(name)} aria-busy={saving !== null || undefined} {...select}>
      {options.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </select>
  );
}
