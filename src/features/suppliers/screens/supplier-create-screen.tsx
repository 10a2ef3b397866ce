// Supplier create (/suppliers/create, spec section 2): the form with the product's own labels, no
// email; a saved supplier goes back to the list.
import { Link, useLocation } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { SUPPLIERS_TEXT } from "../strings.ts";
import { useAddSupplier } from "../api/add-supplier.ts";
import { SupplierForm } from "../components/supplier-form.tsx";
import { EMPTY_SUPPLIER, toPayload, type SupplierInput } from "../components/supplier-input.ts";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = SUPPLIERS_TEXT;

export function SupplierCreateScreen() {
  const [, navigate] = useLocation();
  const add = useAddSupplier();

  async function save(input: SupplierInput) {
    const { name, primaryAddress, contactNumber, faxNumber } = toPayload(input);
    await add({ name, primaryAddress, contactNumber, faxNumber });
    // Spec section 7: "On success both supplier forms go to /suppliers/."
    navigate(`${PATHS.suppliers}/`);
  }

  return (
    <main className="page supplier-page">
      <PageTitle>{T.create.title}</PageTitle>
      <Link href={PATHS.suppliers} className="back-link">
        {T.back}
      </Link>
      <SupplierForm
        title={T.create.title}
        titleLevel="h1"
        labels={T.create.labels}
        initial={EMPTY_SUPPLIER}
        submitLabel={T.create.submit}
        busyLabel={T.create.busy}
        onSave={save}
      />
    </main>
  );
}
