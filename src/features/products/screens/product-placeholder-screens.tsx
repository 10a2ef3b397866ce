// /products/{id} and /products/create are placeholders in the product (spec section 2's route table).
import { useParams } from "wouter";
import { PlaceholderPage } from "../../../ui/placeholder-page.tsx";
import { TEXT } from "../../../ui/strings.ts";

const T = TEXT.products;

export function ProductDetailScreen() {
  const { id = "" } = useParams<{ id: string }>();
  return <PlaceholderPage title={T.detail(id)} />;
}

export function ProductCreateScreen() {
  return <PlaceholderPage title={T.create} />;
}
