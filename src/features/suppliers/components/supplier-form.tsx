// The side form of the supplier edit and create pages. Checked on submit (spec section 5): failing
// fields are marked invalid and nothing is sent; a refusal keeps everything typed and shows one red
// line; the button waits while sending, so a double click saves once.
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { SUPPLIERS_TEXT } from "../strings.ts";
import {
  refusedFields,
  supplierProblems,
  type SupplierField,
  type SupplierInput,
  type SupplierProblem,
} from "./supplier-input.ts";

const T = SUPPLIERS_TEXT;

/**
 * Each field's input type and autofill hint. The phone and fax fields are telephone inputs, not the
 * spec's number inputs (D40): those refuse a dash or a space by blanking the whole value.
 */
const INPUTS: Record<SupplierField, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: "organization" },
  address1: { autoComplete: "address-line1" },
  address2: { autoComplete: "address-line2" },
  city: { autoComplete: "address-level2" },
  state: { autoComplete: "address-level1" },
  zipCode: { autoComplete: "postal-code" },
  email: { type: "email", autoComplete: "email" },
  phoneNumber: { type: "tel", autoComplete: "tel-national" },
  phoneExtension: { type: "tel", inputMode: "numeric" },
  faxNumber: { type: "tel" },
  faxExtension: { type: "tel", inputMode: "numeric" },
};

const CHECKED = new Set<SupplierField>(["name", "address1", "city", "state", "zipCode", "phoneNumber"]);

function hint(problem: SupplierProblem | undefined): string | undefined {
  if (problem?.kind === "required") return T.problem.required;
  if (problem?.kind === "tooShort") return T.problem.tooShort(problem.min);
  if (problem?.kind === "tooDigits") return T.problem.tooFewDigits(problem.min);
  if (problem?.kind === "invisible") return T.problem.invisible(problem.detail);
  return problem && T.problem.refused;
}

interface SupplierFormProps {
  title: string;
  /** The page's own heading on the create page; a section of the edit page. */
  titleLevel?: "h1" | "h2";
  /** The fields shown, in order, with their labels. */
  labels: Partial<Record<SupplierField, string>>;
  initial: SupplierInput;
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; throws when the provider refuses. */
  onSave(input: SupplierInput): Promise<void>;
}

export function SupplierForm({
  title,
  titleLevel: Title = "h2",
  labels,
  initial,
  submitLabel,
  busyLabel,
  onSave,
}: SupplierFormProps) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [input, setInput] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<SupplierField, SupplierProblem>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  function change(field: SupplierField, value: string) {
    setInput((now) => ({ ...now, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = supplierProblems(input);
    setProblems(found);
    const first = (Object.keys(labels) as SupplierField[]).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    setFailure("");
    try {
      await onSave(input);
    } catch (error) {
      sending.current = false;
      setBusy(false);
      setFailure(T.saveFailed(errorMessage(error)));
      setProblems(Object.fromEntries(refusedFields(error).map((field) => [field, { kind: "refused" }])));
    }
  }

  return (
    <form ref={form} className="supplier-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {(Object.entries(labels) as [SupplierField, string][]).map(([field, label]) => (
        <Field
          key={field}
          name={field}
          label={label}
          {...INPUTS[field]}
          aria-required={CHECKED.has(field) || undefined}
          value={input[field]}
          onChange={(event) => change(field, event.target.value)}
          error={hint(problems[field])}
        />
      ))}
      <FormError>{failure}</FormError>
      <BusyButton type="submit" className="button primary" busy={busy}>
        {busy ? busyLabel : submitLabel}
      </BusyButton>
    </form>
  );
}
