// /customers/{id} and /customers/create are placeholders in the product (spec section 2's route table).
import { useParams } from "wouter";
import { PlaceholderPage } from "../../../ui/placeholder-page.tsx";
import { CUSTOMERS_TEXT } from "../strings.ts";

const T = CUSTOMERS_TEXT;

export function CustomerDetailScreen() {
  const { id = "" } = useParams<{ id: string }>();
  return <PlaceholderPage title={T.detail(id)} />;
}

export function CustomerCreateScreen() {
  return <PlaceholderPage title={T.create} />;
}
